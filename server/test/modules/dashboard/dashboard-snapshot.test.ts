import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../src/lib/clock';
import { dashboardStatistics } from '../../../src/modules/dashboard/service';
import { createTestApp, type TestApp } from '../../support/harness';
import { salesFixtures } from '../../support/sales-fixtures';

/** The dashboard's snapshot (common/snapshot.ts): kept between requests, never stale after a new document. */
let t: TestApp;
let token: string;
let fx: ReturnType<typeof salesFixtures>;
const TZ = 'Africa/Casablanca';
const today = localDate(TZ);

beforeAll(async () => {
  t = await createTestApp();
  token = t.adminToken;
  fx = salesFixtures(t.database.db);
});
afterAll(() => t.close());

const statistics = () => t.request(token, { method: 'GET', url: '/api/invoice/statistics' });

/** One invoice selling one unit of each product, written straight to the database as another instance would, with `id` when given. */
async function sell(productIds: number[], id?: number) {
  const db = t.database.db;
  const userId = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
  const customer = await fx.customer();
  const count = (
    await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  const invoice = await db
    .insertInto('invoices')
    .values({
      ...(id === undefined ? {} : { id }),
      number: `FA-${today.slice(0, 4)}-9${String(Number(count) + 1).padStart(5, '0')}`,
      dateTime: new Date().toISOString(),
      localDate: today,
      customerId: customer.id,
      userId,
      total: 1500 * productIds.length,
      payment: 0,
      balance: -1500 * productIds.length,
      paymentType: 'CASH',
      itemCount: productIds.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const productId of productIds) {
    const stockId = await fx.stock(productId, { quantity: 0 });
    await db
      .insertInto('invoiceItems')
      .values({ invoiceId: invoice.id, stockId, productId, quantity: 1, sellingPrice: 1500, buyingPrice: 1000, total: 1500 })
      .execute();
  }
}

describe('dashboard snapshot', () => {
  it('shows a document recorded by another instance at the next request', async () => {
    const before = (await statistics()).json();
    expect(before.SUM).toBe(0);
    const product = await fx.product('Snapshot Alpha');
    await sell([product]);
    const after = (await statistics()).json();
    expect(after.SUM).toBe(1);
    expect(after.TotalOrderByProduct).toEqual([{ productName: 'Snapshot Alpha', total: 1 }]);
    expect((await t.request(token, { method: 'GET', url: '/api/invoice/top-selling' })).json()[0]).toMatchObject({
      name: 'Snapshot Alpha',
      unitsSold: 1,
    });
  });

  it('answers what the queries compute, small however many products were sold', async () => {
    const brand = await fx.brand();
    const products: number[] = [];
    for (let i = 0; i < 300; i++) products.push(await fx.product(`Snapshot product with a long enough name ${i}`, brand));
    await sell(products);
    const expected = await dashboardStatistics(t.database.db, TZ);
    expect(expected.OtherProductsTotal).toBe(301 - 8);

    const answer = await statistics();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual(expected);
    expect(answer.rawPayload.length).toBeLessThan(2048);
  });

  it('shows a document committed after one with a higher id', async () => {
    const latest = await t.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const [early, late] = [await fx.product('Snapshot committed first'), await fx.product('Snapshot committed last')];
    // The id after the latest was given out to a sale still being written when the next one committed.
    await sell([early], Number(latest.id) + 2);
    const before = (await statistics()).json();
    await sell([late], Number(latest.id) + 1);
    expect((await statistics()).json().SUM).toBe(before.SUM + 1);
  });

  it('still needs a signed-in user', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/invoice/statistics' })).statusCode).toBe(401);
  });
});
