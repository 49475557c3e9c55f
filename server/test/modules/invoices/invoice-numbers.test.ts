import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../../src/modules/invoices/create-invoice';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { countInvoices, findInvoiceByNumber, invoiceBody } from '../../support/invoice-requests';
import { salesFixtures } from '../../support/sales-fixtures';

let t: TestApp;
let staff: { id: number; token: string };
let fx: ReturnType<typeof salesFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Samira Staff' });
  fx = salesFixtures(t.database.db);
});
afterAll(() => t.close());

const sell = (body: unknown, token = staff.token) => t.request(token, { method: 'POST', url: '/api/invoice', payload: body as object });
const invoiceCount = () => countInvoices(t);
const invoiceByNumber = (number: string) => findInvoiceByNumber(t, number);

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
    const stock = await fx.stock(await fx.product(), { quantity: 3, expireDate: '2099-12-31' });
    const body = {
      customer,
      invoiceItems: [{ stock: { id: stock }, quantity: 1 }],
      invoicePayment: { payment: 15, paymentType: 'CASH' as const },
    };
    // 31 December 23:30 UTC is already 1 January in Paris (UTC+1 in winter; Casablanca is at UTC+0 since 2026).
    const newYear = new Date('2040-12-31T23:30:00Z');
    const first = await createInvoice(t.database.db, body, staff.id, 'Europe/Paris', newYear);
    const second = await createInvoice(t.database.db, body, staff.id, 'Europe/Paris', newYear);
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
