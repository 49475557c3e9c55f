/**
 * The operator API (/api/operator/shops): shops opened, listed, suspended, resumed and exported with
 * OPERATOR_TOKEN, and nothing without it; what a second shop changes for sign-in, exports and backups.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type InjectResponse, type TestApp } from '../../support/harness';
import { injectCall, invoiceBody, seedShop } from '../../support/shop';

const TOKEN = 'operator-token-for-the-tests-0123456789abcdef';
const SHOP = { code: 'alamal', name: 'Pharmacie Al Amal', adminEmail: 'Owner@Alamal.ma' };
let t: TestApp;
let created: { id: number; code: string; name: string; adminPassword: string };

const operator = (method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) =>
  t.request(null, { method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const signIn = (payload: { username: string; password: string; shop?: string }) =>
  t.request(null, { method: 'POST', url: '/api/auth/login', payload });
const tokenOf = async (payload: { username: string; password: string; shop?: string }) => {
  const answer = await signIn(payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ token: string }>().token;
};
const ownerSignIn = () => ({ username: 'admin', password: created.adminPassword, shop: SHOP.code });

/** The CSV files of a zip answer, each as its lines (byte-order mark and last line end dropped). */
function csvFiles(answer: InjectResponse): Record<string, string[]> {
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(answer.rawPayload));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [
      name,
      strFromU8(bytes)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ]),
  );
}

beforeAll(async () => {
  t = await createTestApp({ operatorToken: TOKEN });
});
afterAll(() => t?.close());

describe('POST /api/operator/shops', () => {
  it("opens a shop, answering its administrator's password once; the administrator signs in by e-mail, or as admin with the shop's code", async () => {
    const answer = await operator('POST', '/api/operator/shops', SHOP);
    expect(answer.statusCode, answer.body).toBe(201);
    created = answer.json();
    expect(Object.keys(created).sort()).toEqual(['adminPassword', 'code', 'id', 'name']);
    expect(created).toMatchObject({ code: 'alamal', name: 'Pharmacie Al Amal' });
    expect(created.adminPassword.length).toBeGreaterThanOrEqual(12);

    await tokenOf({ username: 'owner@alamal.ma', password: created.adminPassword });
    const owner = await tokenOf(ownerSignIn());
    const settings = await t.request(owner, { method: 'GET', url: '/api/settings/shop' });
    expect(settings.json()).toMatchObject({ name: 'Pharmacie Al Amal' });
    // The first shop's administrator: `admin` is in both shops now, so the shop's code says which.
    await tokenOf({ username: 'admin', password: ADMIN_PASSWORD, shop: 'main' });
    const ambiguous = await signIn({ username: 'admin', password: ADMIN_PASSWORD });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.headers['content-type']).toContain('application/problem+json');
    expect(ambiguous.json().detail).toMatch(/shop’s code/);
    expect((await signIn({ username: 'admin', password: ADMIN_PASSWORD, shop: SHOP.code })).statusCode).toBe(401);
  });

  it('refuses a code or an e-mail address already taken (409) and a malformed request (400 naming the field)', async () => {
    const again = await operator('POST', '/api/operator/shops', { ...SHOP, adminEmail: 'another@alamal.ma' });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    const sameEmail = await operator('POST', '/api/operator/shops', { ...SHOP, code: 'alamal-2', adminEmail: ADMIN_EMAIL });
    expect(sameEmail.statusCode).toBe(409);
    for (const code of ['Al Amal', 'a', '-alamal', 'x'.repeat(41), 'al_amal']) {
      const bad = await operator('POST', '/api/operator/shops', { ...SHOP, code, adminEmail: 'bad@alamal.ma' });
      expect(bad.statusCode, code).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().detail).toMatch(/^code: Shop code must be 2 to 40 lower-case letters/);
    }
    const noEmail = await operator('POST', '/api/operator/shops', { code: 'nour', name: 'Nour' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().detail).toMatch(/adminEmail/);
    expect((await operator('GET', '/api/operator/shops')).json()).toHaveLength(2);
    // A code typed in capitals is the sign-in page's: taken as lower case.
    const capitals = await operator('POST', '/api/operator/shops', { ...SHOP, code: ' ALAMAL ', adminEmail: 'capitals@alamal.ma' });
    expect(capitals.statusCode).toBe(409);
  });
});

describe('GET /api/operator/shops', () => {
  it('lists every shop with its counts and last activity, and nothing of its business', async () => {
    const admin = injectCall(t, t.adminToken);
    const first = await seedShop(admin, { tag: 'operator', quantities: [10] });
    const sale = await admin('POST', '/api/invoice', invoiceBody(first.customerId, [{ stockId: first.lines[0].id, quantity: 1 }]));
    expect(sale.status).toBe(200);
    const shops = (await operator('GET', '/api/operator/shops')).json<Array<Record<string, unknown>>>();
    expect(shops.map((shop) => shop.code)).toEqual(['main', 'alamal']);
    for (const shop of shops) {
      expect(Object.keys(shop).sort()).toEqual(['code', 'counts', 'createdAt', 'id', 'lastActivityAt', 'name', 'status']);
    }
    const [main, alamal] = shops;
    const invoice = await t.database.db.selectFrom('invoices').select('dateTime').executeTakeFirstOrThrow();
    expect(main).toMatchObject({ status: 'active', lastActivityAt: invoice.dateTime });
    expect(main.counts).toMatchObject({ users: 1, invoices: 1, grns: 1 });
    expect((main.counts as { products: number }).products).toBeGreaterThan(0);
    // A new shop: its administrator and walk-in customer, nothing else; its last activity its opening.
    expect(alamal).toMatchObject({
      id: created.id,
      status: 'active',
      counts: { users: 1, products: 0, customers: 1, invoices: 0, grns: 0 },
      lastActivityAt: alamal.createdAt,
    });
  });
});

describe('GET /api/operator/shops/{code}/export and the administrator’s export', () => {
  it("holds one shop's rows only, without their shop_id, and names the shop", async () => {
    const owner = await tokenOf(ownerSignIn());
    const customer = (token: string, mobile: string) =>
      t.request(token, { method: 'POST', url: '/api/customers', payload: { name: 'Fatima Zahra', mobile } });
    expect((await customer(t.adminToken, '0611111111')).statusCode).toBe(200);
    expect((await customer(owner, '0622222222')).statusCode).toBe(200);

    const exported = csvFiles(await operator('GET', '/api/operator/shops/alamal/export'));
    const downloaded = csvFiles(await t.request(owner, { method: 'GET', url: '/api/backups/export' }));
    for (const files of [exported, downloaded]) {
      expect(files['shop.csv']).toEqual(['id,code,name,status,created_at', expect.stringMatching(/^\d+,alamal,Pharmacie Al Amal,active,/)]);
      expect(files['customers.csv'].filter((line) => line.includes('Fatima Zahra'))).toEqual([expect.stringContaining('0622222222')]);
      expect(files['customers.csv'][0]).not.toContain('shop_id');
      expect(files['users.csv']).toHaveLength(2);
      expect(files['users.csv'].join('\n')).not.toMatch(/argon2|admin@hanout\.test/);
      // The installation's tables are not a shop's.
      for (const table of ['shops', 'revoked_tokens', 'login_failures']) expect(files[`${table}.csv`], table).toBeUndefined();
      expect(files['README.md'].join('\n')).toContain('The shop Pharmacie Al Amal (code alamal) alone');
    }
    const first = csvFiles(await t.request(t.adminToken, { method: 'GET', url: '/api/backups/export' }));
    expect(first['customers.csv'].filter((line) => line.includes('Fatima Zahra'))).toEqual([expect.stringContaining('0611111111')]);
    expect(first['invoices.csv']).toHaveLength(2);
    expect(first['shop.csv'][1]).toMatch(/^1,main,/);
  });
});

describe('POST /api/operator/shops/{code}/suspend and /resume', () => {
  it("shuts a shop's users out, ending their sessions and refusing their sign-ins, while the other shop works on; resuming lets them sign in again", async () => {
    const owner = await tokenOf(ownerSignIn());
    const session = (token: string) => t.request(token, { method: 'GET', url: '/api/auth/session' });
    const suspended = await operator('POST', '/api/operator/shops/alamal/suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({ id: created.id, code: 'alamal', name: 'Pharmacie Al Amal', status: 'suspended' });

    const refused = await session(owner);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toMatch(/suspended/);
    const signInRefused = await signIn(ownerSignIn());
    expect(signInRefused.statusCode).toBe(401);
    expect(signInRefused.json().detail).toMatch(/suspended/);
    expect((await session(t.adminToken)).statusCode).toBe(200);
    expect((await operator('GET', '/api/operator/shops')).json()[1]).toMatchObject({ code: 'alamal', status: 'suspended' });
    // Its data stays, and is exported still.
    expect(csvFiles(await operator('GET', '/api/operator/shops/alamal/export'))['customers.csv']).toHaveLength(3);

    const resumed = await operator('POST', '/api/operator/shops/alamal/resume');
    expect(resumed.json()).toMatchObject({ status: 'active' });
    // A session open at the suspension stays ended: only a new sign-in lets its user in.
    expect((await session(owner)).statusCode).toBe(401);
    expect((await session(await tokenOf(ownerSignIn()))).statusCode).toBe(200);
  });

  it('answers 404 for a code no shop has', async () => {
    for (const [method, url] of [
      ['POST', '/api/operator/shops/nowhere/suspend'],
      ['POST', '/api/operator/shops/nowhere/resume'],
      ['GET', '/api/operator/shops/nowhere/export'],
    ] as const) {
      const answer = await operator(method, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().detail).toBe('No shop has the code nowhere.');
    }
  });
});

describe('the operator token', () => {
  it("refuses a request without it, with a wrong one or with a shop's session (401)", async () => {
    const owner = await tokenOf(ownerSignIn());
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${t.adminToken}` },
      { authorization: `Bearer ${owner}` },
    ]) {
      for (const [method, url] of [
        ['GET', '/api/operator/shops'],
        ['POST', '/api/operator/shops'],
        ['GET', '/api/operator/shops/alamal/export'],
        ['POST', '/api/operator/shops/alamal/suspend'],
      ] as const) {
        const answer = await t.request(null, { method, url, headers, ...(method === 'POST' ? { payload: SHOP } : {}) });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        expect(answer.headers['content-type']).toContain('application/problem+json');
      }
    }
    // Nor does the operator token open a shop's routes.
    expect((await t.request(TOKEN, { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
    expect((await operator('GET', '/api/operator/shops')).json()[1]).toMatchObject({ status: 'active' });
  });

  it('makes every operator route answer as an unknown one (404) when OPERATOR_TOKEN is not set', async () => {
    const plain = await createTestApp();
    try {
      for (const [method, url] of [
        ['GET', '/api/operator/shops'],
        ['POST', '/api/operator/shops'],
        ['GET', '/api/operator/shops/main/export'],
        ['POST', '/api/operator/shops/main/suspend'],
        ['POST', '/api/operator/shops/main/resume'],
      ] as const) {
        const answer = await plain.request(null, { method, url, headers: { authorization: `Bearer ${TOKEN}` } });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.headers['content-type']).toContain('application/problem+json');
        expect(answer.json().detail).toBe(`No route for ${method} ${url}`);
      }
    } finally {
      await plain.close();
    }
  });
});
