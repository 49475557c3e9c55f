import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSearchRequest, mixedStockItem } from '@hanout/contract';
import { SUMMARIES } from '../../../src/http/operation-summaries';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';

/** The API document tells the truth: one operation per spelling, each named, tagged, secured as served, with its problems. */
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; schema: { enum?: number[] } }>;
  requestBody?: { content: Record<string, { schema: RequestSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: { format?: string; $ref?: string } }> }>;
};
type RequestSchema = { properties: Record<string, RequestSchema>; items?: RequestSchema };
let t: TestApp;
let operations: Array<[string, Operation]>;

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.request(null, { method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation]),
  );
});
afterAll(async () => {
  console.log(
    `hardening: API document (${dialectUnderTest}): ${operations?.length ?? 0} operations named, tagged and with their problem answers; every answer of the server tests is checked against it`,
  );
  await t.close();
});

describe('the OpenAPI document', () => {
  it('names and tags every operation once, with one spelling per path', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(([, operation]) => !operation.tags?.length)).toEqual([]);
    expect(operations.filter(([key]) => /\/ |\/$/.test(key)).map(([key]) => key)).toEqual([]);
  });

  it('sums up every operation in one line of its own', () => {
    const summaries = operations.map(([key, operation]) => [key, operation.summary ?? ''] as const);
    expect(summaries.filter(([, summary]) => !/^[A-Z][^\n]{2,59}$/.test(summary)).map(([key]) => key)).toEqual([]);
    expect(new Set(summaries.map(([, summary]) => summary)).size).toBe(summaries.length);
    // No summary waits for an operation that is not there (a path renamed, a route removed).
    expect(Object.keys(SUMMARIES).filter((key) => !summaries.some(([operation]) => operation === key))).toEqual([]);
  });

  it('documents values that may be null, or a number or a string, as the server accepts them', () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const byKey = Object.fromEntries(operations);
    const bodyOf = (key: string) => byKey[key].requestBody!.content['application/json'].schema;
    const dateBound = ajv.compile(bodyOf('POST /api/invoice/search').properties.startDate);
    const stockLine = ajv.compile(bodyOf('POST /api/stock/mixed-stock').properties.mixedStockItems.items!.properties.stockName);
    for (const value of [null, '', '2026-11-30', '30/11/2026', 12]) {
      expect(dateBound(value), JSON.stringify(value)).toBe(invoiceSearchRequest.safeParse({ startDate: value }).success);
    }
    for (const value of [12, '12', 'twelve', null]) {
      expect(stockLine(value), JSON.stringify(value)).toBe(mixedStockItem.safeParse({ stockName: value, dosage: 6 }).success);
    }
  });

  it('documents the problem answers each operation can give, as application/problem+json', () => {
    for (const [key, operation] of operations) {
      expect(operation.responses['500']?.content?.['application/problem+json'], key).toBeDefined();
      if (operation.security?.length !== 0) expect(operation.responses['401'], key).toBeDefined();
      if (key.includes('{id}')) expect(operation.responses['404'], key).toBeDefined();
    }
    const sale = Object.fromEntries(operations)['POST /api/invoice'];
    expect(Object.keys(sale.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '409', '422', '503', '507']));
    expect(Object.fromEntries(operations)['PUT /api/products'].responses['403']).toBeDefined();
  });

  it('documents sign-in, forgotten and reset passwords without security, PDFs as binary files, and page sizes as an enum', () => {
    const byKey = Object.fromEntries(operations);
    for (const key of ['POST /api/auth/login', 'GET /api/auth/forgot-password', 'POST /api/auth/reset-password'])
      expect(byKey[key].security, key).toEqual([]);
    expect(byKey['GET /api/customers/search'].security).toBeUndefined();
    expect(byKey['GET /api/invoice/report/{id}'].responses['200'].content?.['application/pdf']?.schema?.format).toBe('binary');
    expect(byKey['GET /api/customers/search'].parameters?.find((parameter) => parameter.name === 'size')?.schema.enum).toEqual([
      10, 20, 30, 40, 50,
    ]);
  });
});
