import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inShop } from '../../../src/db/shop-scope';
import { createShop } from '../../../src/modules/shops';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../support/harness';
import { insertProduct } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';
import { invoiceBody } from '../../support/invoice-requests';

const USERS = '/api/users';
let t: TestApp;
let shopToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await createShop(t.database.db, { code: 'alamal', name: 'Pharmacie Al Amal', adminEmail: 'owner@alamal.ma' });
  // The first shop's products come first by id: more of them match than a lookup lists.
  for (let index = 1; index <= 12; index++) await insertProduct(t, `Doliprane ${index}`, `Sanofi ${index}`);
  await inShop(shop.id, () => insertProduct(t, 'Doliprane Al Amal'));
  shopToken = await t.login('owner@alamal.ma', shop.adminPassword);
}, 60_000);

afterAll(() => t.close());

describe("a shop's dashboard", () => {
  it("shows the shop's own figures, never those another shop's request computed", async () => {
    const fx = salesFixtures(t.database.db);
    const stock = await fx.stock(await fx.product(), { quantity: 5, sellingPrice: 123_456 });
    const walkIn = await t.request(t.adminToken, { method: 'GET', url: '/api/customers/walk-in' });
    const sale = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/invoice',
      payload: invoiceBody(walkIn.json<{ id: number }>(), [{ stockId: stock, quantity: 2 }], { payment: 2469.12 }),
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const first = await t.request(t.adminToken, { method: 'GET', url: '/api/invoice/statistics' });
    expect(JSON.stringify(first.json())).toContain('2469.12');
    const other = await t.request(shopToken, { method: 'GET', url: '/api/invoice/statistics' });
    expect(other.statusCode).toBe(200);
    expect(JSON.stringify(other.json())).not.toContain('2469.12');
  });
});

describe('the session', () => {
  it('names the open shop where the installation holds several, by its settings name once filled in', async () => {
    const session = await t.request(shopToken, { method: 'GET', url: '/api/auth/session' });
    expect(session.json()).toMatchObject({ shop: { code: 'alamal', name: 'Pharmacie Al Amal' } });
    await t.database.db.updateTable('shopSettings').set({ name: 'Pharmacie Atlas' }).execute();
    const first = await t.request(t.adminToken, { method: 'GET', url: '/api/auth/session' });
    expect(first.json()).toMatchObject({ shop: { code: 'main', name: 'Pharmacie Atlas' } });
  });
});

describe("a shop's users", () => {
  it('may take a username of another shop, never its e-mail address', async () => {
    const staff = { name: 'Salma Idrissi', mobile: '0611223344', password: 'salma-secret-1', role: 'ROLE_USER' };
    const sameName = await t.request(shopToken, {
      method: 'POST',
      url: USERS,
      payload: { ...staff, username: 'admin', email: 'salma@alamal.ma' },
    });
    expect(sameName.statusCode).toBe(409); // the shop's own administrator is 'admin'
    const taken = await t.request(shopToken, { method: 'POST', url: USERS, payload: { ...staff, username: 'salma', email: ADMIN_EMAIL } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ detail: string }>().detail).toContain('already used by another user');
    const own = await t.request(shopToken, {
      method: 'POST',
      url: USERS,
      payload: { ...staff, username: 'salma', email: 'salma@alamal.ma' },
    });
    expect(own.statusCode, own.body).toBe(200);
    const sameInFirst = await t.request(t.adminToken, {
      method: 'POST',
      url: USERS,
      payload: { ...staff, username: 'salma', email: 'salma@atlas.ma' },
    });
    expect(sameInFirst.statusCode, sameInFirst.body).toBe(200);
  });
});

describe("a shop's searches", () => {
  it("find the shop's own products, however many of another shop's match before them", async () => {
    const lookup = await t.request(shopToken, { method: 'GET', url: '/api/products/lookup?q=doliprane' });
    expect(lookup.statusCode).toBe(200);
    expect(JSON.stringify(lookup.json())).toContain('Doliprane Al Amal');
    expect(JSON.stringify(lookup.json())).not.toContain('Doliprane 1');
    const first = await t.request(t.adminToken, { method: 'GET', url: '/api/products/lookup?q=doliprane' });
    expect(JSON.stringify(first.json())).not.toContain('Al Amal');
  });
});
