import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/common/clock';
import { createInvoice } from '../src/modules/invoices/queries';
import { createTestApp, dialectUnderTest, type TestApp } from './harness';
import { pdfText } from './pdf-text';
import { salesFixtures } from './sales-fixtures';

let t: TestApp;
let staff: { id: number; token: string };
let fx: ReturnType<typeof salesFixtures>;
const year = () => Number(localDate('Africa/Casablanca').slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Samira Staff' });
  fx = salesFixtures(t.database.db);
  // These invoices are checked in English; the French invoice is checked in vat-documents.test.ts.
  await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'en' }).execute();
});
afterAll(() => t.close());

/** What the Add Invoice screen sends: the whole customer and stock objects, plus client-side figures the server ignores. */
function invoiceBody(
  customer: { id: number; name?: string },
  items: { stockId: number; quantity: number; clientPrice?: number }[],
  payment: { payment: number; paymentType?: string; balance?: number },
) {
  return {
    customer: { ice: 'X', mobile: '0600000000', name: 'whatever', ...customer },
    invoiceItems: items.map((item) => ({
      stock: { id: item.stockId, quantity: 999, sellingPrice: item.clientPrice ?? 0.01, product: { name: 'client says' } },
      quantity: item.quantity,
      sellingPrice: item.clientPrice ?? 0.01,
      total: 0.01,
      manufactureDate: '2020-01-01',
      expireDate: '2020-01-01',
    })),
    invoicePayment: { balance: 12345, paymentType: 'CASH', ...payment },
  };
}
const sell = (body: unknown, token = staff.token) => t.request(token, { method: 'POST', url: '/api/invoice', payload: body as object });

const allStocks = () => t.database.db.selectFrom('stocks').selectAll().orderBy('id').execute();
const invoiceCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const invoiceByNumber = (number: string) =>
  t.database.db.selectFrom('invoices').selectAll().where('number', '=', number).executeTakeFirstOrThrow();

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
    expect(text.replace(/\s+/g, ' ')).toContain('Arrêtée la présente facture à la somme de cent vingt et un dirhams et trente centimes.');
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
      [invoiceBody(customer, [{ stockId: stock, quantity: 1.5 }], { payment: 1 }), 400, 'invoiceItems.0.quantity'],
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
    const overpaid = await sell(invoiceBody(customer, [{ stockId: stock, quantity: 1 }], { payment: 10.05, paymentType: 'CREDIT_CARD' }));
    expect(await invoiceByNumber(String(overpaid.headers['x-document-number']))).toMatchObject({
      payment: 1005,
      balance: 6,
      paymentType: 'CREDIT_CARD',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.request(null, { method: 'POST', url: '/api/invoice', payload: {} })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'POST', url: '/api/invoice/search', payload: {} })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'GET', url: '/api/invoice/report/1' })).statusCode).toBe(401);
  });
});

describe('invoice numbers', () => {
  it('follow each other without gaps, refused sales taking no number', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product(), { quantity: 3 });
    const numbers: string[] = [];
    for (const quantity of [1, 5, 1, 9, 1]) {
      const response = await sell(invoiceBody(customer, [{ stockId: stock, quantity }], { payment: 15 }));
      if (response.statusCode === 200) numbers.push(String(response.headers['x-document-number']));
      else expect(response.statusCode).toBe(409);
    }
    expect(numbers).toHaveLength(3);
    const sequence = numbers.map((number) => Number(number.slice(-6)));
    expect(sequence).toEqual([sequence[0], sequence[0] + 1, sequence[0] + 2]);
  });

  it("start again at 1 each year of the shop's calendar", async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product(), { quantity: 3 });
    const body = {
      customer,
      invoiceItems: [{ stock: { id: stock }, quantity: 1 }],
      invoicePayment: { payment: 15, paymentType: 'CASH' as const },
    };
    // 31 December 23:30 UTC is already 1 January in Casablanca (UTC+1).
    const newYear = new Date('2040-12-31T23:30:00Z');
    const first = await createInvoice(t.database.db, body, staff.id, 'Africa/Casablanca', newYear);
    const second = await createInvoice(t.database.db, body, staff.id, 'Africa/Casablanca', newYear);
    expect([first.number, second.number]).toEqual(['FA-2041-000001', 'FA-2041-000002']);
    expect((await invoiceByNumber(first.number)).localDate).toBe('2041-01-01');
  });
});

describe('concurrent sales', () => {
  it(`never sell more than the stock line holds (${dialectUnderTest})`, async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product('Last boxes'), { quantity: 25, sellingPrice: 500 });
    const countBefore = await invoiceCount();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => sell(invoiceBody(customer, [{ stockId: stock, quantity: 1 }], { payment: 5 }))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect((await fx.stockRow(stock)).quantity).toBe(0);

    const sold = await t.database.db
      .selectFrom('invoiceItems')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('stockId', '=', stock)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(25);
    expect(await invoiceCount()).toBe(countBefore + 25);

    const numbers = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => Number(String(response.headers['x-document-number']).slice(-6)));
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(25);
    expect(sorted[24] - sorted[0]).toBe(24);
  });

  it('keep every line consistent when sales of several lines race', async () => {
    const customer = await fx.customer();
    const a = await fx.stock(await fx.product(), { quantity: 30 });
    const b = await fx.stock(await fx.product(), { quantity: 30 });
    // Lines in both orders, so that a careless lock order would deadlock.
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const lines = [
          { stockId: a, quantity: 1 + (i % 3) },
          { stockId: b, quantity: 2 },
        ];
        return sell(invoiceBody(customer, i % 2 ? lines.reverse() : lines, { payment: 1 }));
      }),
    );
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    const units = async (stockId: number) =>
      Number(
        (
          await t.database.db
            .selectFrom('invoiceItems')
            .select((eb) => eb.fn.sum<number>('quantity').as('u'))
            .where('stockId', '=', stockId)
            .executeTakeFirstOrThrow()
        ).u ?? 0,
      );
    expect((await fx.stockRow(a)).quantity).toBe(30 - (await units(a)));
    expect((await fx.stockRow(b)).quantity).toBe(30 - (await units(b)));
    // Every accepted sale took its units from both lines, every refused one from neither. (Which sales
    // go through depends on the order the database serves them: with 15 sales of 2 units, line b can
    // end empty, or line a run out first.)
    const accepted = responses.map((response, i) => (response.statusCode === 200 ? i : -1)).filter((i) => i >= 0);
    expect(accepted.length).toBeGreaterThan(0);
    expect((await fx.stockRow(b)).quantity).toBe(30 - 2 * accepted.length);
    expect((await fx.stockRow(a)).quantity).toBe(30 - accepted.reduce((sum, i) => sum + 1 + (i % 3), 0));
    const [leftA, leftB] = [(await fx.stockRow(a)).quantity, (await fx.stockRow(b)).quantity];
    expect(leftA).toBeGreaterThanOrEqual(0);
    expect(leftB).toBeGreaterThanOrEqual(0);
    // Stock only goes down: a sale refused for want of units still finds too few at the end.
    const refused = responses.map((response, i) => (response.statusCode === 409 ? i : -1)).filter((i) => i >= 0);
    for (const i of refused) expect(leftA < 1 + (i % 3) || leftB < 2, `sale ${i} was refused with stock left`).toBe(true);
  });
});

describe('POST /api/invoice/search', () => {
  let search: TestApp;
  let token: string;
  beforeAll(async () => {
    // A database of its own, so that the listed invoices are known exactly.
    search = await createTestApp();
    const user = await search.createUser({ name: 'Youssef Billing' });
    token = user.token;
    const f = salesFixtures(search.database.db);
    const customer = await f.customer({ name: 'Omar Client' });
    const values = (number: string, day: string, id: number) => ({
      number,
      dateTime: `${day}T10:00:00.000Z`,
      localDate: day,
      customerId: customer.id,
      userId: user.id,
      total: 10_000 + id,
      payment: 5_000,
      balance: 5_000 - (10_000 + id),
      paymentType: 'CASH',
      itemCount: id,
    });
    const days = ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-03', '2026-03-05', '2026-04-01'];
    await search.database.db
      .insertInto('invoices')
      .values(days.map((day, i) => values(`FA-2026-00000${i + 1}`, day, i + 1)))
      .execute();
  });
  afterAll(() => search.close());
  const find = (body: object) => search.request(token, { method: 'POST', url: '/api/invoice/search', payload: body });

  it('lists newest first with the listed shape', async () => {
    const response = await find({ page: 0, size: 10 });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 6, totalPages: 1, last: true, pageable: { pageNumber: 0, offset: 0 } });
    expect(page.content.map((row: { number: string }) => row.number)).toEqual([
      'FA-2026-000006',
      'FA-2026-000005',
      'FA-2026-000004',
      'FA-2026-000003',
      'FA-2026-000002',
      'FA-2026-000001',
    ]);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      number: 'FA-2026-000006',
      dateTime: '2026-04-01T10:00:00.000Z',
      user: { id: expect.any(Number), name: 'Youssef Billing' },
      customer: { id: expect.any(Number), name: 'Omar Client' },
      invoiceItems: 6,
      itemCount: 6,
      invoicePayment: { payment: 50, balance: -50.06, paymentType: 'CASH' },
      total: 100.06,
    });
  });

  it('filters on inclusive shop-local days, either bound alone, empty bounds meaning none', async () => {
    const numbers = async (body: object) => (await find(body)).json().content.map((row: { number: string }) => row.number.slice(-1));
    expect(await numbers({ page: 0, size: 10, startDate: '2026-03-02', endDate: '2026-03-03' })).toEqual(['4', '3', '2']);
    expect(await numbers({ page: 0, size: 10, startDate: '2026-03-05' })).toEqual(['6', '5']);
    expect(await numbers({ page: 0, size: 10, endDate: '2026-03-01' })).toEqual(['1']);
    expect(await numbers({ page: 0, size: 10, startDate: '', endDate: null })).toHaveLength(6);
    expect(await numbers({ page: 0, size: 10, startDate: '2026-05-01' })).toEqual([]);
  });

  it('pages', async () => {
    const second = (await find({ page: 1, size: 10, startDate: '2026-01-01' })).json();
    expect(second).toMatchObject({ content: [], totalElements: 6, last: true });
    const response = await find({ page: 'x', size: 7 });
    expect(response.statusCode).toBe(400);
    expect((await find({ page: 0, size: 10, startDate: '2026-02-30' })).statusCode).toBe(400);
  });

  it('counts from per-day totals that follow every insert, date change and deletion', async () => {
    const total = async (body: object) => (await find({ page: 0, size: 10, ...body })).json().totalElements;
    const ranges: { startDate?: string; endDate?: string }[] = [
      {},
      { startDate: '2026-03-02', endDate: '2026-03-03' },
      { startDate: '2026-03-05' },
      { endDate: '2026-03-01' },
    ];
    const counted = async () => {
      const answers: number[] = [];
      for (const range of ranges) {
        let query = search.database.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n'));
        if (range.startDate) query = query.where('localDate', '>=', range.startDate);
        if (range.endDate) query = query.where('localDate', '<=', range.endDate);
        answers.push(Number((await query.executeTakeFirstOrThrow()).n));
      }
      return answers;
    };
    const listed = async () => Promise.all(ranges.map(total));
    expect(await listed()).toEqual([6, 3, 2, 1]);

    const db = search.database.db;
    const moved = await db.selectFrom('invoices').select('id').where('number', '=', 'FA-2026-000001').executeTakeFirstOrThrow();
    await db.updateTable('invoices').set({ localDate: '2026-03-03' }).where('id', '=', moved.id).execute();
    expect(await listed()).toEqual(await counted());
    expect(await listed()).toEqual([6, 4, 2, 0]);
    await db.deleteFrom('invoiceItems').where('invoiceId', '=', moved.id).execute();
    await db.deleteFrom('invoices').where('id', '=', moved.id).execute();
    expect(await listed()).toEqual([5, 3, 2, 0]);
    expect(await listed()).toEqual(await counted());
  });
});

describe('GET /api/invoice/report/{id}', () => {
  it('answers the PDF of a saved invoice, and 404 for an unknown one', async () => {
    const customer = await fx.customer({ name: 'Dar Chifa', ice: '' });
    const stock = await fx.stock(await fx.product('Vitamine C'), { quantity: 5, sellingPrice: 100_000 });
    const sale = await sell(invoiceBody(customer, [{ stockId: stock, quantity: 2 }], { payment: 2000 }));
    const id = Number(sale.headers['x-document-id']);

    const report = await t.request(staff.token, { method: 'GET', url: `/api/invoice/report/${id}` });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(report.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(String(sale.headers['x-document-number']));
    expect(text).toContain('Dar Chifa');
    // A customer without ICE has none printed.
    expect(text).not.toContain('ICE');
    expect(text).toContain('2.000,00 DH');
    expect(text).toContain('Cash');
    expect(text).toContain('Arrêtée la présente facture à la somme de deux mille dirhams.');

    const missing = await t.request(staff.token, { method: 'GET', url: '/api/invoice/report/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Invoice #999999 does not exist.');
  });
});
