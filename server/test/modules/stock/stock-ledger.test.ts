import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, StockAdjustmentRequest, StockMovement, StockPriceChange } from '@hanout/contract';
import { backfillLedger } from '../../../src/db/migrations/025_stock_ledger';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { changedTables, checkLedger, tableChecksums } from '../../support/db-state';
import { addDays, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { stockQuantity } from '../../support/stock-requests';
import { downloadExport, records } from '../../support/exports';
import { givenShop, type Given } from '../../support/given';
import { unscoped } from '../../../src/db/shop-scope';

let t: TestApp;
let staff: { id: number; token: string };
let supplier: Awaited<ReturnType<typeof insertSupplier>>;
let today: string;
let given: Given;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Salma Staff' });
  supplier = await insertSupplier(t, 'Karim Alaoui', 'Cooper Pharma');
  today = shopToday(t);
});
afterAll(() => t.close());

async function receive(product: number, quantity: number, batchNumber: string): Promise<{ grnId: number; stock: { id: number } }> {
  const line = { product, quantity, buyingPrice: 10, sellingPrice: 20, batchNumber, expireDate: addDays(today, 300) };
  const { id: grnId } = await given.grn({ supplier: supplier.id, lines: [line], paid: 100000 });
  return { grnId, stock: (await given.grnDetail(grnId)).items[0].stock };
}

const sell = async (stockId: number, quantity: number) => {
  const { id } = await given.sale({ customer: 1, lines: [{ stock: stockId, quantity }], paid: 100000 });
  return { id };
};
const adjust = (stockId: number, payload: StockAdjustmentRequest | object, token = t.adminToken) =>
  t.request(token, { method: 'POST', url: `/api/stock/${stockId}/adjustments`, payload });
const movementsOf = async (path: string, token = t.adminToken) => {
  const response = await t.request(token, { method: 'GET', url: `${path}/movements?size=50` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<StockMovement>>();
};
const checksums = () => tableChecksums(t.database.db, dialectUnderTest);

describe('the stock ledger', () => {
  it('records every kind of movement with who, when, why and the document, and each batch holds the sum of its movements', async () => {
    const product = (await insertProduct(t, 'Ledger Doliprane', 'Sanofi', 'Antalgiques')).id;
    const other = (await insertProduct(t, 'Ledger Vitamine C', 'Bayer', 'Vitamines')).id;
    const line = await receive(product, 30, 'LD-01');
    const stockId = line.stock.id;
    const otherLine = await receive(other, 20, 'VC-01');

    const sale = await sell(stockId, 5);
    const invoice = await t.request(t.adminToken, { method: 'GET', url: `/api/invoice/${sale.id}` });
    const invoiceItemId = invoice.json<{ invoiceItems: { id: number }[] }>().invoiceItems[0].id;
    const credit = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/invoice/${sale.id}/credit-notes`,
      payload: { items: [{ invoiceItemId, quantity: 2, restock: true, reason: 'Erreur de boîte' }], amount: 40, paymentType: 'CASH' },
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const grnId = line.grnId;
    const back = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/grn/${grnId}/returns`,
      payload: { items: [{ stockId, quantity: 3, reason: 'Emballage abîmé' }] },
    });
    expect(back.statusCode, back.body).toBe(200);
    const mix = await t.request(staff.token, {
      method: 'POST',
      url: '/api/stock/mixed-stock',
      payload: {
        mixedStockName: 'Ledger Mix',
        mixedStockPrice: 50,
        mixedStockItems: [
          { stockName: stockId, dosage: 4 },
          { stockName: otherLine.stock.id, dosage: 8 },
        ],
      },
    });
    expect(mix.statusCode, mix.body).toBe(200);
    const adjusted = await adjust(stockId, { quantityChange: -1, reason: 'BREAKAGE', note: 'Flacon tombé' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({
      stockId,
      quantity: 19,
      movement: { type: 'ADJUSTMENT', quantityChange: -1, reason: 'BREAKAGE', note: 'Flacon tombé' },
    });

    expect(await stockQuantity(t, stockId)).toBe(30 - 5 + 2 - 3 - 4 - 1);
    const { content, totalElements } = await movementsOf(`/api/stock/${stockId}`);
    expect(totalElements).toBe(6);
    expect(content.map((movement) => [movement.type, movement.quantityChange])).toEqual([
      ['ADJUSTMENT', -1],
      ['MIX_OUT', -4],
      ['SUPPLIER_RETURN', -3],
      ['CREDIT_NOTE', 2],
      ['SALE', -5],
      ['GRN', 30],
    ]);
    expect(content.reduce((sum, movement) => sum + movement.quantityChange, 0)).toBe(await stockQuantity(t, stockId));
    const byType = new Map(content.map((movement) => [movement.type, movement]));
    expect(byType.get('SALE')).toMatchObject({ document: { id: sale.id, number: expect.stringMatching(/^FA-/) }, batchNumber: 'LD-01' });
    expect(byType.get('CREDIT_NOTE')).toMatchObject({ reason: 'Erreur de boîte', document: { number: expect.stringMatching(/^AV-/) } });
    expect(byType.get('SUPPLIER_RETURN')).toMatchObject({ reason: 'Emballage abîmé', document: { number: expect.stringMatching(/^RF-/) } });
    expect(byType.get('MIX_OUT')?.user).toEqual({ id: staff.id, name: 'Salma Staff' });
    expect(byType.get('ADJUSTMENT')?.user?.id).toBeGreaterThan(0);

    const perProduct = await movementsOf(`/api/products/${product}`, staff.token);
    expect(perProduct.totalElements).toBe(6);
    const mixed = await t.database.db.selectFrom('products').select('id').where('name', '=', 'Ledger Mix').executeTakeFirstOrThrow();
    const mixedStock = await t.database.db.selectFrom('stocks').select('id').where('productId', '=', mixed.id).executeTakeFirstOrThrow();
    // A mix has no number: its movements name the preparation, on both sides.
    const preparation = { stockId: mixedStock.id, name: 'Ledger Mix' };
    expect(byType.get('MIX_OUT')).toMatchObject({ document: { id: mixedStock.id, number: null }, preparation });
    expect((await movementsOf(`/api/products/${mixed.id}`)).content).toMatchObject([{ type: 'MIX_IN', quantityChange: 1, preparation }]);
    expect(content.filter((movement) => movement.type !== 'MIX_OUT').every((movement) => movement.preparation === null)).toBe(true);

    const { violations, figures } = await checkLedger(t.database.db);
    expect(violations).toEqual([]);
    expect(figures.movements).toBeGreaterThanOrEqual(9);

    const file = await downloadExport(t, staff.token, { url: `/api/stock/${stockId}/movements/export`, format: 'csv', language: 'fr' });
    expect(file.rows[0]).toEqual([
      'Date',
      'Mouvement',
      'Produit',
      'Lot',
      'Variation de quantité',
      'Motif',
      'Note',
      'Document',
      'Utilisateur',
    ]);
    expect(records(file).map((row) => [row['Mouvement'], row['Variation de quantité'], row['Motif'], row['Document']])).toEqual([
      ['Ajustement', '-1', 'Casse', ''],
      ['Utilisé dans un mélange', '-4', '', `Ledger Mix #${mixedStock.id}`],
      ['Retour fournisseur', '-3', 'Emballage abîmé', expect.stringMatching(/^RF-/)],
      ['Avoir', '2', 'Erreur de boîte', expect.stringMatching(/^AV-/)],
      ['Vente', '-5', '', expect.stringMatching(/^FA-/)],
      ['Réception', '30', '', expect.stringMatching(/^BR-/)],
    ]);
    const perProductFile = await downloadExport(t, t.adminToken, { url: `/api/products/${product}/movements/export`, format: 'xlsx' });
    expect(perProductFile.rows).toHaveLength(7);
    expect((await downloadExport(t, t.adminToken, { url: '/api/products/999999/movements/export', format: 'csv' })).status).toBe(404);
  });

  it('writes the ledger of existing data when it starts: the movements it derives give every batch its quantity', async () => {
    const product = (await insertProduct(t, 'Backfill Smecta', 'Ipsen', 'Digestion')).id;
    const line = await receive(product, 12, 'BF-1');
    await sell(line.stock.id, 4);
    await adjust(line.stock.id, { quantityChange: 2, reason: 'COUNT_CORRECTION' });
    const before = await t.database.db.selectFrom('stockMovements').select(['stockId', 'type', 'quantityChange']).execute();
    await t.database.db.deleteFrom('stockMovements').execute();

    // Migration 025 wrote rows before they had a shop: the column's default puts them in the first.
    await backfillLedger(unscoped(t.database.db));

    expect((await checkLedger(t.database.db)).violations).toEqual([]);
    const derived = await t.database.db
      .selectFrom('stockMovements')
      .select(['type', 'quantityChange'])
      .where('stockId', '=', line.stock.id)
      .execute();
    // The adjustment has no document behind it: the backfill balances it with one COUNT movement.
    expect(derived.map((row) => [row.type, Number(row.quantityChange)]).sort()).toEqual([
      ['COUNT', 2],
      ['GRN', 12],
      ['SALE', -4],
    ]);
    expect(before.length).toBeGreaterThan(0);
  });
});

describe('adjustments', () => {
  it('are for administrators only, never take a batch below zero, and change nothing when refused', async () => {
    const product = (await insertProduct(t, 'Adjust Aspégic', 'Sanofi', 'Antalgiques')).id;
    const { stock } = await receive(product, 4, 'AD-1');
    const before = await checksums();

    expect((await adjust(stock.id, { quantityChange: -1, reason: 'THEFT' }, staff.token)).statusCode).toBe(403);
    const tooMany = await adjust(stock.id, { quantityChange: -5, reason: 'BREAKAGE' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe('quantityChange: Adjust Aspégic (lot AD-1) holds 4 units: it cannot lose 5.');
    const french = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/stock/${stock.id}/adjustments`,
      payload: { quantityChange: -5, reason: 'BREAKAGE' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().detail).toBe('quantityChange: Adjust Aspégic (lot AD-1) contient 4 unités : il ne peut pas en perdre 5.');
    for (const payload of [
      { quantityChange: 0, reason: 'OTHER' },
      { quantityChange: 1.5, reason: 'OTHER' },
      { quantityChange: 1, reason: 'LOST' },
      { reason: 'OTHER' },
      { quantityChange: 1, reason: 'OTHER', note: 'x'.repeat(501) },
    ]) {
      const refused = await adjust(stock.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().detail).toBeTruthy();
    }
    expect((await adjust(999_999, { quantityChange: 1, reason: 'OTHER' })).statusCode).toBe(404);
    expect(changedTables(before, await checksums())).toEqual([]);

    const emptied = await adjust(stock.id, { quantityChange: -4, reason: 'EXPIRED_DESTROYED' });
    expect(emptied.json()).toMatchObject({ quantity: 0 });
  });
});

describe('price history', () => {
  it('keeps every selling price change with the old and new price, who and when, newest first', async () => {
    const product = (await insertProduct(t, 'Price Fervex', 'Upsa', 'Rhume')).id;
    const { stock } = await receive(product, 3, 'PF-1');
    const setPrice = (newPrice: number, token: string) =>
      t.request(token, { method: 'POST', url: '/api/stock/update-price', payload: { stockId: stock.id, newPrice } });
    expect((await setPrice(22.5, staff.token)).statusCode).toBe(200);
    expect((await setPrice(22.5, staff.token)).statusCode).toBe(200);
    expect((await setPrice(24, t.adminToken)).statusCode).toBe(200);

    const history = await t.request(staff.token, { method: 'GET', url: `/api/stock/${stock.id}/price-history` });
    expect(history.statusCode).toBe(200);
    const changes = history.json<StockPriceChange[]>();
    expect(changes.map((change) => [change.oldPrice, change.newPrice])).toEqual([
      [22.5, 24],
      [20, 22.5],
    ]);
    expect(changes[1].user).toEqual({ id: staff.id, name: 'Salma Staff' });
    expect((await t.request(staff.token, { method: 'GET', url: '/api/stock/999999/price-history' })).statusCode).toBe(404);
  });
});
