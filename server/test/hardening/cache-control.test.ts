/** Every /api answer, data, PDF or error, tells browsers and proxies to keep no copy. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type InjectResponse, type TestApp } from '../support/harness';

let t: TestApp;
let checked = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  console.log(`hardening: cache control (${dialectUnderTest}): Cache-Control: no-store on ${checked} /api answers (data, PDF, errors)`);
  await t?.close();
});

it('sends Cache-Control: no-store on data, PDF and every kind of error', async () => {
  const answers: Array<[string, InjectResponse]> = [
    ['GET /api/units', await t.request(t.adminToken, { method: 'GET', url: '/api/units' })],
    ['GET /api/stock/report (PDF)', await t.request(t.adminToken, { method: 'GET', url: '/api/stock/report' })],
    [
      'POST /api/auth/login',
      await t.request(null, { method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'wrong-password' } }),
    ],
    ['GET /api/units without a token', await t.request(null, { method: 'GET', url: '/api/units' })],
    ['POST /api/customers {}', await t.request(t.adminToken, { method: 'POST', url: '/api/customers', payload: {} })],
    ['GET /api/customers/999999', await t.request(t.adminToken, { method: 'GET', url: '/api/customers/999999' })],
    ['GET /api/nowhere', await t.request(t.adminToken, { method: 'GET', url: '/api/nowhere' })],
    ['GET a malformed URL', await t.request(t.adminToken, { method: 'GET', url: '/api/customers/%E0%A4%A' })],
    [
      'POST /api/customers with 2 MiB',
      await t.request(t.adminToken, {
        method: 'POST',
        url: '/api/customers',
        payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      }),
    ],
  ];
  expect(answers.map(([, response]) => response.statusCode)).toEqual([200, 200, 401, 401, 400, 404, 404, 400, 413]);
  expect(answers[1][1].headers['content-type']).toMatch(/^application\/pdf/);
  for (const [what, response] of answers) {
    checked += 1;
    expect(response.headers['cache-control'], what).toBe('no-store');
  }
});
