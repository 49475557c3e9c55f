import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recall } from '@hanout/contract';
import { createTestApp, type InjectResponse, type TestApp } from '../../support/harness';
import { popplerText } from '../../support/pdf-text';
import { addDays, insertProduct, insertStock, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { stockQuantity } from '../../support/stock-requests';
import { salesFixtures } from '../../support/sales-fixtures';

let t: TestApp;
let fx: ReturnType<typeof salesFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fx = salesFixtures(t.database.db);
});
afterAll(() => t.close());

async function ok(response: Promise<InjectResponse>): Promise<InjectResponse> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}
const post = (url: string, payload: object) => t.request(t.adminToken, { method: 'POST', url, payload });
const recallOf = async (batchNumber: string) =>
  (
    await ok(t.request(t.adminToken, { method: 'GET', url: `/api/stock/recall?batchNumber=${encodeURIComponent(batchNumber)}` }))
  ).json<Recall>();

/** A GRN receiving the given products with their lot numbers; answers the stock line of each, in order. */
async function receive(supplierId: number, lines: { productId: number; batchNumber: string; quantity: number }[]): Promise<number[]> {
  const today = shopToday(t);
  const grn = await ok(
    post('/api/grn', {
      supplier: supplierId,
      grnPayment: { payment: 0, paymentType: 'CASH' },
      grnItems: lines.map((line) => ({
        product: line.productId,
        quantity: line.quantity,
        buyingPrice: 10,
        sellingPrice: 20,
        manufactureDate: addDays(today, -30),
        expireDate: addDays(today, 300),
        batchNumber: line.batchNumber,
      })),
    }),
  );
  const grnId = Number(grn.headers['x-document-id']);
  const stocks = await t.database.db
    .selectFrom('stocks')
    .innerJoin('grnItems', 'grnItems.id', 'stocks.grnItemId')
    .select('stocks.id')
    .where('grnItems.grnId', '=', grnId)
    .orderBy('grnItems.id')
    .execute();
  return stocks.map((stock) => stock.id);
}

const sell = (customer: { id: number }, stockId: number, quantity: number) =>
  ok(
    post('/api/invoice', {
      customer: { id: customer.id },
      invoiceItems: [{ stock: { id: stockId }, quantity }],
      invoicePayment: { payment: quantity * 20, paymentType: 'CASH' },
    }),
  );

/** Makes a mixed preparation of two batches (a dosage of each) and answers its stock line's id. */
async function prepare(name: string, price: number, ...components: [stockId: number, dosage: number][]): Promise<number> {
  await ok(
    post('/api/stock/mixed-stock', {
      mixedStockName: name,
      mixedStockPrice: price,
      mixedStockItems: components.map(([stockName, dosage]) => ({ stockName, dosage })),
    }),
  );
  const made = await t.database.db
    .selectFrom('mixedStockComponents')
    .select('mixedStockId')
    .where('componentStockId', '=', components[0][0])
    .orderBy('mixedStockId', 'desc')
    .executeTakeFirstOrThrow();
  return made.mixedStockId;
}

describe('lot recall', () => {
  it('finds every sale of a lot across many invoices, through mixed preparations too, and nothing of other lots', async () => {
    const supplier = await insertSupplier(t, 'Youssef Alami', 'Cooper Pharma');
    const sirop = await insertProduct(t, 'Sirop Toplexil');
    const creme = await insertProduct(t, 'Crème Biafine');
    const [recalled, other] = await receive(supplier.id, [
      { productId: sirop.id, batchNumber: 'L2611A', quantity: 40 },
      { productId: creme.id, batchNumber: 'L2611B', quantity: 40 },
    ]);
    const customers = await Promise.all(['Hind Berrada', 'Reda Kettani', 'Zineb Ouali'].map((name) => fx.customer({ name })));
    // Twelve sales of the lot spread over three customers, and sales of another lot that must not show.
    for (let i = 0; i < 12; i++) await sell(customers[i % 3], recalled, 1 + (i % 2));
    await sell(customers[0], other, 3);
    // One unit of the lot goes into a mixed preparation, which is then sold.
    const mixed = await prepare('Préparation toux', 55, [recalled, 6], [other, 6]);
    await sell(customers[2], mixed, 1);

    const recall = await recallOf('L2611A');
    expect(recall.batches).toEqual([
      expect.objectContaining({
        stockId: recalled,
        product: expect.objectContaining({ name: 'Sirop Toplexil' }),
        received: 40,
        supplier: 'Youssef Alami',
        grn: expect.objectContaining({ number: expect.stringMatching(/^BR-\d{4}-\d{6}$/) }),
      }),
    ]);
    expect(recall.sales).toHaveLength(13);
    expect(recall.sales.filter((sale) => sale.viaMixedStock)).toMatchObject([{ quantity: 1, lotUnits: 6 }]);
    // The preparation's units of the lot went into it when it was made: they are not sold units.
    expect(recall.unitsSold).toBe(6 * 1 + 6 * 2);
    expect(recall.unitsInPreparations).toBe(6);
    expect(recall.customers).toBe(3);
    expect(new Set(recall.sales.map((sale) => sale.customer.name))).toEqual(new Set(['Hind Berrada', 'Reda Kettani', 'Zineb Ouali']));
    expect(recall.sales.every((sale) => sale.stockId !== other)).toBe(true);
    // Newest first.
    const ids = recall.sales.map((sale) => sale.invoiceId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The lot's remaining stock, as the shelf has it.
    expect(recall.batches[0].remaining).toBe((await fx.stockRow(recalled)).quantity);
    expect(recall.batches[0].remaining).toBeLessThan(40 - 18);

    // However the lot number is typed.
    const typedLower = await recallOf(' l2611a ');
    expect(typedLower.batchNumber).toBe('L2611A');
    expect(typedLower.sales.map((sale) => sale.invoiceId)).toEqual(ids);

    expect(await recallOf('NO-SUCH-LOT')).toEqual({
      batchNumber: 'NO-SUCH-LOT',
      batches: [],
      sales: [],
      walkInSales: { count: 0, units: 0 },
      unitsSold: 0,
      unitsReturned: 0,
      unitsInPreparations: 0,
      customers: 0,
    });
    const empty = await t.request(t.adminToken, { method: 'GET', url: '/api/stock/recall?batchNumber=%20' });
    expect(empty.statusCode).toBe(400);
  });

  it('counts the walk-in customer’s sales as not traceable, never as a customer to call, on screen and in the PDF', async () => {
    const supplier = await insertSupplier(t, 'Nadia Alami', 'Cooper Pharma Rabat');
    const product = await insertProduct(t, 'Humex rhume');
    const [stock] = await receive(supplier.id, [{ productId: product.id, batchNumber: 'HX-0917', quantity: 20 }]);
    const walkIn = (await ok(t.request(t.adminToken, { method: 'GET', url: '/api/customers/walk-in' }))).json<{
      id: number;
      name: string;
    }>();
    const named = await fx.customer({ name: 'Leila Fassi', mobile: '0677112233' });
    await sell(walkIn, stock, 2);
    await sell(named, stock, 1);
    await sell(walkIn, stock, 3);

    const recall = await recallOf('HX-0917');
    expect(recall.sales.map((sale) => sale.customer.name)).toEqual(['Leila Fassi']);
    expect(recall).toMatchObject({ walkInSales: { count: 2, units: 5 }, customers: 1, unitsSold: 6 });
    const expected = {
      fr: ['Ventes au comptoir, non traçables : 2 ventes, 5 unités', '1 client à prévenir'],
      en: ['Walk-in sales, not traceable: 2 sales, 5 units', '1 customer to call'],
      // Arabic comes out of the PDF with its figures and punctuation moved about.
      ar: ['مبيعات الزبون العابر', 'لا يمكن تتبعها', 'عملية بيع'],
    };
    try {
      for (const [language, texts] of Object.entries(expected) as ['fr' | 'ar' | 'en', string[]][]) {
        await t.database.db.updateTable('shopSettings').set({ documentLanguage: language }).execute();
        const pdf = await ok(t.request(t.adminToken, { method: 'GET', url: '/api/stock/recall/report?batchNumber=HX-0917' }));
        const text = popplerText(pdf.rawPayload).replace(/\s+/g, ' ');
        for (const part of texts) expect(text, language).toContain(part);
        expect(text, language).toContain('Leila Fassi');
        expect(text, language).not.toContain(walkIn.name);
      }
    } finally {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
    }
  });

  it('counts as walk-in units those sold as they are, a returned one among units brought back, a preparation’s as used', async () => {
    const supplier = await insertSupplier(t, 'Hamid Lahlou', 'Promopharm');
    const product = await insertProduct(t, 'Rhinofluimucil');
    const [stock, base] = await receive(supplier.id, [
      { productId: product.id, batchNumber: 'RF-3301', quantity: 20 },
      { productId: (await insertProduct(t, 'Eau stérile')).id, batchNumber: 'ES-0001', quantity: 20 },
    ]);
    const walkIn = (await ok(t.request(t.adminToken, { method: 'GET', url: '/api/customers/walk-in' }))).json<{ id: number }>();
    await sell(walkIn, stock, 1);
    const partlyReturned = await sell(walkIn, stock, 3);
    const invoiceId = Number(partlyReturned.headers['x-document-id']);
    const line = await t.database.db.selectFrom('invoiceItems').select('id').where('invoiceId', '=', invoiceId).executeTakeFirstOrThrow();
    await ok(
      post(`/api/invoice/${invoiceId}/credit-notes`, { items: [{ invoiceItemId: line.id, quantity: 1, restock: true }], amount: 20 }),
    );
    // Six units of the lot go into a preparation, sold to the walk-in customer too.
    const mixed = await prepare('Préparation RF-3301', 20, [stock, 6], [base, 6]);
    await sell(walkIn, mixed, 1);

    const recall = await recallOf('RF-3301');
    // Three invoices, but only the four units sold as they are: the preparation's six are used in preparations.
    expect(recall).toMatchObject({
      walkInSales: { count: 3, units: 4 },
      unitsSold: 4,
      unitsReturned: 1,
      unitsInPreparations: 6,
      customers: 0,
    });
    // The summary adds up to what is left: 20 received, 4 sold, 1 put back, 6 used.
    expect(20 - recall.unitsSold + recall.unitsReturned - recall.unitsInPreparations).toBe(recall.batches[0].remaining);
    expect(recall.batches[0].remaining).toBe(await stockQuantity(t, stock));
  });

  it('is open to staff, counts units brought back, and prints who to call in the document language', async () => {
    const staff = await t.createUser({ role: 'ROLE_USER' });
    const supplier = await insertSupplier(t, 'Karim Bennis', 'Pharma 5');
    const product = await insertProduct(t, 'Spasfon');
    const [stock] = await receive(supplier.id, [{ productId: product.id, batchNumber: 'SP-0042', quantity: 10 }]);
    const customer = await fx.customer({ name: 'Amine Tahiri', mobile: '0661998877' });
    const sale = await sell(customer, stock, 3);
    const invoiceId = Number(sale.headers['x-document-id']);
    const line = await t.database.db.selectFrom('invoiceItems').select('id').where('invoiceId', '=', invoiceId).executeTakeFirstOrThrow();
    await ok(
      post(`/api/invoice/${invoiceId}/credit-notes`, { items: [{ invoiceItemId: line.id, quantity: 1, restock: false }], amount: 20 }),
    );

    const answer = await t.request(staff.token, { method: 'GET', url: '/api/stock/recall?batchNumber=SP-0042' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Recall>()).toMatchObject({ unitsSold: 3, unitsReturned: 1, customers: 1 });
    // Destroyed, not put back: the batch's account does not count them back in.
    expect(answer.json<Recall>().batches[0].movements).toMatchObject({ sold: 3, returnedByCustomers: 0 });
    const pdf = await t.request(staff.token, { method: 'GET', url: '/api/stock/recall/report?batchNumber=SP-0042' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = popplerText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Rappel de lot',
      'SP-0042',
      'Spasfon : 10 reçus de Karim Bennis',
      '10 reçus -3 vendus = 7 en stock',
      '3 unités vendues telles quelles',
      '1 client à prévenir',
      'Amine Tahiri',
      '0661998877',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('accounts for every unit of each batch: sales, customers’ returns, supplier returns, adjustments, stocktakes and preparations', async () => {
    const supplier = await insertSupplier(t, 'Nadia Chraibi', 'Sothema');
    const doliprane = await insertProduct(t, 'Doliprane 1000', 'Sanofi', 'Recall Antalgiques');
    const base = await insertProduct(t, 'Vaseline officinale', 'Cooper', 'Recall Bases');
    const [received, baseStock] = await receive(supplier.id, [
      { productId: doliprane.id, batchNumber: 'DOL-A1', quantity: 50 },
      { productId: base.id, batchNumber: 'VAS-7', quantity: 10 },
    ]);
    // Units of the same lot that were on the shelf before the app: imported as opening stock.
    const opening = await insertStock(t, { productId: doliprane.id, quantity: 10, batchNumber: 'dol-a1' });
    const [amina, omar] = await Promise.all(['Amina Lahlou', 'Omar Fassi'].map((name) => fx.customer({ name })));

    const sale = await sell(amina, received, 7);
    const invoiceId = Number(sale.headers['x-document-id']);
    const line = await t.database.db.selectFrom('invoiceItems').select('id').where('invoiceId', '=', invoiceId).executeTakeFirstOrThrow();
    const creditNote = (quantity: number, restock: boolean) =>
      ok(post(`/api/invoice/${invoiceId}/credit-notes`, { items: [{ invoiceItemId: line.id, quantity, restock }], amount: 20 * quantity }));
    await creditNote(2, true);
    await creditNote(1, false);
    await sell(omar, opening, 1);
    await ok(post(`/api/stock/${received}/adjustments`, { quantityChange: -2, reason: 'BREAKAGE' }));
    const { grnId } = await t.database.db
      .selectFrom('stocks')
      .innerJoin('grnItems', 'grnItems.id', 'stocks.grnItemId')
      .select('grnItems.grnId')
      .where('stocks.id', '=', received)
      .executeTakeFirstOrThrow();
    await ok(post(`/api/grn/${grnId}/returns`, { items: [{ stockId: received, quantity: 4, reason: 'Boîtes abîmées' }] }));
    const preparation = await prepare('Pommade DOL-A1', 60, [received, 4], [baseStock, 8]);
    await sell(omar, preparation, 1);
    // A stocktake finds three boxes missing.
    const stocktake = await ok(post('/api/stocktakes', { categoryId: doliprane.categoryId }));
    const stocktakeId = stocktake.json<{ id: number }>().id;
    const counted = (await stockQuantity(t, received)) - 3;
    await ok(
      t.request(t.adminToken, {
        method: 'PUT',
        url: `/api/stocktakes/${stocktakeId}/counts/${received}`,
        payload: { countedQuantity: counted },
      }),
    );
    await ok(post(`/api/stocktakes/${stocktakeId}/validate`, {}));

    const recall = await recallOf('DOL-A1');
    const none = {
      received: 0,
      openingStock: 0,
      sold: 0,
      returnedByCustomers: 0,
      returnedToSupplier: 0,
      adjusted: 0,
      counted: 0,
      usedInPreparations: 0,
      split: 0,
    };
    expect(recall.batches.map((batch) => [batch.stockId, batch.received, batch.movements, batch.remaining])).toEqual([
      [
        received,
        50,
        { ...none, received: 50, sold: 7, returnedByCustomers: 2, returnedToSupplier: 4, adjusted: -2, counted: -3, usedInPreparations: 4 },
        50 - 7 + 2 - 4 - 2 - 3 - 4,
      ],
      [opening, 10, { ...none, openingStock: 10, sold: 1 }, 9],
    ]);
    for (const batch of recall.batches) {
      const { movements: m } = batch;
      expect(
        m.received + m.openingStock - m.sold + m.returnedByCustomers - m.returnedToSupplier + m.adjusted + m.counted - m.usedInPreparations,
      ).toBe(batch.remaining);
      expect(batch.remaining).toBe(await stockQuantity(t, batch.stockId));
    }
    // The preparation is listed with its buyer, and the 4 boxes it used count once, as used in a preparation.
    expect(recall).toMatchObject({ unitsSold: 8, unitsReturned: 3, unitsInPreparations: 4, customers: 2 });
    expect(recall.sales.find((one) => one.viaMixedStock)).toMatchObject({
      stockId: preparation,
      customer: { name: 'Omar Fassi' },
      quantity: 1,
      lotUnits: 4,
    });
    expect(recall.sales.filter((one) => !one.viaMixedStock).map((one) => one.lotUnits)).toEqual([1, 7]);

    for (const [language, expected] of [
      [
        'fr',
        [
          '50 reçus -7 vendus +2 rapportés par des clients -4 renvoyés au fournisseur -2 ajustés -3 inventaires -4 en préparations = 32 en stock',
          '10 en stock initial -1 vendus = 9 en stock',
          'Pommade DOL-A1 (préparation : 4 unités du lot)',
        ],
      ],
      [
        'en',
        [
          '50 received -7 sold +2 brought back by customers -4 sent back to the supplier -2 adjusted -3 stocktakes -4 in preparations = 32 in stock',
          '4 used in preparations',
        ],
      ],
    ] as const) {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: language }).execute();
      const pdf = await t.request(t.adminToken, { method: 'GET', url: '/api/stock/recall/report?batchNumber=DOL-A1' });
      const text = popplerText(pdf.rawPayload).replace(/\s+/g, ' ');
      for (const phrase of expected) expect(text).toContain(phrase);
    }
    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
  });
});
