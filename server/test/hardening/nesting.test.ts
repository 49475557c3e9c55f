/**
 * Bodies nested far too deep (~30 KB, 6,000 levels) on every /api route, with and without a
 * token: a 400 problem, never a stack overflow and its 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { fillPath, listApiRoutes, OPERATOR_TOKEN, ROUTE_RULES, type ApiRoute } from './catalog';

const DEEP = 6_000;
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

let t: TestApp;
let routes: ApiRoute[];
const figures = { requests: 0, routes: 0 };

beforeAll(async () => {
  t = await createTestApp({ operatorToken: OPERATOR_TOKEN });
  routes = await listApiRoutes(t.app);
});
afterAll(async () => {
  console.log(
    `hardening: nesting depth (${dialectUnderTest}): ${figures.requests} requests with bodies nested ${DEEP} levels on ${figures.routes} routes, ` +
      `signed in and not: 400 problem+json where a body is read, no 500 anywhere; 32 levels accepted, 33 refused`,
  );
  await t?.close();
});

describe('deeply nested JSON', () => {
  it('is refused with 400 problem+json on every /api route that reads a body, and harmless on the others', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const url = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p.name, 1])));
      figures.routes += 1;
      // The operator API takes the operator's token, never a shop's session.
      const operator = ROUTE_RULES[route.key]?.access === 'operator';
      for (const token of [operator ? OPERATOR_TOKEN : t.adminToken, null]) {
        for (const payload of [nestedObject(DEEP), nestedArray(DEEP)]) {
          figures.requests += 1;
          const response = await t.request(token, {
            method: route.method as 'GET' | 'POST' | 'PUT',
            url,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          const signedIn = token ? 'signed in' : 'no token';
          // Without a token a private route answers 401 before reading the body; a public one must read and refuse it.
          const isPublic = route.key.startsWith('POST /api/auth/') && route.key !== 'POST /api/auth/logout';
          const expected = token || isPublic ? 400 : 401;
          if (route.method === 'GET') {
            // Fastify does not read a GET's body: the route answers as usual, never with a 500.
            if (response.statusCode >= 500) failures.push(`${route.key} (${signedIn}): ${response.statusCode}`);
          } else if (response.statusCode !== expected)
            failures.push(`${route.key} (${signedIn}): ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (!String(response.headers['content-type']).startsWith('application/problem+json'))
            failures.push(`${route.key}: not problem+json`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(figures.routes).toBeGreaterThan(10);
  });

  it('is accepted up to 32 levels and refused from 33, naming the limit', async () => {
    const at = (depth: number) =>
      t.request(t.adminToken, {
        method: 'POST',
        url: '/api/customers',
        payload: nestedObject(depth),
        headers: { 'content-type': 'application/json' },
      });
    const ok = await at(32);
    expect(ok.statusCode).toBe(400);
    expect(ok.json().detail).not.toMatch(/nested/);
    const deep = await at(33);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().detail).toBe('body: nested deeper than 32 levels');
    figures.requests += 2;
  });

  it('is refused on the public sign-in route too', async () => {
    const response = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: nestedObject(DEEP),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request', detail: 'body: nested deeper than 32 levels' });
    figures.requests += 1;
  });
});
