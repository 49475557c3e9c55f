import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditNote, InvoiceDetail, VatSummary } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { shopToday } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let fx: ReturnType<typeof salesFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  fx = salesFixtures(t.database.db);
});
afterAll(() => t.close());

/** A product at `rate` % VAT with a batch at `price` centimes. */
async function stockAt(name: string, rate: 0 | 7 | 10 | 14 | 20, price: number) {
  const product = await fx.product(name);
  await t.database.db.updateTable('products').set({ vatRate: rate }).where('id', '=', product).execute();
  return fx.stock(product, { quantity: 50, sellingPrice: price });
}

async function sell(customerId: number, stockId: number, quantity: number, paid: number): Promise<InvoiceDetail> {
  return given.invoice((await given.sale({ customer: customerId, lines: [{ stock: stockId, quantity }], paid })).id);
}
const credit = (invoice: InvoiceDetail, quantity: number, amount = 0) =>
  t.request(t.adminToken, {
    method: 'POST',
    url: `/api/invoice/${invoice.id}/credit-notes`,
    payload: { items: [{ invoiceItemId: invoice.invoiceItems[0].id, quantity, restock: true }], amount },
  });
const cents = (dirhams: number) => Math.round(dirhams * 100);

describe('credit notes and VAT', () => {
  it('reverse exactly the VAT a line was invoiced with, however many notes bring it back', async () => {
    const customer = await fx.customer({ name: 'Clinique Atlas' });
    const sale = await sell(customer.id, await stockAt('Crème Cicalfate', 20, 14999), 3, 449.97);
    const [line] = sale.invoiceItems;
    expect(line).toMatchObject({ totalExclVat: 374.98, vat: 74.99 });
    const notes: CreditNote[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await credit(sale, 1, 149.99);
      expect(response.statusCode, response.body).toBe(200);
      notes.push(response.json<CreditNote>());
    }
    expect(notes.reduce((sum, note) => sum + cents(note.totalVat), 0)).toBe(cents(line.vat));
    expect(notes.reduce((sum, note) => sum + cents(note.totalExclVat), 0)).toBe(cents(line.totalExclVat));
    expect(notes.map((note) => note.vatBreakdown[0])).toEqual([
      { rate: 20, base: 124.99, vat: 25, total: 149.99 },
      { rate: 20, base: 124.99, vat: 25, total: 149.99 },
      // The last unit takes what is left of the line's VAT.
      { rate: 20, base: 125, vat: 24.99, total: 149.99 },
    ]);
  });

  it('never refund more than the money received for the invoice: the rest comes off what is owed', async () => {
    const customer = await fx.customer({ name: 'Rachid Benjelloun' });
    const stock = await stockAt('Sirop Hederix', 7, 3550);
    const onCredit = await sell(customer.id, stock, 2, 0);
    const refused = await credit(onCredit, 1, 35.5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe(
      `The refund (35.50 DH) cannot be more than the money received for invoice ${onCredit.number} (0.00 DH): the rest is taken off what is owed.`,
    );
    expect((await credit(onCredit, 1)).json<CreditNote>()).toMatchObject({ total: 35.5, credited: 35.5 });

    // 50 DH kept of 71: one box (35.50) comes back; 14.50 goes off what is owed, so at least 14.50… at most 50 refunded.
    const partly = await sell(customer.id, stock, 2, 50);
    expect((await credit(partly, 1, 50.01)).statusCode).toBe(409);
    expect((await credit(partly, 1, 14.5)).json<CreditNote>()).toMatchObject({ refund: { amount: 14.5 }, credited: 21 });
    // Left on it: 71 − 50 − 21 = 0 owed and 35.50 held; the last box can be refunded whole, not a centime more.
    expect((await credit(partly, 1, 35.51)).statusCode).toBe(409);
    expect((await credit(partly, 1, 35.5)).statusCode).toBe(200);
  });

  it('lower the sales of their period in the VAT summary, rate by rate', async () => {
    const period = shopToday(t).slice(0, 7);
    const summary = async () =>
      (await t.request(t.adminToken, { method: 'GET', url: `/api/reports/vat?period=${period}` })).json<VatSummary>().sales;
    const customer = await fx.customer({ name: 'Hanane Skalli' });
    const sale = await sell(customer.id, await stockAt('Gel Arnica', 20, 6000), 2, 120);
    const before = await summary();
    const note = (await credit(sale, 1, 60)).json<CreditNote>();
    const after = await summary();
    const rate20 = (section: VatSummary['sales']) => section.byRate.find((line) => line.rate === 20)!;
    expect(cents(rate20(before).vat) - cents(rate20(after).vat)).toBe(cents(note.totalVat));
    expect(cents(rate20(before).base) - cents(rate20(after).base)).toBe(cents(note.totalExclVat));
    expect(cents(before.vat) - cents(after.vat)).toBe(1000);
  });
});
