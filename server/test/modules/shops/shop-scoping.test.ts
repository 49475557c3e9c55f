import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inShop } from '../../../src/db/shop-scope';
import { createShop } from '../../../src/modules/shops';
import { createTestApp, type TestApp } from '../../support/harness';
import { insertProduct } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';
import { invoiceBody } from '../../support/invoice-requests';

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
