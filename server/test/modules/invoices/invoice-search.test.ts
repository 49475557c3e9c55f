import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';
import { invoiceBody } from '../../support/invoice-requests';
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

const sell = (body: unknown, token = staff.token) => t.request(token, { method: 'POST', url: '/api/invoice', payload: body as object });

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
    expect(text).toContain('Amount in words: Two thousand dirhams.');

    const missing = await t.request(staff.token, { method: 'GET', url: '/api/invoice/report/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Invoice #999999 does not exist.');
  });
});
