import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, Product } from '@hanout/contract';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { changedTables, checkLedger, tableChecksums } from '../../support/db-state';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const answer = await t.request(t.adminToken, { method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};
const checksums = () => tableChecksums(t.database.db, dialectUnderTest);
/** Sells by product, as the counter does: lines of `[productId, quantity]`. */
const sell = (lines: [number, number][]) =>
  t.request(t.adminToken, {
    method: 'POST',
    url: '/api/invoice',
    payload: {
      customer: { id: 1 },
      invoiceItems: lines.map(([id, quantity]) => ({ product: { id }, quantity })),
      invoicePayment: { payment: 100_000, paymentType: 'CASH' },
    },
  });
const sold = async (lines: [number, number][]) => {
  const answer = await sell(lines);
  expect(answer.statusCode, answer.body).toBe(200);
  return given.invoice(Number(answer.headers['x-document-id']));
};
const quantities = async (ids: number[]) => {
  const rows = await t.database.db.selectFrom('stocks').select(['id', 'quantity']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.quantity);
};
const unitBatches = (productId: number) =>
  t.database.db
    .selectFrom('stocks')
    .select(['id', 'quantity', 'batchNumber', 'expireDate', 'sellingPrice'])
    .where('productId', '=', productId)
    .orderBy('id')
    .execute();
const lines = (invoice: InvoiceDetail) =>
  invoice.invoiceItems.map((line) => [line.product.id, line.stock.batchNumber, line.quantity, line.sellingPrice, line.total]);

/** A box of 10 tablets sold by the unit, with batches of `packs` boxes at 20.05 DH expiring in `days` days. */
async function pack(batches: { packs: number; days: number; lot: string }[]) {
  const { id } = await given.product({ name: `Box ${Math.random().toString(36).slice(2, 8)}`, unitsPerPack: 10, sellByUnit: true });
  const product = await get<Product>(`/api/products/${id}`);
  const stocks = [];
  for (const batch of batches)
    stocks.push(
      await given.stock({
        product: id,
        quantity: batch.packs,
        sellingPrice: 20.05,
        batchNumber: batch.lot,
        expireDate: given.day(batch.days),
      }),
    );
  return { id, unitId: product.unitProductId!, unitName: `${product.name} (unité)`, stocks };
}

describe('a sale of units', () => {
  it('opens packs of the earliest-expiring batch when the loose units run short, and then sells the loose ones first', async () => {
    const box = await pack([
      { packs: 3, days: 300, lot: 'LATE' },
      { packs: 2, days: 100, lot: 'SOON' },
    ]);
    const [late, soon] = box.stocks;

    // 5 units: none loose, one pack of the batch that expires first is opened.
    const first = await sold([[box.unitId, 5]]);
    expect(lines(first)).toEqual([[box.unitId, 'SOON', 5, 2, 10]]);
    expect(await quantities([late, soon])).toEqual([3, 1]);
    const [opened] = await unitBatches(box.unitId);
    expect(opened).toMatchObject({ quantity: 5, batchNumber: 'SOON', sellingPrice: 200 });

    // 12 units: the 5 loose ones and one more pack of the same batch, into the same unit batch.
    await sold([[box.unitId, 12]]);
    expect(await quantities([late, soon, opened.id])).toEqual([3, 0, 3]);
    expect(await unitBatches(box.unitId)).toHaveLength(1);

    // 14 units: the 3 loose ones, then two packs of the other batch, its own unit batch.
    const third = await sold([[box.unitId, 14]]);
    expect(lines(third)).toEqual([
      [box.unitId, 'SOON', 3, 2, 6],
      [box.unitId, 'LATE', 11, 2, 22],
    ]);
    expect(await quantities([late, soon])).toEqual([1, 0]);
    expect((await unitBatches(box.unitId)).map((batch) => [batch.batchNumber, batch.quantity])).toEqual([
      ['SOON', 0],
      ['LATE', 9],
    ]);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('keeps for the sale’s own lines of the pack the packs they take, and refuses what even all packs cannot give, changing nothing', async () => {
    const box = await pack([
      { packs: 1, days: 100, lot: 'ONE' },
      { packs: 1, days: 200, lot: 'TWO' },
    ]);
    const before = await checksums();
    const short = await sell([
      [box.id, 1],
      [box.unitId, 11],
    ]);
    expect(short.statusCode).toBe(409);
    expect(short.json<{ detail: string }>().detail).toBe(
      `Not enough stock for ${box.unitName}: 10 available, 11 requested. The invoice was not saved.`,
    );
    expect(changedTables(before, await checksums())).toEqual([]);

    // A pack and 3 units: the pack line takes the first-expiring box, the units open the other.
    const both = await sold([
      [box.id, 1],
      [box.unitId, 3],
    ]);
    expect(lines(both)).toEqual([
      [box.id, 'ONE', 1, 20.05, 20.05],
      [box.unitId, 'TWO', 3, 2, 6],
    ]);
    expect(await quantities(box.stocks)).toEqual([0, 0]);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });

  it('never opens an expired pack, nor any once the pack is no longer sold by the unit; loose units still sell', async () => {
    const box = await pack([
      { packs: 2, days: 100, lot: 'OK' },
      { packs: 2, days: 50, lot: 'OLD' },
    ]);
    await t.database.db
      .updateTable('stocks')
      .set({ expireDate: given.day(-3) })
      .where('id', '=', box.stocks[1])
      .execute();
    expect(lines(await sold([[box.unitId, 4]]))).toEqual([[box.unitId, 'OK', 4, 2, 8]]);
    expect(await quantities(box.stocks)).toEqual([1, 2]);

    const product = await get<Product>(`/api/products/${box.id}`);
    const off = await t.request(t.adminToken, {
      method: 'PUT',
      url: '/api/products',
      payload: { id: box.id, name: product.name, brand: product.brand.id, unit: product.unit.id, sellByUnit: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(lines(await sold([[box.unitId, 6]]))).toEqual([[box.unitId, 'OK', 6, 2, 12]]);
    const none = await sell([[box.unitId, 1]]);
    expect(none.statusCode).toBe(409);
    expect(none.json<{ detail: string }>().detail).toBe(
      `Not enough stock for ${box.unitName}: 0 available, 1 requested. The invoice was not saved.`,
    );
    expect(await quantities(box.stocks)).toEqual([1, 2]);
  });

  it('sells a unit batch named by its stock line from that batch only', async () => {
    const box = await pack([{ packs: 2, days: 100, lot: 'NAMED' }]);
    await sold([[box.unitId, 2]]);
    const [unitBatch] = await unitBatches(box.unitId);
    const beyond = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/invoice',
      payload: {
        customer: { id: 1 },
        invoiceItems: [{ stock: { id: unitBatch.id }, quantity: 9 }],
        invoicePayment: { payment: 1000, paymentType: 'CASH' },
      },
    });
    expect(beyond.statusCode).toBe(409);
    expect(await quantities([box.stocks[0], unitBatch.id])).toEqual([1, 8]);
  });
});
