import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { createTestApp, dialectUnderTest, type TestApp } from './support/harness';
import { addDays, insertProduct, insertStock, shopToday } from './support/purchasing-fixtures';
import type { FastifyInstance } from 'fastify';

/**
 * Searches and lookups are answered again from what was kept while nothing was written
 * (common/unchanged.ts); any write, by this instance, another one or by hand, is seen at once.
 */
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

/** How many statements `db` runs while `work` runs, on any connection it hands out (db.connection() too). */
async function statementsDuring(db: DatabaseHandle['db'], work: () => Promise<unknown>) {
  const executor = db.getExecutor();
  let statements = 0;
  const provide = executor.provideConnection.bind(executor);
  const spy = vi.spyOn(executor, 'provideConnection').mockImplementation((consumer) =>
    provide((connection) =>
      consumer({
        executeQuery: (query) => (statements++, connection.executeQuery(query)),
        streamQuery: (query, chunkSize) => (statements++, connection.streamQuery(query, chunkSize)),
      }),
    ),
  );
  try {
    await work();
    return statements;
  } finally {
    spy.mockRestore();
  }
}

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

describe('answers kept while the database is unchanged', () => {
  it('answers a search or lookup asked again from what was kept: the session check is its only statement', async () => {
    for (const ask of [
      () => get(t.app, '/api/products/lookup?q=Kept%20Sirop'),
      () => get(t.app, '/api/products/search?text=Kept'),
      () => stockSearch(t.app),
    ]) {
      const first = await ask();
      expect(first.statusCode).toBe(200);
      // On PostgreSQL a commit anywhere in the cluster (another test file's) is a new state: of a few
      // tries, one at least must be answered from what was kept. SQLite's state is this file's alone.
      const tries = dialectUnderTest === 'postgres' ? 5 : 1;
      const counts: number[] = [];
      while (counts.length < tries && !counts.includes(1)) counts.push(await statementsDuring(t.database.db, ask));
      expect(counts).toContain(1);
      expect((await ask()).body).toBe(first.body);
    }
  });

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

  it('keeps nothing across a rolled-back write, and nothing for a request without a session', async () => {
    await availableOn(t.app);
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('stocks').set({ quantity: 1 }).where('id', '=', stockId).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await statementsDuring(t.database.db, () => availableOn(t.app))).toBeGreaterThan(1);
    expect(await availableOn(t.app)).toBe(30);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/lookup?q=Kept' })).statusCode).toBe(401);
  });
});
