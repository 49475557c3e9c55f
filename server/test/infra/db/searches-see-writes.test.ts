import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { createTestApp, type TestApp } from '../../support/harness';
import { addDays, insertProduct, insertStock, shopToday } from '../../support/purchasing-fixtures';
import type { FastifyInstance } from 'fastify';

/** Searches and lookups see any write, by this instance, another one or by hand, at once. */
let t: TestApp;
/** A second instance on the same database (PostgreSQL: its own pool; SQLite: its own connection to the file). */
let second: { app: FastifyInstance; database: DatabaseHandle };
let productId: number;
let stockId: number;
let walkInId: number;

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.adminToken}` } });
const stockSearch = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/stock/search',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { stock: { productName: 'Kept Sirop' }, page: 0, size: 10 },
  });
/** Sells `quantity` units of the product to the walk-in customer, paid in full at its 15 DH price. */
const sell = (app: FastifyInstance, quantity: number) =>
  app.inject({
    method: 'POST',
    url: '/api/invoice',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: {
      customer: { id: walkInId },
      invoiceItems: [{ product: { id: productId }, quantity }],
      invoicePayment: { payment: 15 * quantity, paymentType: 'CASH' },
    },
  });
const availableOn = async (app: FastifyInstance) =>
  (await get(app, '/api/products/lookup?q=Kept%20Sirop')).json<{ availableQuantity: number }[]>()[0].availableQuantity;

beforeAll(async () => {
  t = await createTestApp();
  const database = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
  second = { app: await buildApp(t.config, database), database };
  productId = (await insertProduct(t, 'Kept Sirop')).id;
  stockId = await insertStock(t, { productId, quantity: 10, expireDate: addDays(shopToday(t), 200) });
  walkInId = (await t.database.db.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

describe('searches and lookups after a write', () => {
  it("sees this instance's sale, another instance's and a change made by hand at once", async () => {
    expect(await availableOn(t.app)).toBe(10);
    expect((await stockSearch(t.app)).json().content[0].quantity).toBe(10);

    const sale = await sell(t.app, 2);
    expect(sale.statusCode).toBe(200);
    expect(await availableOn(t.app)).toBe(8);
    expect((await stockSearch(t.app)).json().content[0].quantity).toBe(8);

    await second.database.db.updateTable('stocks').set({ quantity: 5 }).where('id', '=', stockId).execute();
    expect(await availableOn(t.app)).toBe(5);
    expect((await stockSearch(t.app)).json().content[0].quantity).toBe(5);

    await t.database.db.updateTable('products').set({ name: 'Kept Sirop renamed' }).where('id', '=', productId).execute();
    expect((await get(t.app, '/api/products/search?text=Kept')).json().content[0].name).toBe('Kept Sirop renamed');
  });

  it('never answers, after concurrent sales have answered, the stock from before them', async () => {
    await t.database.db.updateTable('stocks').set({ quantity: 40 }).where('id', '=', stockId).execute();
    const seen = await Promise.all(
      Array.from({ length: 30 }, (_, index) => {
        const app = index % 2 ? t.app : second.app;
        return index % 3 ? availableOn(app) : sell(app, 1).then((sale) => sale.statusCode);
      }),
    );
    expect(seen.filter((status, index) => index % 3 === 0)).toEqual(Array(10).fill(200));
    expect(seen.filter((_, index) => index % 3).every((available) => available >= 30 && available <= 40)).toBe(true);
    expect([await availableOn(t.app), await availableOn(second.app)]).toEqual([30, 30]);
    expect((await stockSearch(t.app)).json().content[0].quantity).toBe(30);
  });
});
