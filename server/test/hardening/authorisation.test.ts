/**
 * The authorisation matrix: every /api route × every kind of caller, checked against the rules of
 * DECISIONS.md as written out in ROUTE_RULES (not against the routes' own configuration).
 */
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { collectRegisteredRoutes, fillPath, listApiRoutes, OPERATOR_TOKEN, ROUTE_RULES, unclassified, type ApiRoute } from './catalog';
import { changedTables, tableChecksums } from '../support/db-state';

let t: TestApp;
let routes: ApiRoute[];
let registered: Set<string>;
let callers: Array<{ name: string; token: string | null; signedIn: 'no' | 'user' | 'admin' | 'operator' }>;
/** Signing out revokes the token it is sent with: the signed-in callers sign out a token of their own made for it. */
const SIGN_OUT = 'POST /api/auth/logout';
let throwawayTokens: Record<'user' | 'admin', () => Promise<string>>;
let cells = 0;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

beforeAll(async () => {
  ({ built: t, registered } = await collectRegisteredRoutes(() => createTestApp({ operatorToken: OPERATOR_TOKEN })));
  routes = await listApiRoutes(t.app);
  const staff = await t.createUser({ role: 'ROLE_USER' });
  const disabledAdmin = await t.createUser({ role: 'ROLE_ADMIN', enabled: false });
  const admin = claimsOf(t.adminToken);
  const [header, payload, signature] = t.adminToken.split('.');
  // Another signature of the right length: one character changed in its middle.
  const middle = Math.floor(signature.length / 2);
  const tampered = `${header}.${payload}.${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
  const [staffHeader, , staffSignature] = staff.token.split('.');
  throwawayTokens = { user: () => t.login(staff.email, staff.password), admin: () => t.login(ADMIN_EMAIL, ADMIN_PASSWORD) };
  callers = [
    { name: 'no token', token: null, signedIn: 'no' },
    {
      name: 'expired token',
      token: createSigner({ key: t.config.jwtSecret!, algorithm: 'HS256' })({ ...admin, exp: Math.floor(Date.now() / 1000) - 60 }),
      signedIn: 'no',
    },
    { name: 'tampered signature', token: tampered, signedIn: 'no' },
    { name: 'alg: none', token: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, signedIn: 'no' },
    {
      name: 'role raised in a user token',
      token: `${staffHeader}.${b64({ ...claimsOf(staff.token), role: 'ROLE_ADMIN' })}.${staffSignature}`,
      signedIn: 'no',
    },
    { name: 'disabled user', token: disabledAdmin.token, signedIn: 'no' },
    { name: 'ROLE_USER', token: staff.token, signedIn: 'user' },
    { name: 'ROLE_ADMIN', token: t.adminToken, signedIn: 'admin' },
    { name: 'operator token', token: OPERATOR_TOKEN, signedIn: 'operator' },
  ];
});

afterAll(async () => {
  console.log(
    `hardening: authorisation matrix (${dialectUnderTest}): ${routes?.length ?? 0} routes × ${callers?.length ?? 0} callers = ${cells} requests checked against DECISIONS.md`,
  );
  await t?.close();
});

describe('authorisation matrix', () => {
  it('classifies every route of the app, and only those', () => {
    expect(routes.length).toBeGreaterThan(40);
    const documented = new Set(routes.map((route) => route.key));
    expect(
      [...registered].filter((key) => !documented.has(key)),
      'routes hidden from the OpenAPI document',
    ).toEqual([]);
    const { unknownRoutes, staleRules } = unclassified(routes);
    expect(unknownRoutes, 'routes the table does not classify: add them to ROUTE_RULES from DECISIONS.md').toEqual([]);
    expect(staleRules, 'rules for routes that do not exist').toEqual([]);
  });

  it('lets each caller do exactly what DECISIONS.md allows, on every route', async () => {
    const before = await tableChecksums(t.database.db, t.database.dialect);
    const violations: string[] = [];
    for (const route of routes) {
      const rule = ROUTE_RULES[route.key];
      // Unknown ids and empty bodies: whoever gets through is stopped by 404 or 400, and writes nothing.
      const params = Object.fromEntries(route.params.map((p) => [p.name, 2_147_483_000]));
      for (const caller of callers) {
        cells += 1;
        const token =
          route.key === SIGN_OUT && (caller.signedIn === 'user' || caller.signedIn === 'admin')
            ? await throwawayTokens[caller.signedIn]()
            : caller.token;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.path, params),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
        });
        const status = response.statusCode;
        let expected: string;
        let ok: boolean;
        // The operator token opens the operator API and nothing else (it is no session); nothing else opens that API.
        const session = caller.signedIn === 'operator' ? 'no' : caller.signedIn;
        if (rule.access === 'operator') {
          const opens = caller.signedIn === 'operator';
          expected = opens ? 'neither 401 nor 403' : '401';
          ok = opens ? status !== 401 && status !== 403 : status === 401;
        } else if (rule.access === 'public') {
          expected = 'neither 401 nor 403';
          ok = status !== 401 && status !== 403;
        } else if (session === 'no') {
          expected = '401';
          ok = status === 401;
        } else if (rule.access === 'admin' && session === 'user') {
          expected = '403';
          ok = status === 403;
        } else {
          expected = 'neither 401 nor 403';
          ok = status !== 401 && status !== 403;
        }
        if (ok && status >= 500) {
          ok = false;
          expected += ', and no server error';
        }
        if (ok && (status === 401 || status === 403)) {
          const problem = response.json();
          ok =
            String(response.headers['content-type']).startsWith('application/problem+json') &&
            problem.status === status &&
            !!problem.detail;
          expected += ' as a problem with a detail';
        }
        if (!ok)
          violations.push(
            `${route.key} as ${caller.name} (${rule.access} route): expected ${expected}, got ${status} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(violations).toEqual([]);
    expect(cells).toBe(routes.length * callers.length);
    expect(changedTables(before, await tableChecksums(t.database.db, t.database.dialect))).toEqual([]);
  });

  it('has admin-only routes, signed-in routes and public routes, as DECISIONS.md describes', () => {
    const count = (access: string) => routes.filter((route) => ROUTE_RULES[route.key]?.access === access).length;
    expect(count('admin')).toBeGreaterThanOrEqual(14);
    expect(count('public')).toBe(5); // sign-in and what it asks, forgot and reset password, and the health check
    expect(count('user')).toBeGreaterThan(25);
    expect(count('operator')).toBe(5); // the operator API: shops opened, listed, suspended, resumed, exported
  });
});
