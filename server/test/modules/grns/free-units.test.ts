/**
 * Free units (unités gratuites) and prices under 1 DH: a GRN line's free units enter its batch at no
 * cost, so the batch's unit cost (stock value, margins, stocktakes, supplier returns) is what was paid
 * over every unit received, while the GRN's total, the supplier's account and the VAT summary count what
 * was paid only. Buying prices may be 0, selling prices anything above 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText } from '../../support/pdf-text';
import { addDays, countRows, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let staff: { id: number; token: string };
let supplier: Awaited<ReturnType<typeof insertSupplier>>;
let biafine: Awaited<ReturnType<typeof insertProduct>>;
let sample: Awaited<ReturnType<typeof insertProduct>>;
let today: string;
/** The GRN receiving 10 Biafine paid 12 DH HT with 2 free (20 % VAT), and 5 samples bought at 0 and sold at 0.01 DH. */
let grnId: number;
let biafineStock: number;
let sampleStock: number;

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request(token, { method, url, ...(payload ? { payload } : {}) });

const line = (product: number, overrides: Record<string, unknown>) => ({
  product,
  quantity: 10,
  buyingPrice: 12,
  sellingPrice: 18,
  manufactureDate: addDays(today, -30),
  // Within the near-expiry window: the alerts value these batches at cost.
  expireDate: addDays(today, 40),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Salma Staff' });
  supplier = await insertSupplier(t);
  biafine = await insertProduct(t, 'Biafine 93 g', 'Johnson', 'Dermatology');
  sample = await insertProduct(t, 'Échantillon crème', 'Johnson', 'Dermatology');
  await t.database.db.updateTable('products').set({ vatRate: 20 }).where('id', '=', biafine.id).execute();
  today = shopToday(t);
  const lines = [
    line(biafine.id, { freeQuantity: 2, batchNumber: 'BIA-UG' }),
    line(sample.id, { quantity: 5, buyingPrice: 0, sellingPrice: 0.01 }),
  ];
  grnId = (await given.grn({ supplier: supplier.id, lines, paid: 100, token: staff.token })).id;
  const stocks = await t.database.db
    .selectFrom('stocks')
    .innerJoin('grnItems', 'grnItems.id', 'stocks.grnItemId')
    .select(['stocks.id', 'stocks.productId'])
    .where('grnItems.grnId', '=', grnId)
    .execute();
  biafineStock = stocks.find((stock) => stock.productId === biafine.id)!.id;
  sampleStock = stocks.find((stock) => stock.productId === sample.id)!.id;
});
afterAll(() => t?.close());

describe('a GRN line with free units', () => {
  it('puts paid and free units in one batch at the unit cost paid over all of them, and owes what was paid', async () => {
    const db = t.database.db;
    const item = await db
      .selectFrom('grnItems')
      .selectAll()
      .where('grnId', '=', grnId)
      .where('productId', '=', biafine.id)
      .executeTakeFirstOrThrow();
    // 10 × 12 = 120 DH HT: the free units add nothing to what is owed.
    expect([item.quantity, item.freeQuantity, item.buyingPrice, item.total, item.vat]).toEqual([10, 2, 1200, 12000, 2400]);
    const grn = await db.selectFrom('grns').selectAll().where('id', '=', grnId).executeTakeFirstOrThrow();
    expect([grn.total, grn.totalVat, grn.balance]).toEqual([14400, 2400, 10000 - 14400]);
    const batch = await db.selectFrom('stocks').selectAll().where('id', '=', biafineStock).executeTakeFirstOrThrow();
    // 120 DH over 12 units: 10 DH a unit.
    expect([batch.quantity, batch.initialQuantity, batch.buyingPrice, batch.sellingPrice]).toEqual([12, 12, 1000, 1800]);
    const movements = await db
      .selectFrom('stockMovements')
      .select(['type', 'quantityChange'])
      .where('stockId', '=', biafineStock)
      .execute();
    expect(movements).toEqual([{ type: 'GRN', quantityChange: 12 }]);

    const detail = (await call(t.adminToken, 'GET', `/api/grn/${grnId}`)).json();
    expect(detail.items[0]).toMatchObject({
      quantity: 10,
      freeQuantity: 2,
      buyingPrice: 12,
      unitCost: 10,
      totalExclVat: 120,
      returnable: 12,
    });
    expect(detail.items[1]).toMatchObject({ quantity: 5, freeQuantity: 0, buyingPrice: 0, unitCost: 0, sellingPrice: 0.01 });
    expect(detail).toMatchObject({ total: 144, stillDue: 44 });
  });

  it('takes a line without free units as before, and refuses negative prices without writing anything', async () => {
    const before = await countRows(t);
    for (const [override, detail] of [
      [{ buyingPrice: -1 }, /Buying price cannot be negative/],
      [{ sellingPrice: 0 }, /Selling price must be above 0/],
      [{ freeQuantity: -2 }, /Free units cannot be negative/],
    ] as const) {
      const refused = await call(staff.token, 'POST', '/api/grn', {
        supplier: supplier.id,
        grnPayment: { payment: 0, paymentType: 'CASH' },
        grnItems: [line(sample.id, override)],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toMatch(detail);
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('values the batch at its unit cost in the stock list and the alerts, and prices a selling price of 0.01 DH', async () => {
    const stock = (await call(t.adminToken, 'POST', '/api/stock/search', { stock: {}, page: 0, size: 50 })).json();
    const byId = new Map(stock.content.map((entry: { id: number }) => [entry.id, entry]));
    expect(byId.get(biafineStock)).toMatchObject({ quantity: 12, buyingPrice: 10, sellingPrice: 18 });
    expect(byId.get(sampleStock)).toMatchObject({ quantity: 5, buyingPrice: 0, sellingPrice: 0.01 });
    const alerts = (await call(t.adminToken, 'GET', '/api/alerts')).json();
    const near = alerts.nearExpiry.find((batch: { stockId: number }) => batch.stockId === biafineStock);
    expect(near.valueAtCost).toBe(120);
    expect(alerts.nearExpiryValueAtCost).toBe(120);
  });

  it('counts the profit of a sale against the unit cost, and values a stocktake difference at it', async () => {
    const walkIn = (await call(staff.token, 'GET', '/api/customers/walk-in')).json();
    const sale = await call(staff.token, 'POST', '/api/invoice', {
      customer: { id: walkIn.id },
      invoiceItems: [
        { stock: { id: biafineStock }, quantity: 3 },
        { stock: { id: sampleStock }, quantity: 2 },
      ],
      invoicePayment: { payment: 60, paymentType: 'CASH' },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    // 3 × 18 TTC at 20 % = 45 HT, less 3 × 10 = 15; the samples: 0.02 TTC at 0 % less nothing.
    const statistics = (await call(t.adminToken, 'GET', '/api/invoice/statistics')).json();
    expect(statistics.Marge).toBeCloseTo(15.02, 2);

    const started = await call(t.adminToken, 'POST', '/api/stocktakes', { categoryId: null });
    expect(started.statusCode, started.body).toBe(200);
    const stocktakeId = started.json().id;
    // 9 left, 8 found: one unit short, at 10 DH.
    expect(
      (await call(staff.token, 'PUT', `/api/stocktakes/${stocktakeId}/counts/${biafineStock}`, { countedQuantity: 8 })).statusCode,
    ).toBe(200);
    const review = (await call(t.adminToken, 'GET', `/api/stocktakes/${stocktakeId}`)).json();
    expect(review.lines[0]).toMatchObject({ stockId: biafineStock, difference: -1, buyingPrice: 10, value: -10 });
    expect(review.shortageValue).toBe(10);
    expect((await call(t.adminToken, 'POST', `/api/stocktakes/${stocktakeId}/cancel`)).statusCode).toBe(200);
  });

  it('sends units back at the unit cost, free units included, never above what the line was paid', async () => {
    // 9 left: 6 go back, at 10 DH HT each with 20 % VAT.
    const first = await call(staff.token, 'POST', `/api/grn/${grnId}/returns`, {
      items: [{ stockId: biafineStock, quantity: 6, reason: 'Abîmés' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const issued = (await call(t.adminToken, 'GET', `/api/supplier-returns/${first.json().id}`)).json();
    expect(issued.items[0]).toMatchObject({ quantity: 6, buyingPrice: 10, totalExclVat: 60, vat: 12, total: 72 });
    expect((await call(t.adminToken, 'GET', `/api/grn/${grnId}`)).json()).toMatchObject({ stillDue: 0 });
    const vat = (await call(t.adminToken, 'GET', `/api/reports/vat?period=${today.slice(0, 7)}`)).json();
    // Purchases: what was paid (120 HT, 24 VAT) less what went back (60 HT, 12 VAT); the free units add nothing.
    expect(vat.purchases).toMatchObject({ base: 60, vat: 12 });
  });
});

describe('the GRN PDF', () => {
  it('shows the free units and what is still owed to the supplier, positive, in French, Arabic and English', async () => {
    const expected = {
      fr: ['UG', 'Reste dû au fournisseur 1.020,10 DH', 'UG : unités gratuites'],
      // Arabic comes out of the PDF in visual order, word by word.
      ar: ['مجانية', 'للمورد المستحق الباقي 1.020,10 DH'],
      en: ['Free', 'Still owed to the supplier 1.020,10 DH'],
    };
    for (const [language, texts] of Object.entries(expected) as ['fr' | 'ar' | 'en', string[]][]) {
      // A GRN prints in the language of the day it was issued. 85 × 12.06 = 1,025.10 DH at 0 %, 5 DH paid.
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: language }).execute();
      const saved = await call(staff.token, 'POST', '/api/grn', {
        supplier: supplier.id,
        grnPayment: { payment: 5, paymentType: 'CASH' },
        grnItems: [line(sample.id, { quantity: 85, freeQuantity: 7, buyingPrice: 12.06 })],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const id = Number(saved.headers['x-document-id']);
      const text = (await pdfText((await call(t.adminToken, 'GET', `/api/grn/report/${id}`)).rawPayload)).replace(/\s+/g, ' ');
      for (const part of texts) expect(text, language).toContain(part);
      expect(text, language).not.toMatch(/-\s?1[.,]020/);
      // 85 paid, 7 free.
      expect(text, language).toMatch(/85 7 /);
      const forStaff = (await pdfText((await call(staff.token, 'GET', `/api/grn/report/${id}`)).rawPayload)).replace(/\s+/g, ' ');
      expect(forStaff, language).toContain(texts[0]);
      expect(forStaff, language).not.toContain('1.020');
    }
    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
  });
});
