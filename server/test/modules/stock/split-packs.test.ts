import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Product, Recall, StockEntry, StockMovement, StockSplit } from '@hanout/contract';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { changedTables, checkLedger, tableChecksums } from '../../support/db-state';
import { givenShop, type Given } from '../../support/given';
import { stockQuantity } from '../../support/stock-requests';

let t: TestApp;
let given: Given;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER' });
});
afterAll(() => t.close());

const get = async <T>(url: string, token = t.adminToken) => {
  const answer = await t.request(token, { method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};
const putProduct = (product: Product, changes: object) =>
  t.request(t.adminToken, {
    method: 'PUT',
    url: '/api/products',
    payload: { id: product.id, name: product.name, brand: product.brand.id, unit: product.unit.id, ...changes },
  });
const split = (stockId: number, packs: unknown, token = t.adminToken) =>
  t.request(token, { method: 'POST', url: `/api/stock/${stockId}/split`, payload: { packs } });
const batchesOf = async (productId: number) =>
  (await t.request(t.adminToken, { method: 'POST', url: '/api/stock/search', payload: { stock: { productId }, page: 0, size: 50 } })).json<
    Paged<StockEntry>
  >().content;
const checksums = () => tableChecksums(t.database.db, dialectUnderTest);

/** A pack of `unitsPerPack` sold by the unit, and its unit product. */
async function packSoldByUnit(unitsPerPack = 12, extra: object = {}) {
  const { id } = await given.product({
    name: `Doliprane ${unitsPerPack} cp ${Math.random().toString(36).slice(2, 7)}`,
    dci: [{ name: 'Paracétamol', strength: '500 mg' }],
    form: 'comprimé',
    unitsPerPack,
    ppv: 25,
    pph: 17.5,
    schedule: 'C',
    vatRate: 7,
    sellByUnit: true,
    ...extra,
  });
  const pack = await get<Product>(`/api/products/${id}`);
  return { pack, unit: await get<Product>(`/api/products/${pack.unitProductId}`) };
}

describe('the companion unit product', () => {
  it('is made when a pack is sold by the unit: same brand, VAT, DCI and schedule, priced per unit, without barcode', async () => {
    const { pack, unit } = await packSoldByUnit(12);
    expect(pack.sellByUnit).toBe(true);
    expect(unit).toMatchObject({
      name: `${pack.name} (unité)`,
      brand: pack.brand,
      vatRate: 7,
      barcode: null,
      dci: pack.dci,
      form: 'comprimé',
      unitsPerPack: 1,
      ppv: 2.08,
      pph: 1.46,
      schedule: 'C',
      prescriptionRequired: true,
      sellByUnit: false,
      unitProductId: null,
    });
    expect(unit.unit.name).toBe('Piece');
  });

  it('follows the pack’s changes, and stays when the pack is no longer sold by the unit', async () => {
    const { pack, unit } = await packSoldByUnit(10);
    const renamed = await putProduct(pack, { name: `${pack.name} B`, schedule: 'A', vatRate: 20, ppv: 30.05, unitsPerPack: 20 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await get<Product>(`/api/products/${unit.id}`)).toMatchObject({
      name: `${pack.name} B (unité)`,
      schedule: 'A',
      vatRate: 20,
      ppv: 1.5,
      unitsPerPack: 1,
    });
    const off = await putProduct({ ...pack, name: `${pack.name} B` }, { sellByUnit: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await get<Product>(`/api/products/${pack.id}`)).toMatchObject({ sellByUnit: false, unitProductId: unit.id });
    const on = await putProduct({ ...pack, name: `${pack.name} B` }, { sellByUnit: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await get<Product>(`/api/products/${pack.id}`)).unitProductId).toBe(unit.id);
  });

  it('refuses a product of one unit per pack sold by the unit, and a unit product sold by the unit', async () => {
    const single = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Sirop 1', brand: 1, unit: 1, sellByUnit: true },
    });
    expect(single.statusCode).toBe(400);
    expect(single.json<{ detail: string }>().detail).toContain('more than one unit per pack');
    const { unit } = await packSoldByUnit(8);
    const again = await putProduct(unit, { unitsPerPack: 4, sellByUnit: true });
    expect(again.statusCode).toBe(400);
    expect((await get<Product>(`/api/products/${unit.id}`)).unitProductId).toBeNull();
  });
});

describe('POST /api/stock/{id}/split', () => {
  it('opens packs into units of the same lot and expiry, priced per unit to the centime, as ledger movements', async () => {
    const { pack, unit } = await packSoldByUnit(12);
    const stockId = await given.stock({
      product: pack.id,
      quantity: 10,
      buyingPrice: 17.5,
      sellingPrice: 25,
      batchNumber: 'DOL-2601',
      expireDate: given.day(400),
    });
    const answer = await split(stockId, 2, staff.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const opened = answer.json<StockSplit>();
    expect(opened).toMatchObject({
      packs: 2,
      units: 24,
      pack: { stockId, quantity: 8 },
      unit: { productId: unit.id, quantity: 24, sellingPrice: 2.08 },
    });
    const [unitBatch] = await batchesOf(unit.id);
    const [packBatch] = await batchesOf(pack.id);
    expect(unitBatch).toMatchObject({
      id: opened.unit.stockId,
      quantity: 24,
      sellingPrice: 2.08,
      buyingPrice: 1.46,
      batchNumber: 'DOL-2601',
      expireDate: packBatch.expireDate,
      manufactureDate: packBatch.manufactureDate,
    });

    // The same pack batch opened again fills the same unit batch.
    const more = (await split(stockId, 1)).json<StockSplit>();
    expect(more).toMatchObject({ unit: { stockId: opened.unit.stockId, quantity: 36 }, pack: { quantity: 7 } });
    expect(await stockQuantity(t, stockId)).toBe(7);

    const movements = await get<Paged<StockMovement>>(`/api/stock/${stockId}/movements?size=50`);
    expect(movements.content.filter((movement) => movement.type === 'SPLIT_OUT').map((movement) => movement.quantityChange)).toEqual([
      -1, -2,
    ]);
    expect(movements.content[0].preparation).toEqual({ stockId: opened.unit.stockId, name: unit.name });
    const unitMovements = await get<Paged<StockMovement>>(`/api/stock/${opened.unit.stockId}/movements?size=50`);
    expect(unitMovements.content.map((movement) => [movement.type, movement.quantityChange])).toEqual([
      ['SPLIT_IN', 12],
      ['SPLIT_IN', 24],
    ]);
    const recall = await get<Recall>('/api/stock/recall?batchNumber=DOL-2601');
    expect(recall.batches.map((batch) => [batch.stockId, batch.movements.split, batch.remaining])).toEqual([
      [stockId, -3, 7],
      [opened.unit.stockId, 36, 36],
    ]);
    const { violations } = await checkLedger(t.database.db);
    expect(violations).toEqual([]);
  });

  it('prices a unit to the centime, at least one centime', async () => {
    const { pack } = await packSoldByUnit(3, { ppv: null, pph: null });
    const stockId = await given.stock({ product: pack.id, quantity: 2, buyingPrice: 0, sellingPrice: 10 });
    expect((await split(stockId, 1)).json<StockSplit>().unit.sellingPrice).toBe(3.33);
    const { pack: cheap } = await packSoldByUnit(100, { ppv: null, pph: null });
    const cheapStock = await given.stock({ product: cheap.id, quantity: 1, buyingPrice: 0.01, sellingPrice: 0.4 });
    expect((await split(cheapStock, 1)).json<StockSplit>().unit.sellingPrice).toBe(0.01);
  });

  it('refuses more packs than the batch holds, an expired batch and a product not sold by the unit, changing nothing', async () => {
    const { pack } = await packSoldByUnit(10);
    const stockId = await given.stock({ product: pack.id, quantity: 3, batchNumber: 'R-1' });
    const plain = await given.product({ name: 'Savon Split', unitsPerPack: 6 });
    const plainStock = await given.stock({ product: plain.id, quantity: 5 });
    const expired = await given.stock({ product: pack.id, quantity: 3, batchNumber: 'R-OLD' });
    await t.database.db
      .updateTable('stocks')
      .set({ expireDate: given.day(-1) })
      .where('id', '=', expired)
      .execute();

    const before = await checksums();
    const beyond = await split(stockId, 4);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json<{ detail: string }>().detail).toBe(`packs: ${pack.name} (lot R-1) holds 3 packs: 4 cannot be opened.`);
    expect((await split(expired, 1)).statusCode).toBe(409);
    const notByUnit = await split(plainStock, 1);
    expect(notByUnit.statusCode).toBe(409);
    expect(notByUnit.json<{ detail: string }>().detail).toBe(`Savon Split is not sold by the unit: its packs are not opened.`);
    for (const packs of [0, -1, 1.5, 'deux', null]) expect((await split(stockId, packs)).statusCode).toBe(400);
    expect((await split(999_999, 1)).statusCode).toBe(404);
    expect(changedTables(before, await checksums())).toEqual([]);

    const french = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/stock/${stockId}/split`,
      payload: { packs: 4 },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json<{ detail: string }>().detail).toBe(
      `packs: ${pack.name} (lot R-1) contient 3 boîtes : impossible d’en déconditionner 4.`,
    );
  });

  it('stops opening packs once the pack is no longer sold by the unit', async () => {
    const { pack } = await packSoldByUnit(10);
    const stockId = await given.stock({ product: pack.id, quantity: 3 });
    expect((await putProduct(pack, { sellByUnit: false })).statusCode).toBe(200);
    expect((await split(stockId, 1)).statusCode).toBe(409);
  });
});

describe('a lower PPV of a pack sold by the unit', () => {
  it('brings the pack’s batches down to it, and the unit batches down to the unit PPV', async () => {
    const { pack, unit } = await packSoldByUnit(10);
    const stockId = await given.stock({ product: pack.id, quantity: 5, buyingPrice: 17.5, sellingPrice: 25, expireDate: given.day(400) });
    expect((await split(stockId, 1)).statusCode).toBe(200);
    const changed = await putProduct(pack, { ppv: 20 });
    expect(changed.statusCode, changed.body).toBe(200);
    const [unitBatch] = await batchesOf(unit.id);
    expect(changed.json<{ repricedBatches: { id: number; newPrice: number }[] }>().repricedBatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: stockId, newPrice: 20 }),
        expect.objectContaining({ id: unitBatch.id, newPrice: 2 }),
      ]),
    );
    expect(unitBatch.sellingPrice).toBe(2);
    expect((await get<Product>(`/api/products/${unit.id}`)).ppv).toBe(2);
  });
});
