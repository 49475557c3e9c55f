/**
 * Bad input, for every /api route the app declares: generated malformed requests must each be
 * refused with a 4xx application/problem+json answer carrying a `detail` (never a 500), and the
 * database must hold exactly the same rows afterwards (checksums of every table, both dialects).
 * HARDENING_DEBUG=1 adds the request behind each failure and the routes that took longest.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unclassified, type ApiRoute } from './catalog';
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
  type Field,
} from './inputs';
import { addDays, injectCall, invoiceBody } from '../support/shop';
import {
  Battery,
  type Expectation,
  SEED,
  asText,
  attack,
  before,
  contextFor,
  describeValue,
  eachField,
  expectNone,
  isNumericKind,
  isWrite,
  known,
  markUnchanged,
  overflowLine,
  registered,
  routes,
  setUpFuzzing,
  shop,
  stats,
  t,
  today,
  valueAt,
} from './fuzz-engine';

setUpFuzzing();

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
        // A search for a payload of punctuation finds nothing; '1e3' and '0x10' are also plain text that a
        // row may hold (a test user's random hex e-mail held '1e3'), so only their safety is checked.
        else if (freeText && !isWrite(route)) expectation = { kind: 'safe', emptyResult: /[^0-9A-Za-z\s]/.test(text) };
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
    markUnchanged();
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
