import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from './support/harness';

/** The API document tells the truth: one operation per spelling, each named, tagged, secured as served, with its problems. */
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; schema: { enum?: number[] } }>;
  responses: Record<string, { content?: Record<string, { schema?: { format?: string; $ref?: string } }> }>;
};
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
