/**
 * Issue 47, the race test: two shops selling, receiving and collecting at the same moment, each on
 * its own stock lines of the same product name. Afterwards each shop's invoices, GRNs and receipts
 * are numbered from 000001 without a gap whatever the other shop did meanwhile, each shop's stock
 * holds what it received less what it sold (never below zero), and every answered sale is its own
 * shop's, as answered.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type InjectResponse, type TestApp } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { callerOf, openShop, SHARED } from '../support/shops';
import { addDays, shopToday } from '../support/purchasing-fixtures';
import { inShop } from '../../src/db/shop-scope';

const SEED = 20260647;
const UNITS_PER_LINE = 30;
const summaries: string[] = [];

afterAll(() => {
  for (const line of summaries) console.log(line);
});

interface RacingShop {
  shopId: number;
  tokens: string[];
  customer: number;
  supplier: number;
  product: number;
  lines: number[];
}

type Order = { kind: 'sale'; items: Array<{ stockId: number; quantity: number }> } | { kind: 'grn' } | { kind: 'receipt' };

/** A shop with one product in two batches of 30 (prices of its own), a supplier and a customer, made through the API. */
async function stockedShop(t: TestApp, shopId: number, adminToken: string, price: number): Promise<RacingShop> {
  const call = callerOf(t, adminToken);
  const ok = async (response: Promise<InjectResponse>) => expect((await response).statusCode).toBe(200);
  const idOf = async (table: 'categories' | 'brands' | 'products' | 'companies' | 'suppliers' | 'customers' | 'units', name: string) =>
    (await inShop(shopId, () => t.database.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow())).id;
  await ok(call('POST', '/api/categories', { name: SHARED.category }));
  await ok(call('POST', '/api/brands', { name: SHARED.brand, category: { id: await idOf('categories', SHARED.category) } }));
  const product = { name: SHARED.products[0], brand: await idOf('brands', SHARED.brand), unit: await idOf('units', 'Box') };
  await ok(call('POST', '/api/products', product));
  await ok(call('POST', '/api/companies', { name: SHARED.company, email: 'c@sothema.test', mobile: '0522000000', address: 'Casablanca' }));
  const company = await idOf('companies', SHARED.company);
  await ok(call('POST', '/api/suppliers', { name: SHARED.supplier, email: 's@sothema.test', mobile: '0661000000', company }));
  await ok(call('POST', '/api/customers', { ice: '', type: 'INDIVIDUAL', name: SHARED.customer, mobile: '0611000000' }));
  const shop = {
    shopId,
    customer: await idOf('customers', SHARED.customer),
    supplier: await idOf('suppliers', SHARED.supplier),
    product: await idOf('products', SHARED.products[0]),
  };
  await ok(call('POST', '/api/grn', grnBody(t, shop, price, [UNITS_PER_LINE, UNITS_PER_LINE])));
  const lines = (await inShop(shopId, () => t.database.db.selectFrom('stocks').select('id').orderBy('id').execute())).map((row) => row.id);
  const staff = await inShop(shopId, () => t.createUser({ role: 'ROLE_USER' }));
  return { ...shop, lines, tokens: [adminToken, staff.token] };
}

function grnBody(t: TestApp, shop: { supplier: number; product: number }, price: number, quantities: number[]) {
  const today = shopToday(t);
  return {
    supplier: shop.supplier,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: quantities.map((quantity) => ({
      product: shop.product,
      quantity,
      buyingPrice: price,
      sellingPrice: price * 2,
      manufactureDate: addDays(today, -30),
      expireDate: addDays(today, 365),
    })),
  };
}

/** Sales of 1 or 2 of the shop's two lines, 1 to 3 units each (far more than the 60 units held), purchases and receipts. */
function orders(shop: RacingShop, seed: number): Order[] {
  const sale = fc
    .uniqueArray(fc.constantFrom(...shop.lines), { minLength: 1, maxLength: 2 })
    .chain((ids) =>
      fc.tuple(...ids.map((stockId) => fc.record({ stockId: fc.constant(stockId), quantity: fc.integer({ min: 1, max: 3 }) }))),
    )
    .map((items): Order => ({ kind: 'sale', items }));
  const all: Order[] = [
    ...fc.sample(sale, { seed, numRuns: 50 }),
    ...Array.from({ length: 6 }, (): Order => ({ kind: 'grn' })),
    ...Array.from({ length: 6 }, (): Order => ({ kind: 'receipt' })),
  ];
  return fc.sample(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), { seed: seed + 1, numRuns: 1 })[0];
}

function place(t: TestApp, shop: RacingShop, token: string, order: Order): Promise<InjectResponse> {
  const call = callerOf(t, token);
  switch (order.kind) {
    case 'sale':
      return call('POST', '/api/invoice', {
        customer: { id: shop.customer },
        invoiceItems: order.items.map((item) => ({ stock: { id: item.stockId }, quantity: item.quantity })),
        invoicePayment: { payment: 0, paymentType: 'CASH' },
        allowOverCreditLimit: true,
      });
    case 'grn':
      return call('POST', '/api/grn', grnBody(t, shop, 7, [5]));
    case 'receipt':
      return call('POST', `/api/customers/${shop.customer}/payments`, { amount: 1, paymentType: 'CASH' });
  }
}

/** Each kind's numbers in a shop, in order: FA-2026-000001, … */
async function numbersOf(t: TestApp, shopId: number, table: 'invoices' | 'grns' | 'customerPayments') {
  const rows = await inShop(shopId, () => t.database.db.selectFrom(table).select('number').execute());
  return rows.map((row) => row.number).sort();
}
const expectedNumbers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${new Date().getFullYear()}-${String(i + 1).padStart(6, '0')}`);

describe(`two shops at the same moment (${dialectUnderTest})`, () => {
  it('keep each its own gapless numbers from 000001 and its own stock, never below zero', async () => {
    const t = await createTestApp();
    try {
      const a = await stockedShop(t, 1, t.adminToken, 11);
      const shopB = await openShop(t, 'beta', 'admin@beta.test');
      const b = await stockedShop(t, shopB.id, shopB.adminToken, 13);
      const lists = [orders(a, SEED), orders(b, SEED + 10)];
      // Interleaved: A's order, B's order, A's… all in flight at once, from each shop's administrator and staff.
      const all = lists[0].flatMap((order, i) => [
        { shop: a, order, token: a.tokens[i % 2] },
        { shop: b, order: lists[1][i], token: b.tokens[i % 2] },
      ]);
      const answers = await Promise.all(
        all.map(async (entry) => ({ ...entry, answer: await place(t, entry.shop, entry.token, entry.order) })),
      );

      for (const shop of [a, b]) {
        const mine = answers.filter((entry) => entry.shop === shop);
        const unexpected = mine.filter(({ order, answer }) => !(order.kind === 'grn' ? [200] : [200, 409]).includes(answer.statusCode));
        expect(unexpected.map(({ order, answer }) => `${order.kind}: ${answer.statusCode} ${answer.body.slice(0, 200)}`)).toEqual([]);
        const done = (kind: Order['kind']) => mine.filter((entry) => entry.order.kind === kind && entry.answer.statusCode === 200);
        const sales = done('sale');
        expect(sales.length).toBeGreaterThan(0);
        expect(mine.some((entry) => entry.order.kind === 'sale' && entry.answer.statusCode === 409)).toBe(true);

        expect(await numbersOf(t, shop.shopId, 'invoices')).toEqual(expectedNumbers('FA', sales.length));
        expect(await numbersOf(t, shop.shopId, 'grns')).toEqual(expectedNumbers('BR', 1 + done('grn').length));
        expect(await numbersOf(t, shop.shopId, 'customerPayments')).toEqual(expectedNumbers('RC', done('receipt').length));
        // Every answered sale is the shop's own invoice, under the number answered, with the lines sold.
        for (const { answer, order } of sales) {
          const id = Number(answer.headers['x-document-id']);
          const invoice = await inShop(shop.shopId, () =>
            t.database.db.selectFrom('invoices').select('number').where('id', '=', id).executeTakeFirst(),
          );
          expect(invoice?.number).toBe(answer.headers['x-document-number']);
          const units = await inShop(shop.shopId, () =>
            t.database.db.selectFrom('invoiceItems').select(['stockId', 'quantity']).where('invoiceId', '=', id).execute(),
          );
          const soldLines = order.kind === 'sale' ? order.items : [];
          expect(units.map((unit) => [unit.stockId, Number(unit.quantity)]).sort()).toEqual(
            soldLines.map((item) => [item.stockId, item.quantity]).sort(),
          );
        }
        const left = await inShop(shop.shopId, () =>
          t.database.db.selectFrom('stocks').select('quantity').where('id', 'in', shop.lines).execute(),
        );
        expect(left.every((row) => Number(row.quantity) >= 0)).toBe(true);
        const sold = sales.reduce(
          (sum, { order }) => sum + (order.kind === 'sale' ? order.items.reduce((units, item) => units + item.quantity, 0) : 0),
          0,
        );
        expect(sold + left.reduce((sum, row) => sum + Number(row.quantity), 0)).toBe(2 * UNITS_PER_LINE);
        const { violations } = await inShop(shop.shopId, () => checkLedger(t.database.db));
        expect(violations).toEqual([]);
        summaries.push(
          `hardening: shop races (${dialectUnderTest}): shop ${shop.shopId}: ${mine.length} orders raced against the other shop's ${answers.length - mine.length}: ` +
            `${sales.length} sales (${sold} of 60 units), ${done('grn').length} GRNs, ${done('receipt').length} receipts, numbered from 000001 without a gap, 0 ledger violations`,
        );
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
