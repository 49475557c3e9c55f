import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../src/lib/clock';
import { createTestApp, type TestApp } from '../../support/harness';
import { countInvoices, findInvoiceByNumber, invoiceBody, stockRows } from '../../support/invoice-requests';
import { pdfText } from '../../support/pdf-text';
import { salesFixtures } from '../../support/sales-fixtures';

let t: TestApp;
let staff: { id: number; token: string };
let fx: ReturnType<typeof salesFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Samira Staff' });
  fx = salesFixtures(t.database.db);
  // These invoices are checked in English; the French invoice is checked in vat-documents.test.ts.
  await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'en' }).execute();
});
afterAll(() => t.close());

const year = () => Number(localDate('Africa/Casablanca').slice(0, 4));
const sell = (body: unknown, token = staff.token) => t.request(token, { method: 'POST', url: '/api/invoice', payload: body as object });
const allStocks = () => stockRows(t);
const invoiceCount = () => countInvoices(t);
const invoiceByNumber = (number: string) => findInvoiceByNumber(t, number);

describe('payment types', () => {
  it('lists the invoice payment types as key/value pairs', async () => {
    const response = await t.request(staff.token, { method: 'GET', url: '/api/invoice/payment-types' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { key: 'Cash', value: 'CASH' },
      { key: 'Cheque', value: 'CHEQUE' },
      { key: 'Credit card', value: 'CREDIT_CARD' },
    ]);
  });
});

describe('POST /api/invoice', () => {
  it("sells at the stock lines' prices, computes totals and balance, decrements stock and answers the PDF", async () => {
    const customer = await fx.customer({ name: 'Pharmacie Atlas', ice: '002233445566778', mobile: '0522334455' });
    const doliprane = await fx.product('Doliprane 1000 mg');
    const smecta = await fx.product('Smecta sachets');
    const stockA = await fx.stock(doliprane, { quantity: 10, buyingPrice: 1200, sellingPrice: 1850 }); // 18.50 DH
    const stockB = await fx.stock(smecta, { quantity: 5, buyingPrice: 2500, sellingPrice: 3290 }); // 32.90 DH

    const before = Number(await invoiceCount());
    const response = await sell(
      invoiceBody(
        customer,
        [
          { stockId: stockA, quantity: 3, clientPrice: 1 },
          { stockId: stockB, quantity: 2, clientPrice: 1 },
        ],
        { payment: 100, paymentType: 'CHEQUE' },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const number = String(response.headers['x-document-number']);
    expect(number).toMatch(new RegExp(`^FA-${year()}-\\d{6}$`));
    expect(response.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
    expect(await invoiceCount()).toBe(before + 1);

    // 3 × 18.50 + 2 × 32.90 = 55.50 + 65.80 = 121.30; balance 100 − 121.30 = −21.30.
    const invoice = await invoiceByNumber(number);
    expect(invoice).toMatchObject({
      customerId: customer.id,
      userId: staff.id,
      total: 12130,
      payment: 10000,
      balance: -2130,
      paymentType: 'CHEQUE',
      itemCount: 2,
      localDate: localDate('Africa/Casablanca', new Date(invoice.dateTime)),
    });
    expect(Number(response.headers['x-document-id'])).toBe(invoice.id);
    const items = await t.database.db
      .selectFrom('invoiceItems')
      .selectAll()
      .where('invoiceId', '=', invoice.id)
      .orderBy('stockId')
      .execute();
    expect(
      items.map(({ stockId, productId, quantity, sellingPrice, buyingPrice, total }) => ({
        stockId,
        productId,
        quantity,
        sellingPrice,
        buyingPrice,
        total,
      })),
    ).toEqual([
      { stockId: stockA, productId: doliprane, quantity: 3, sellingPrice: 1850, buyingPrice: 1200, total: 5550 },
      { stockId: stockB, productId: smecta, quantity: 2, sellingPrice: 3290, buyingPrice: 2500, total: 6580 },
    ]);
    expect((await fx.stockRow(stockA)).quantity).toBe(7);
    expect((await fx.stockRow(stockB)).quantity).toBe(3);
    expect((await fx.stockRow(stockA)).initialQuantity).toBe(10);

    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Invoice',
      number,
      'Pharmacie Atlas',
      '0522334455',
      'ICE: 002233445566778',
      'Doliprane 1000 mg',
      'Smecta sachets',
      '30/06/2030',
      '18,50 DH',
      '55,50 DH',
      '121,30 DH',
      '100,00 DH',
      // What is still owed (the balance is −21.30).
      'Remaining due',
      '21,30 DH',
      'Cheque',
      'Samira Staff',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, ' ')).toContain('Amount in words: One hundred twenty-one dirhams and thirty centimes.');
  });

  it('merges repeated lines of one stock line before checking and pricing them', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product(), { quantity: 8, sellingPrice: 1000 });
    const response = await sell(
      invoiceBody(
        customer,
        [
          { stockId: stock, quantity: 3 },
          { stockId: stock, quantity: 4 },
        ],
        { payment: 70 },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const invoice = await invoiceByNumber(String(response.headers['x-document-number']));
    expect(invoice).toMatchObject({ itemCount: 1, total: 7000, balance: 0 });
    expect((await fx.stockRow(stock)).quantity).toBe(1);

    // 1 + 1 exceeds what is left although each line alone would fit.
    const stocksBefore = await allStocks();
    const refused = await sell(
      invoiceBody(
        customer,
        [
          { stockId: stock, quantity: 1 },
          { stockId: stock, quantity: 1 },
        ],
        { payment: 20 },
      ),
    );
    expect(refused.statusCode).toBe(409);
    expect(await allStocks()).toEqual(stocksBefore);
  });

  it('refuses the whole invoice with 409 naming the product when one line is short, and changes nothing', async () => {
    const customer = await fx.customer();
    const plenty = await fx.stock(await fx.product('Aspirine 500'), { quantity: 50 });
    const scarce = await fx.stock(await fx.product('Ventoline inhaler'), { quantity: 2 });
    const stocksBefore = await allStocks();
    const countBefore = await invoiceCount();
    const sequenceBefore = await t.database.db.selectFrom('documentSequences').selectAll().execute();

    const response = await sell(
      invoiceBody(
        customer,
        [
          { stockId: plenty, quantity: 5 },
          { stockId: scarce, quantity: 3 },
        ],
        { payment: 10 },
      ),
    );
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe('Not enough stock for Ventoline inhaler: 2 available, 3 requested. The invoice was not saved.');

    expect(await allStocks()).toEqual(stocksBefore);
    expect(await invoiceCount()).toBe(countBefore);
    expect(await t.database.db.selectFrom('documentSequences').selectAll().execute()).toEqual(sequenceBefore);
  });

  it('validates the request and names the fields', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product(), { quantity: 5 });
    const item = [{ stockId: stock, quantity: 1 }];
    const cases: Array<[unknown, number, string]> = [
      [{ ...invoiceBody(customer, item, { payment: 1 }), invoiceItems: [] }, 400, 'Please add at least one product!'],
      [invoiceBody(customer, item, { payment: -1 }), 400, 'Payment cannot be negative'],
      [invoiceBody(customer, item, { payment: 1.005 }), 400, 'at most 2 decimals'],
      [invoiceBody(customer, item, { payment: 1, paymentType: 'BITCOIN' }), 400, 'invoicePayment.paymentType'],
      [invoiceBody(customer, [{ stockId: stock, quantity: 0 }], { payment: 1 }), 400, 'invoiceItems.0.quantity'],
      [
        invoiceBody(customer, [{ stockId: stock, quantity: 1.5 }], { payment: 1 }),
        400,
        'invoiceItems.0: quantity: Invalid input: expected int',
      ],
      [{ ...invoiceBody(customer, item, { payment: 1 }), customer: null }, 400, 'Please select a customer first.'],
      [invoiceBody({ id: 999_999 }, item, { payment: 1 }), 404, 'Customer #999999 does not exist.'],
      [invoiceBody(customer, [{ stockId: 999_999, quantity: 1 }], { payment: 1 }), 404, 'Stock line #999999 does not exist.'],
    ];
    const stocksBefore = await allStocks();
    const countBefore = await invoiceCount();
    for (const [body, status, detail] of cases) {
      const response = await sell(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().detail).toContain(detail);
    }
    expect(await allStocks()).toEqual(stocksBefore);
    expect(await invoiceCount()).toBe(countBefore);
  });

  it('accepts a payment of zero (a sale on credit) and amounts with centimes', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product(), { quantity: 5, sellingPrice: 999 });
    const credit = await sell(invoiceBody(customer, [{ stockId: stock, quantity: 1 }], { payment: 0 }));
    expect(credit.statusCode, credit.body).toBe(200);
    expect(await invoiceByNumber(String(credit.headers['x-document-number']))).toMatchObject({ total: 999, payment: 0, balance: -999 });
    const overpaid = await sell(invoiceBody(customer, [{ stockId: stock, quantity: 1 }], { payment: 10.05, paymentType: 'CASH' }));
    expect(await invoiceByNumber(String(overpaid.headers['x-document-number']))).toMatchObject({
      payment: 1005,
      balance: 6,
      change: 6,
      paymentType: 'CASH',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.request(null, { method: 'POST', url: '/api/invoice', payload: {} })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'POST', url: '/api/invoice/search', payload: {} })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'GET', url: '/api/invoice/report/1' })).statusCode).toBe(401);
  });
});
