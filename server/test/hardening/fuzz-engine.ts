/**
 * The request-fuzzing engine of bad-input.test.ts: sends generated requests to every /api route of
 * an app seeded with a row in every table, judges each answer against what it should be, counts
 * the requests and prints the `hardening:` summary lines. setUpFuzzing() registers the suite's
 * hooks; the state it fills (the app, its routes, the seeded shop) is read by the test file.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, dialectUnderTest, type InjectResponse, type TestApp } from '../support/harness';
import { collectRegisteredRoutes, fillPath, listApiRoutes, OPERATOR_TOKEN, ROUTE_RULES, type ApiRoute } from './catalog';
import { tableChecksums } from '../support/db-state';
import { baseline, fieldsOf, isIdField, kindOf, type Context, type Field, type RequestSpec } from './inputs';
import { localDate } from '../../src/lib/clock';
import { grnBody, injectCall, invoiceBody, seedShop, type Shop } from '../support/shop';

/** Fixed, so that CI generates the same inputs on every run. */
export const SEED = 20260606;

export let t: TestApp;
export let routes: ApiRoute[];
export let registered: Set<string>;
export let shop: Shop;
export let overflowLine: number;
export let known: Context['known'];
export let before: Awaited<ReturnType<typeof tableChecksums>>;
export const stats = { requests: 0, serverErrors: 0, baselinesAccepted: 0, byTest: new Map<string, number>() };
let currentTest = 'setup';
let unchanged = false;
const slow: Array<[number, string]> = [];

export type Expectation =
  /** 4xx naming the field in `detail` */
  | { kind: 'field'; field: string }
  /** any 4xx */
  | { kind: 'reject' }
  /** 4xx saying the row does not exist */
  | { kind: 'unknown' }
  /** anything but a server error; a 4xx must still be a problem */
  | { kind: 'safe'; emptyResult?: boolean };

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(route: ApiRoute, spec: RequestSpec, raw?: { contentType?: string; payload: string }): Promise<InjectResponse> {
  stats.requests += 1;
  stats.byTest.set(currentTest, (stats.byTest.get(currentTest) ?? 0) + 1);
  const options: InjectOptions = {
    method: route.method as 'GET',
    url: fillPath(route.path, spec.params) + queryString(spec.query),
    // The operator API takes the operator token, every other route an administrator's session.
    headers: { authorization: `Bearer ${ROUTE_RULES[route.key]?.access === 'operator' ? OPERATOR_TOKEN : t.adminToken}` },
  };
  if (raw) {
    options.payload = raw.payload;
    if (raw.contentType) options.headers!['content-type'] = raw.contentType;
  } else if (spec.body !== undefined) {
    options.payload = JSON.stringify(spec.body);
    options.headers!['content-type'] = 'application/json';
  }
  const response = await t.app.inject(options);
  if (response.statusCode >= 500) stats.serverErrors += 1;
  return response;
}

/** Why the answer breaks the expectation, or null. */
function verdict(response: InjectResponse, expectation: Expectation): string | null {
  const status = response.statusCode;
  const summary = `${status} ${response.body.slice(0, 200)}`;
  if (status >= 500) return `server error: ${summary}`;
  if (status < 400) {
    if (expectation.kind !== 'safe') return `accepted: ${summary}`;
    // A PDF (a report of what matched) has no count to read: that it was answered without error is the verdict.
    if (expectation.emptyResult && status === 200 && String(response.headers['content-type']).includes('json')) {
      const body = response.json<{ totalElements?: number }>();
      if (body.totalElements !== undefined && body.totalElements !== 0) return `a hostile search matched ${body.totalElements} rows`;
    }
    return null;
  }
  if (!String(response.headers['content-type'] ?? '').startsWith('application/problem+json'))
    return `not a problem: ${String(response.headers['content-type'])} ${summary}`;
  let problem: { status?: number; detail?: unknown };
  try {
    problem = response.json();
  } catch {
    return `unreadable problem: ${summary}`;
  }
  if (typeof problem.detail !== 'string' || !problem.detail.trim()) return `problem without detail: ${summary}`;
  if (problem.status !== status) return `problem status ${problem.status} on a ${status} answer`;
  if (expectation.kind === 'field' && !problem.detail.includes(expectation.field))
    return `detail does not name ${expectation.field}: ${summary}`;
  if (expectation.kind === 'unknown' && !/does not exist|not found|unknown/i.test(problem.detail))
    return `not an unknown-row answer: ${summary}`;
  return null;
}

/** Sends one generated request and records what is wrong with its answer. */
export async function attack(
  failures: string[],
  route: ApiRoute,
  label: string,
  spec: RequestSpec,
  expectation: Expectation,
  raw?: { contentType?: string; payload: string },
) {
  const started = performance.now();
  const response = await send(route, spec, raw);
  if (process.env.HARDENING_DEBUG) slow.push([performance.now() - started, `${route.key} ${label}`]);
  const problem = verdict(response, expectation);
  if (problem)
    failures.push(`${route.key} ${label}: ${problem}` + (process.env.HARDENING_DEBUG ? ` <- ${JSON.stringify(spec).slice(0, 300)}` : ''));
}

/** Generated requests, sent a few at a time (they are independent: each must be refused on its own). */
export class Battery {
  private readonly jobs: Array<(failures: string[]) => Promise<void>> = [];
  add(route: ApiRoute, label: string, spec: RequestSpec, expectation: Expectation, raw?: { contentType?: string; payload: string }) {
    this.jobs.push((failures) => attack(failures, route, label, spec, expectation, raw));
  }
  async run(concurrency = 4): Promise<string[]> {
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < this.jobs.length) await this.jobs[next++](failures);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return failures.sort();
  }
}

export function expectNone(failures: string[]) {
  expect(failures.slice(0, 25), `${failures.length} failing inputs`).toEqual([]);
}

/** Today as the app under test sees it (its time zone, not this process's). */
export const today = () => localDate(t.config.timeZone);
export const contextFor = (route: ApiRoute): Context => ({ route, today: today(), known });
export const isWrite = (route: ApiRoute) => ROUTE_RULES[route.key]?.effect === 'write';
export const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length} chars)` : text;
};
/** The value at the field's place in the request, or undefined. */
export function valueAt(spec: RequestSpec, field: Field): unknown {
  if (field.location !== 'body') return spec[field.location][field.path[0] as string];
  let node: unknown = spec.body;
  for (const part of field.path) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[part] : undefined;
  return node;
}
/** Path and query values travel as text. */
export const asText = (field: Field, value: unknown) =>
  field.location === 'body' ? value : typeof value === 'string' ? value : JSON.stringify(value);
export const isNumericKind = (field: Field) => ['integer', 'number'].includes(kindOf(field.schema)) || isIdField(field);
/** Every route with every one of its fields, and the route's well-formed baseline request. */
export function eachField(filter: (field: Field, route: ApiRoute) => boolean = () => true) {
  return routes.flatMap((route) => {
    const spec = baseline(contextFor(route));
    return fieldsOf(route)
      .filter((field) => filter(field, route))
      .map((field) => ({ route, field, spec }));
  });
}

/** The database was found unchanged after every generated request (printed in the summary). */
export function markUnchanged() {
  unchanged = true;
}

/** Registers the suite's hooks: seeding and baselines before, the per-test request count, the summary after. */
export function setUpFuzzing() {
  beforeAll(async () => {
    ({ built: t, registered } = await collectRegisteredRoutes(() => createTestApp({ operatorToken: OPERATOR_TOKEN })));
    routes = await listApiRoutes(t.app);
    const admin = injectCall(t, t.adminToken);

    // A shop with a row in every table, so that a request that changes any row is seen.
    shop = await seedShop(admin, { tag: 'bad-input', quantities: [40, 40, 40, 40] });
    const staff = await t.createUser({ role: 'ROLE_USER' });
    const sale = await admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 2 }], 30));
    expect(sale.status).toBe(200);
    const mix = await admin('POST', '/api/stock/mixed-stock', {
      mixedStockName: 'Hardening mix',
      mixedStockPrice: 50,
      mixedStockItems: [
        { stockName: shop.lines[0].id, dosage: 6 },
        { stockName: shop.lines[1].id, dosage: 6 },
      ],
    });
    expect(mix.status).toBe(200);
    // A line whose whole quantity is worth more than a money column holds (5 × 10,000,000 MAD).
    const rich = await admin(
      'POST',
      '/api/grn',
      grnBody(shop.supplierId, [{ product: shop.productIds[0], quantity: 5, buyingPrice: 1, sellingPrice: 10_000_000 }]),
    );
    expect(rich.status).toBe(200);
    overflowLine = (
      await t.database.db.selectFrom('stocks').select('id').where('sellingPrice', '=', 1_000_000_000).executeTakeFirstOrThrow()
    ).id;
    await admin('GET', '/api/auth/forgot-password?email=admin%40hanout.test');

    const ids = async (table: 'grns' | 'invoices') =>
      (await t.database.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
    known = {
      customers: [shop.customerId],
      stocks: shop.lines.slice(2).map((line) => line.id),
      suppliers: [shop.supplierId],
      products: shop.productIds,
      brands: [shop.brandId],
      units: [1],
      categories: [shop.categoryId],
      companies: [shop.companyId],
      users: [staff.id],
      grns: await ids('grns'),
      invoices: await ids('invoices'),
    };

    // Each route's well-formed baseline, once: the mutations below are one defect away from it.
    for (const route of routes) {
      const response = await send(route, baseline(contextFor(route)));
      expect(response.statusCode, `${route.key} baseline: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      if (response.statusCode < 400) stats.baselinesAccepted += 1;
    }
    // The mailer writes its outbox after answering: wait for the reset mail before the snapshot.
    for (let i = 0; i < 100; i++) {
      if (await t.database.db.selectFrom('mailOutbox').select('id').executeTakeFirst()) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    before = await tableChecksums(t.database.db, t.database.dialect);
  }, 120_000);

  beforeEach((context) => {
    currentTest = context.task.name.split(/[,(]/)[0].trim();
  });

  afterAll(async () => {
    if (process.env.HARDENING_DEBUG) {
      const byRoute = new Map<string, number>();
      for (const [ms, label] of slow)
        byRoute.set(label.split(' ').slice(0, 2).join(' '), (byRoute.get(label.split(' ').slice(0, 2).join(' ')) ?? 0) + ms);
      console.log(
        [...byRoute]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([k, v]) => `${k} ${Math.round(v)}ms`)
          .join('\n'),
      );
    }
    console.log(
      `hardening: bad input (${dialectUnderTest}): ${stats.requests} requests on ${routes?.length ?? 0} routes, ` +
        `${stats.serverErrors} server errors, ${stats.baselinesAccepted} well-formed baselines accepted, database ${unchanged ? 'unchanged' : 'CHANGED'}`,
    );
    console.log(`hardening: bad input, requests per kind: ${[...stats.byTest].map(([name, count]) => `${name} ${count}`).join('; ')}`);
    await t?.close();
  });
}
