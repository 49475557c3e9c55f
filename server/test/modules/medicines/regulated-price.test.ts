import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, StockPriceChange, UpdateProductAnswer } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER' });
});
afterAll(() => t.close());

const sellingPriceOf = async (stockId: number) =>
  (await t.database.db.selectFrom('stocks').select('sellingPrice').where('id', '=', stockId).executeTakeFirstOrThrow()).sellingPrice;
const stockCountOf = async (productId: number) =>
  (await t.database.db.selectFrom('stocks').select('id').where('productId', '=', productId).execute()).length;

/** PUT /api/products with the product's own brand and unit. */
async function changeProduct(id: number, changes: Record<string, unknown>) {
  const product = (await t.request(t.adminToken, { method: 'GET', url: `/api/products/${id}` })).json<Product>();
  return t.request(t.adminToken, {
    method: 'PUT',
    url: '/api/products',
    payload: { id, name: product.name, brand: product.brand.id, unit: product.unit.id, ...changes },
  });
}

describe('a batch’s selling price within its product’s PPV', () => {
  it('refuses a GRN line above the PPV, naming it, in English and French, and writes nothing', async () => {
    const doliprane = await given.product({ name: 'Doliprane 1000', ppv: 24.5 });
    const plain = await given.product({ name: 'Savon PPV' });
    const supplier = await given.supplier();
    const lines = [
      { product: plain.id, quantity: 2, sellingPrice: 90 },
      { product: doliprane.id, quantity: 5, sellingPrice: 30 },
    ];
    const refused = await given.tryGrn({ supplier: supplier.id, lines });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'grnItems.1.sellingPrice: The selling price 30.00 DH is above the PPV of Doliprane 1000 (24.50 DH)',
    );
    const french = await given.tryGrn({ supplier: supplier.id, lines, headers: { 'accept-language': 'fr' } });
    expect(french.json<{ detail: string }>().detail).toBe(
      'grnItems.1.sellingPrice: Le prix de vente 30,00 DH dépasse le PPV de Doliprane 1000 (24,50 DH)',
    );
    const arabic = await given.tryGrn({ supplier: supplier.id, lines, headers: { 'accept-language': 'ar' } });
    expect(arabic.json<{ detail: string }>().detail).toContain('24,50');
    expect(await stockCountOf(doliprane.id)).toBe(0);
    expect(await stockCountOf(plain.id)).toBe(0);

    const atPpv = await given.stock({ product: doliprane.id, quantity: 5, sellingPrice: 24.5 });
    expect(await sellingPriceOf(atPpv)).toBe(2450);
  });

  it('refuses a price update above the PPV and takes one up to it', async () => {
    const product = await given.product({ name: 'Amoxil 500', ppv: 40 });
    const batch = await given.stock({ product: product.id, quantity: 5, sellingPrice: 35 });
    const update = (newPrice: number) =>
      t.request(staff.token, { method: 'POST', url: '/api/stock/update-price', payload: { stockId: batch, newPrice } });
    const refused = await update(40.01);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'newPrice: The selling price 40.01 DH is above the PPV of Amoxil 500 (40.00 DH)',
    );
    expect(await sellingPriceOf(batch)).toBe(3500);
    expect((await update(40)).statusCode).toBe(200);
    expect(await sellingPriceOf(batch)).toBe(4000);
  });

  it('refuses a mix made again above the PPV its product was given', async () => {
    const component = await given.product();
    const a = await given.stock({ product: component.id, quantity: 20, sellingPrice: 5 });
    const b = await given.stock({ product: component.id, quantity: 20, sellingPrice: 5 });
    const mix = (price: number) =>
      t.request(staff.token, {
        method: 'POST',
        url: '/api/stock/mixed-stock',
        payload: {
          mixedStockName: 'Préparation PPV',
          mixedStockPrice: price,
          mixedStockItems: [
            { stockName: a, dosage: 6 },
            { stockName: b, dosage: 6 },
          ],
        },
      });
    expect((await mix(50)).statusCode).toBe(200);
    const { id } = await t.database.db.selectFrom('products').select('id').where('name', '=', 'Préparation PPV').executeTakeFirstOrThrow();
    expect((await changeProduct(id, { ppv: 45 })).statusCode).toBe(200);
    const refused = await mix(50);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^mixedStockPrice: The selling price 50.00 DH is above the PPV/);
    expect((await mix(45)).statusCode).toBe(200);
  });
});

describe('lowering a PPV', () => {
  it('reprices every batch above it in the same change, and keeps each change in its price history', async () => {
    const product = await given.product({ name: 'Augmentin 1 g', ppv: 30 });
    const high = await given.stock({ product: product.id, quantity: 5, sellingPrice: 30, batchNumber: 'AUG-1' });
    const low = await given.stock({ product: product.id, quantity: 5, sellingPrice: 25, batchNumber: 'AUG-2' });
    const soldOut = await given.stock({ product: product.id, quantity: 2, sellingPrice: 28 });
    const customer = await given.customer();
    await given.sale({ customer: customer.id, lines: [{ stock: soldOut, quantity: 2 }], paid: 56 });

    const changed = await changeProduct(product.id, { ppv: 26.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<UpdateProductAnswer>()).toEqual({
      message: 'Product updated successfully!',
      repricedBatches: [
        { id: high, batchNumber: 'AUG-1', oldPrice: 30, newPrice: 26.5 },
        { id: soldOut, batchNumber: null, oldPrice: 28, newPrice: 26.5 },
      ],
    });
    expect([await sellingPriceOf(high), await sellingPriceOf(low), await sellingPriceOf(soldOut)]).toEqual([2650, 2500, 2650]);
    const history = await t.request(staff.token, { method: 'GET', url: `/api/stock/${high}/price-history` });
    expect(history.json<StockPriceChange[]>()).toMatchObject([{ oldPrice: 30, newPrice: 26.5, user: { name: expect.any(String) } }]);
    expect((await t.request(staff.token, { method: 'GET', url: `/api/stock/${low}/price-history` })).json()).toEqual([]);

    // A change that leaves the PPV out, raises it or removes it reprices nothing.
    for (const changes of [{}, { ppv: 40 }, { ppv: null }]) {
      const again = await changeProduct(product.id, changes);
      expect(again.json<UpdateProductAnswer>().repricedBatches).toEqual([]);
    }
    expect(await sellingPriceOf(high)).toBe(2650);
  });

  it('reprices the batches of a product given a PPV for the first time', async () => {
    const product = await given.product({ name: 'Voltarène 50' });
    const batch = await given.stock({ product: product.id, quantity: 5, sellingPrice: 60 });
    const changed = await changeProduct(product.id, { ppv: 45.9 });
    expect(changed.json<UpdateProductAnswer>().repricedBatches).toEqual([{ id: batch, batchNumber: null, oldPrice: 60, newPrice: 45.9 }]);
  });

  it('never leaves a batch above the PPV when a price update races a lower PPV', async () => {
    for (let round = 0; round < 8; round++) {
      const product = await given.product({ ppv: 30 });
      const batch = await given.stock({ product: product.id, quantity: 5, sellingPrice: 20 });
      const { brand, unit } = (await t.request(t.adminToken, { method: 'GET', url: `/api/products/${product.id}` })).json<Product>();
      const [lowered, raised] = await Promise.all([
        t.request(t.adminToken, {
          method: 'PUT',
          url: '/api/products',
          payload: { id: product.id, name: product.name, brand: brand.id, unit: unit.id, ppv: 25 },
        }),
        t.request(staff.token, { method: 'POST', url: '/api/stock/update-price', payload: { stockId: batch, newPrice: 28 } }),
      ]);
      expect(lowered.statusCode, lowered.body).toBe(200);
      // Either the price went up first and was brought down to the new PPV, or it was refused against it.
      expect([200, 400]).toContain(raised.statusCode);
      expect(await sellingPriceOf(batch)).toBeLessThanOrEqual(2500);
    }
  });
});
