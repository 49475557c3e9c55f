/**
 * Bad input, for every /api route the app declares: generated malformed requests must each be
 * refused with a 4xx application/problem+json answer carrying a `detail` (never a 500), and the
 * database must hold exactly the same rows afterwards (checksums of every table, both dialects).
 * HARDENING_DEBUG=1 adds the request behind each failure and the routes that took longest.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type InjectResponse, type TestApp } from '../support/harness';
import { collectRegisteredRoutes, fillPath, listApiRoutes, ROUTE_RULES, unclassified, type ApiRoute } from './catalog';
import { changedTables, tableChecksums } from '../support/db-state';
import {
  baseline,
  fieldsOf,
  HOSTILE_NUMBERS,
  HOSTILE_TEXTS,
  IMPOSSIBLE_DATES,
  impossibleDateArbitrary,
  isAmountField,
  isDateField,
  isIdField,
  isPagingField,
  kindOf,
  outOfRange,
  threeDecimalAmountArbitrary,
  unknownId,
  withField,
  wrongTypeArbitrary,
  wrongTypes,
  type Context,
  type Field,
  type RequestSpec,
} from './inputs';
import { localDate } from '../../src/common/clock';
import { addDays, grnBody, injectCall, invoiceBody, seedShop, type Shop } from '../support/shop';

/** Fixed, so that CI generates the same inputs on every run. */
const SEED = 20260606;

let t: TestApp;
let routes: ApiRoute[];
let registered: Set<string>;
let shop: Shop;
let overflowLine: number;
let known: Context['known'];
let before: Awaited<ReturnType<typeof tableChecksums>>;
const stats = { requests: 0, serverErrors: 0, baselinesAccepted: 0, byTest: new Map<string, number>() };
let currentTest = 'setup';
let unchanged = false;
const slow: Array<[number, string]> = [];

type Expectation =
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
    headers: { authorization: `Bearer ${t.adminToken}` },
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
    if (expectation.emptyResult && status === 200) {
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
async function attack(
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
class Battery {
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

function expectNone(failures: string[]) {
  expect(failures.slice(0, 25), `${failures.length} failing inputs`).toEqual([]);
}

/** Today as the app under test sees it (its time zone, not this process's). */
const today = () => localDate(t.config.timeZone);
const contextFor = (route: ApiRoute): Context => ({ route, today: today(), known });
const isWrite = (route: ApiRoute) => ROUTE_RULES[route.key]?.effect === 'write';
const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length} chars)` : text;
};
/** The value at the field's place in the request, or undefined. */
function valueAt(spec: RequestSpec, field: Field): unknown {
  if (field.location !== 'body') return spec[field.location][field.path[0] as string];
  let node: unknown = spec.body;
  for (const part of field.path) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[part] : undefined;
  return node;
}
/** Path and query values travel as text. */
const asText = (field: Field, value: unknown) =>
  field.location === 'body' ? value : typeof value === 'string' ? value : JSON.stringify(value);
const isNumericKind = (field: Field) => ['integer', 'number'].includes(kindOf(field.schema)) || isIdField(field);
/** Every route with every one of its fields, and the route's well-formed baseline request. */
function eachField(filter: (field: Field, route: ApiRoute) => boolean = () => true) {
  return routes.flatMap((route) => {
    const spec = baseline(contextFor(route));
    return fieldsOf(route)
      .filter((field) => filter(field, route))
      .map((field) => ({ route, field, spec }));
  });
}

beforeAll(async () => {
  ({ built: t, registered } = await collectRegisteredRoutes(() => createTestApp()));
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
  overflowLine = (await t.database.db.selectFrom('stocks').select('id').where('sellingPrice', '=', 1_000_000_000).executeTakeFirstOrThrow())
    .id;
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

describe('the route catalogue', () => {
  it('finds every /api route in the OpenAPI document, and every route is classified', () => {
    expect(routes.length).toBeGreaterThan(40);
    const documented = new Set(routes.map((route) => route.key));
    expect(
      [...registered].filter((key) => !documented.has(key)),
      'routes hidden from the OpenAPI document',
    ).toEqual([]);
    const { unknownRoutes, staleRules } = unclassified(routes);
    expect(unknownRoutes, 'routes that ROUTE_RULES does not classify').toEqual([]);
    expect(staleRules, 'rules for routes that do not exist').toEqual([]);
  });
});

describe('generated malformed requests are refused with a 4xx problem', () => {
  it('missing required fields, each in turn', async () => {
    const failures = new Battery();
    for (const { route, field, spec } of eachField((field) => field.required && field.location !== 'params')) {
      if (valueAt(spec, field) === undefined) continue;
      failures.add(route, `without ${field.display}`, withField(spec, field, undefined), { kind: 'field', field: field.display });
    }
    expectNone(await failures.run());
  });

  it('wrong types in every field', async () => {
    const failures = new Battery();
    for (const { route, field, spec } of eachField()) {
      if (field.location === 'body') {
        for (const value of wrongTypes(field.schema)) {
          failures.add(route, `${field.display}=${describeValue(value)}`, withField(spec, field, value), {
            kind: 'field',
            field: field.display,
          });
        }
      } else if (isNumericKind(field)) {
        for (const value of ['not a number', '1.5', 'true', 'null', '{}', '7abc', '0x10', '1e3', ['1', '2']]) {
          failures.add(route, `${field.display}=${describeValue(value)}`, withField(spec, field, value), {
            kind: field.location === 'params' ? 'reject' : 'field',
            field: field.display,
          });
        }
      }
    }
    expectNone(await failures.run());
  });

  it('random JSON values of the wrong type in body fields (fast-check)', async () => {
    const targets = eachField((field) => field.location === 'body');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets).chain((target) => fc.tuple(fc.constant(target), wrongTypeArbitrary(target.field.schema))),
        async ([{ route, field, spec }, value]) => {
          const found: string[] = [];
          await attack(found, route, `${field.display}=${describeValue(value)}`, withField(spec, field, value), {
            kind: 'field',
            field: field.display,
          });
          if (found.length) throw new Error(found[0]);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('huge strings (100,000 characters) in every field', async () => {
    const failures = new Battery();
    const huge = 'x'.repeat(100_000);
    for (const { route, field, spec } of eachField()) {
      failures.add(
        route,
        `${field.display}=<100k chars>`,
        withField(spec, field, huge),
        field.location === 'params' ? { kind: 'reject' } : { kind: 'field', field: field.display },
      );
    }
    expectNone(await failures.run());
  });

  it('negative, zero, fractional and out-of-range numbers', async () => {
    const failures = new Battery();
    for (const { route, field, spec } of eachField()) {
      for (const value of outOfRange(field.schema)) {
        failures.add(route, `${field.display}=${String(value)}`, withField(spec, field, asText(field, value)), {
          kind: field.location === 'params' ? 'reject' : 'field',
          field: field.display,
        });
      }
    }
    expectNone(await failures.run());
  });

  it('random negative and fractional quantities, prices and ids (fast-check)', async () => {
    const targets = eachField(
      (field) => field.location === 'body' && ['integer', 'number'].includes(kindOf(field.schema)) && (field.schema.minimum ?? -1) >= 0,
    );
    const bad = (field: Field) =>
      kindOf(field.schema) === 'integer'
        ? fc.oneof(
            fc.integer({ min: -1_000_000_000, max: -1 }),
            fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((x) => !Number.isInteger(x)),
          )
        : fc.double({ min: -1e9, max: -0.01, noNaN: true });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets).chain((target) => fc.tuple(fc.constant(target), bad(target.field))),
        async ([{ route, field, spec }, value]) => {
          const found: string[] = [];
          await attack(found, route, `${field.display}=${value}`, withField(spec, field, value), { kind: 'field', field: field.display });
          if (found.length) throw new Error(found[0]);
        },
      ),
      { seed: SEED + 1, numRuns: 200 },
    );
  });

  it('amounts with three decimals (fast-check)', async () => {
    const targets = eachField((field, route) => field.location === 'body' && isWrite(route) && isAmountField(field));
    expect(targets.length).toBeGreaterThan(3);
    const failures = new Battery();
    for (const { route, field, spec } of targets) {
      for (const value of [12.345, 0.001, 1.005, 99.999]) {
        failures.add(route, `${field.display}=${String(value)}`, withField(spec, field, value), { kind: 'field', field: field.display });
      }
    }
    expectNone(await failures.run());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), threeDecimalAmountArbitrary, async ({ route, field, spec }, value) => {
        const found: string[] = [];
        await attack(found, route, `${field.display}=${value}`, withField(spec, field, value), { kind: 'field', field: field.display });
        if (found.length) throw new Error(found[0]);
      }),
      { seed: SEED + 2, numRuns: 150 },
    );
  });

  it('impossible and malformed dates (fast-check)', async () => {
    const targets = eachField((field) => field.location !== 'params' && isDateField(field.schema));
    expect(targets.length).toBeGreaterThan(5);
    const failures = new Battery();
    const allowed = (field: Field, value: string) => (field.schema.anyOf ?? []).some((option) => option.enum?.includes(value));
    for (const { route, field, spec } of targets) {
      for (const value of IMPOSSIBLE_DATES.filter((date) => !allowed(field, date))) {
        failures.add(route, `${field.display}=${String(value)}`, withField(spec, field, value), { kind: 'field', field: field.display });
      }
    }
    // The purchase rules: made today at the latest, expiring after today.
    for (const { route, field, spec } of targets.filter(({ route }) => isWrite(route))) {
      const value = /manufacture/i.test(field.name) ? addDays(today(), 1) : /expir/i.test(field.name) ? today() : null;
      if (value)
        failures.add(route, `${field.display}=${String(value)}`, withField(spec, field, value), { kind: 'field', field: field.display });
    }
    expectNone(await failures.run());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), impossibleDateArbitrary, async ({ route, field, spec }, value) => {
        const found: string[] = [];
        await attack(found, route, `${field.display}=${value}`, withField(spec, field, value), { kind: 'field', field: field.display });
        if (found.length) throw new Error(found[0]);
      }),
      { seed: SEED + 3, numRuns: 150 },
    );
  });

  it('unknown ids', async () => {
    const failures = new Battery();
    for (const { route, field, spec } of eachField((field) => isIdField(field))) {
      const value = asText(field, unknownId());
      const expectation: Expectation = field.location === 'params' || isWrite(route) ? { kind: 'unknown' } : { kind: 'safe' };
      failures.add(route, `${field.display}=${String(value)}`, withField(spec, field, value), expectation);
    }
    // One known and one unknown line: the known line's stock must not move.
    const sale = routes.find((route) => route.key === 'POST /api/invoice');
    if (sale) {
      const body = invoiceBody(shop.customerId, [
        { stockId: known.stocks[0], quantity: 1 },
        { stockId: unknownId(), quantity: 1 },
      ]);
      failures.add(sale, 'a known and an unknown stock line', { params: {}, query: {}, body }, { kind: 'unknown' });
    }
    expectNone(await failures.run());
  });

  it('SQL and HTML/script payloads in ids, query strings and constrained fields', async () => {
    const failures = new Battery();
    for (const { route, field, spec } of eachField()) {
      const kind = kindOf(field.schema);
      const constrained =
        kind === 'enum' || isDateField(field.schema) || /email/i.test(field.name) || (kind === 'union' && !isIdField(field));
      const freeText = kind === 'string' && !constrained;
      const numeric = isIdField(field) || isNumericKind(field) || isPagingField(field);
      // All payloads where they are searched for; a sample where the type alone refuses them.
      // Searches get every payload; sign-in (an argon2 check per try) the SQL ones.
      const isSearch = fieldsOf(route).some((other) => isPagingField(other));
      const texts = numeric
        ? HOSTILE_NUMBERS
        : constrained
          ? HOSTILE_TEXTS.slice(0, 12)
          : isSearch || isWrite(route)
            ? HOSTILE_TEXTS
            : HOSTILE_TEXTS.slice(0, 5);
      for (const text of texts) {
        const label = `${field.display}=${describeValue(text)}`;
        let expectation: Expectation;
        if (numeric) expectation = field.location === 'body' ? { kind: 'field', field: field.display } : { kind: 'reject' };
        else if (constrained) expectation = { kind: 'field', field: field.display };
        else if (freeText && !isWrite(route)) expectation = { kind: 'safe', emptyResult: text.trim() !== '' };
        // Free text of a write is stored as typed (see 'stored as text' below), but PostgreSQL cannot store NUL.
        else if (freeText && text.includes('\u0000')) expectation = { kind: 'field', field: field.display };
        else continue;
        failures.add(route, label, withField(spec, field, text), expectation);
      }
    }
    expectNone(await failures.run());
  });

  it('page -1, size 1000 and other paging nonsense', async () => {
    const failures = new Battery();
    const values: Record<string, unknown[]> = { page: [-1, 1.5, 'abc', 10_000_001, true], size: [1000, 0, -10, 7, 51, 'abc', true] };
    for (const { route, field, spec } of eachField(isPagingField)) {
      for (const value of values[field.name]) {
        failures.add(route, `${field.display}=${String(value)}`, withField(spec, field, asText(field, value)), {
          kind: 'field',
          field: field.display,
        });
      }
    }
    expectNone(await failures.run());
  });

  it('oversized bodies (more than 1 MiB)', async () => {
    const failures = new Battery();
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    for (const route of routes.filter((route) => route.method === 'POST' || route.method === 'PUT')) {
      const spec = baseline(contextFor(route));
      failures.add(route, 'body of 1 MiB', spec, { kind: 'reject' }, { contentType: 'application/json', payload: big });
    }
    expectNone(await failures.run());
  });

  it('wrong content types and malformed JSON', async () => {
    const failures = new Battery();
    const bodies: Array<{ contentType?: string; payload: string }> = [
      { contentType: 'text/plain', payload: 'hello' },
      { contentType: 'application/x-www-form-urlencoded', payload: 'name=x&id=1' },
      { contentType: 'application/xml', payload: '<invoice/>' },
      { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
      { contentType: 'application/json', payload: '{"name":' },
      { contentType: 'application/json', payload: '' },
      { contentType: 'application/json', payload: 'null' },
      { contentType: 'application/json', payload: '[]' },
      { contentType: 'application/json', payload: '"text"' },
      { contentType: 'application/json', payload: '{"__proto__":{"role":"ROLE_ADMIN"}}' },
      { contentType: 'application/json', payload: '{"constructor":{"prototype":{"role":"ROLE_ADMIN"}}}' },
      { payload: '{"a":1}' },
    ];
    for (const route of routes.filter((route) => route.body)) {
      const spec = baseline(contextFor(route));
      for (const body of bodies) {
        failures.add(route, `${body.contentType ?? 'no content type'}: ${describeValue(body.payload)}`, spec, { kind: 'reject' }, body);
      }
    }
    expectNone(await failures.run());
  });

  it('methods and paths that do not exist', async () => {
    const failures = new Battery();
    const paths = [...new Set(routes.map((route) => route.path))];
    for (const path of paths) {
      const taken = new Set(routes.filter((route) => route.path === path).map((route) => route.method));
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !taken.has(m))) {
        const route: ApiRoute = { method, path, key: `${method} ${path}`, params: [], query: [], body: undefined };
        const params = Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1], known.customers[0]]));
        failures.add(
          route,
          'undeclared method',
          { params, query: {}, body: method === 'GET' || method === 'DELETE' ? undefined : {} },
          { kind: 'reject' },
        );
      }
    }
    const nowhere: ApiRoute = { method: 'GET', path: '/api/nowhere/{id}', key: 'GET /api/nowhere/{id}', params: [], query: [] };
    failures.add(nowhere, 'unknown path', { params: { id: 1 }, query: {}, body: undefined }, { kind: 'reject' });
    expectNone(await failures.run());
  });

  it('a sale worth more than a money column holds', async () => {
    const failures = new Battery();
    const sale = routes.find((route) => route.key === 'POST /api/invoice')!;
    const body = invoiceBody(shop.customerId, [{ stockId: overflowLine, quantity: 5 }], 0);
    failures.add(sale, '5 × 10,000,000 MAD', { params: {}, query: {}, body }, { kind: 'reject' });
    expectNone(await failures.run());
  });
});

describe('after all of it', () => {
  it('answered no server error and left every table exactly as it was', async () => {
    expect(stats.serverErrors).toBe(0);
    const after = await tableChecksums(t.database.db, t.database.dialect);
    expect(Object.keys(after).length).toBeGreaterThan(10);
    expect(changedTables(before, after)).toEqual([]);
    unchanged = true;
  });

  it('stores SQL and script text typed in a free-text field as text, and answers it as JSON', async () => {
    const admin = injectCall(t, t.adminToken);
    const names = ["Robert'); DROP TABLE customers;--", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
    for (const name of names) {
      const created = await admin('POST', '/api/customers', { ice: "' OR 1=1 --", name, mobile: '0612345678' });
      expect(created.status).toBe(200);
      const found = await t.request(t.adminToken, { method: 'GET', url: `/api/customers/search?text=${encodeURIComponent(name)}` });
      expect(found.headers['content-type']).toMatch(/^application\/json/);
      expect(found.headers['x-content-type-options']).toBe('nosniff');
      expect(found.json().content.map((row: { name: string }) => row.name)).toEqual([name]);
      const customer = found.json().content[0];
      const pdf = await admin('POST', '/api/invoice', invoiceBody(customer.id, [{ stockId: known.stocks[1], quantity: 1 }]));
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const after = await tableChecksums(t.database.db, t.database.dialect);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after.customers.rows).toBe(before.customers.rows + names.length);
  });
});
