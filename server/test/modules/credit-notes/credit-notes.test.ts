import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditNote, CustomerAccount, DashboardStatistics, InvoiceDetail, TopSellingProduct } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText, popplerText } from '../../support/pdf-text';
import { addDays, shopToday } from '../../support/purchasing-fixtures';
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

/** A sale of the given stock lines (quantity each), `paid` DH at the counter; answers the invoice as issued. */
async function sell(customerId: number, lines: [stockId: number, quantity: number][], paid: number): Promise<InvoiceDetail> {
  const { id } = await given.sale({ customer: customerId, lines: lines.map(([stock, quantity]) => ({ stock, quantity })), paid });
  return invoice(id);
}

const invoice = async (id: number) => (await t.request(t.adminToken, { method: 'GET', url: `/api/invoice/${id}` })).json<InvoiceDetail>();
const account = async (customerId: number) =>
  (await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${customerId}/account` })).json<CustomerAccount>();
const credit = (invoiceId: number, payload: object, token = t.adminToken, headers: Record<string, string> = {}) =>
  t.request(token, { method: 'POST', url: `/api/invoice/${invoiceId}/credit-notes`, payload, headers });
const quantityOf = async (stockId: number) => (await fx.stockRow(stockId)).quantity;
const creditNoteCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('creditNotes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('credit notes', () => {
  it('returns units into their batch, lowers what the customer owes, and is numbered AV-YYYY-000001 onwards', async () => {
    const customer = await fx.customer({ name: 'Salma Berrada' });
    const ventoline = await fx.stock(await fx.product('Ventoline'), { quantity: 10, sellingPrice: 3550 });
    const sirop = await fx.stock(await fx.product('Sirop'), { quantity: 10, sellingPrice: 1225 });
    const sale = await sell(
      customer.id,
      [
        [ventoline, 3],
        [sirop, 2],
      ],
      0,
    ); // 106.50 + 24.50 = 131.00 on credit
    expect((await account(customer.id)).amountDue).toBe(131);

    const response = await credit(sale.id, {
      items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 2, restock: true, reason: 'Erreur de prescription' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const note = response.json<CreditNote>();
    expect(note.number).toBe(`AV-${shopToday(t).slice(0, 4)}-000001`);
    expect(note.invoice).toEqual({ id: sale.id, number: sale.number, date: shopToday(t) });
    expect(note.total).toBe(71);
    expect(note.refund).toEqual({ amount: 0, paymentType: null });
    expect(note.credited).toBe(71);
    expect(note.items).toMatchObject([{ quantity: 2, sellingPrice: 35.5, total: 71, restocked: true, reason: 'Erreur de prescription' }]);
    expect(await quantityOf(ventoline)).toBe(7 + 2);
    expect((await account(customer.id)).amountDue).toBe(60);

    const corrected = await invoice(sale.id);
    expect(corrected.creditNotes).toEqual([{ id: note.id, number: note.number, date: shopToday(t), total: 71, refund: 0 }]);
    expect(corrected.invoiceItems.map((line) => line.returnedQuantity)).toEqual([2, 0]);
    expect(corrected.stillDue).toBe(60);
    // The invoice as issued does not change.
    expect(corrected.total).toBe(131);
    expect(corrected.remainingDue).toBe(131);
    expect(corrected.invoiceItems[0].quantity).toBe(3);
  });

  it('never returns more than was sold less what was already returned, writing nothing', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product('Amoxil'), { quantity: 10, sellingPrice: 1000 });
    const sale = await sell(customer.id, [[stock, 3]], 0);
    const line = sale.invoiceItems[0].id;
    expect((await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 2 }] })).statusCode).toBe(200);
    const before = await creditNoteCount();

    const tooMany = await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 2 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ detail: string }>().detail).toMatch(
      /^Amoxil: 3 sold and 2 already returned, so at most 1 can be returned\. The credit note was not saved\.$/,
    );
    const other = await sell(customer.id, [[stock, 1]], 0);
    expect((await credit(sale.id, { items: [{ invoiceItemId: other.invoiceItems[0].id, quantity: 1 }] })).statusCode).toBe(409);
    expect((await credit(sale.id, { items: [] })).statusCode).toBe(400);
    expect((await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 0 }] })).statusCode).toBe(400);
    expect(
      (
        await credit(sale.id, {
          items: [
            { invoiceItemId: line, quantity: 1 },
            { invoiceItemId: line, quantity: 1 },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect((await credit(987654, { items: [{ invoiceItemId: line, quantity: 1 }] })).statusCode).toBe(404);
    expect(await creditNoteCount()).toBe(before);
    expect(await quantityOf(stock)).toBe(10 - 3 - 1 + 2);
  });

  it('refunds a paid sale, and refuses to leave the shop owing the customer', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product('Smecta'), { quantity: 10, sellingPrice: 2000 });
    const sale = await sell(customer.id, [[stock, 2]], 40); // paid in full
    const line = sale.invoiceItems[0].id;

    const unpaid = await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 1 }] });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json<{ detail: string }>().detail).toBe(
      `This credit note exceeds what invoice ${sale.number} still owes (0.00 DH) by 20.00 DH: refund at least that amount.`,
    );
    const overRefund = await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 1 }], amount: 20.01 });
    expect(overRefund.statusCode).toBe(409);
    expect(overRefund.json<{ detail: string }>().detail).toBe('The refund (20.01 DH) cannot be more than the credit note (20.00 DH).');

    const refunded = await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 1 }], amount: 20, paymentType: 'CHEQUE' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<CreditNote>()).toMatchObject({ total: 20, refund: { amount: 20, paymentType: 'CHEQUE' }, credited: 0 });
    expect((await account(customer.id)).amountDue).toBe(0);
  });

  it('records units of an expired batch, or not asked back into stock, as destroyed', async () => {
    const customer = await fx.customer();
    const today = shopToday(t);
    const stock = await fx.stock(await fx.product('Zyrtec'), { quantity: 10, sellingPrice: 1000, expireDate: addDays(today, 30) });
    const sale = await sell(customer.id, [[stock, 4]], 0);
    const line = sale.invoiceItems[0].id;

    const kept = (
      await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 1, restock: false, reason: 'Boîte abîmée' }] })
    ).json<CreditNote>();
    expect(kept.items[0].restocked).toBe(false);
    expect(await quantityOf(stock)).toBe(6);

    await t.database.db
      .updateTable('stocks')
      .set({ expireDate: addDays(today, -1) })
      .where('id', '=', stock)
      .execute();
    const expired = (await credit(sale.id, { items: [{ invoiceItemId: line, quantity: 1, restock: true }] })).json<CreditNote>();
    expect(expired.items[0].restocked).toBe(false);
    expect(await quantityOf(stock)).toBe(6);
    expect((await account(customer.id)).amountDue).toBe(20);
  });

  it('answers a retry with the same Idempotency-Key once', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product('Spasfon'), { quantity: 10, sellingPrice: 1000 });
    const sale = await sell(customer.id, [[stock, 3]], 0);
    const payload = { items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 1 }] };
    const headers = { 'idempotency-key': 'avoir-spasfon-1' };
    const first = await credit(sale.id, payload, t.adminToken, headers);
    const again = await credit(sale.id, payload, t.adminToken, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<CreditNote>().id).toBe(first.json<CreditNote>().id);
    expect(await quantityOf(stock)).toBe(8);
  });

  it('is open to staff, as selling is', async () => {
    const customer = await fx.customer();
    const stock = await fx.stock(await fx.product('Dafalgan'), { quantity: 10, sellingPrice: 1000 });
    const sale = await sell(customer.id, [[stock, 1]], 0);
    const staff = await t.createUser({ role: 'ROLE_USER' });
    const response = await credit(sale.id, { items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 1 }] }, staff.token);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('money to the centime across a customer story', () => {
  it('sale on credit, two partial payments, a credit note with refund: the statement closes on the account', async () => {
    const customer = await fx.customer({ name: 'Pharmacie du Port' });
    const stock = await fx.stock(await fx.product('Augmentin'), { quantity: 20, sellingPrice: 3333 });
    const sale = await sell(customer.id, [[stock, 3]], 0); // 99.99 on credit
    const pay = (amount: number) =>
      t.request(t.adminToken, { method: 'POST', url: `/api/customers/${customer.id}/payments`, payload: { amount, paymentType: 'CASH' } });
    expect((await pay(40.01)).statusCode).toBe(200);
    expect((await pay(30)).statusCode).toBe(200); // owes 29.98
    // Two boxes back (66.66): 29.98 off what is owed, 36.68 refunded.
    const tooLittle = await credit(sale.id, { items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 2 }], amount: 36.67 });
    expect(tooLittle.statusCode).toBe(409);
    const note = (
      await credit(sale.id, { items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 2 }], amount: 36.68 })
    ).json<CreditNote>();
    expect(note).toMatchObject({ total: 66.66, credited: 29.98 });
    const owed = await account(customer.id);
    expect(owed.amountDue).toBe(0);
    expect(owed.openInvoices).toEqual([]);

    const statement = (
      await pdfText((await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${customer.id}/statement` })).rawPayload)
    ).replace(/\s+/g, ' ');
    for (const expected of [
      `${sale.number}`,
      '99,99 DH 99,99 DH',
      '40,01 DH 59,98 DH',
      '30,00 DH 29,98 DH',
      `${note.number} Remboursement 36,68 DH 66,66 DH`,
      `${note.number} Avoir 66,66 DH 0,00 DH`,
      'Solde à la fin de la période 0,00 DH',
    ]) {
      expect(statement).toContain(expected);
    }
  });

  it('takes refunds off the income and returned goods off the profit', async () => {
    const stats = async () =>
      (await t.request(t.adminToken, { method: 'GET', url: '/api/invoice/statistics' })).json<DashboardStatistics>();
    const customer = await fx.customer();
    // Bought at 6.00, sold at 10.00 (0 % VAT): 4.00 of profit a box.
    const stock = await fx.stock(await fx.product('Gaviscon'), { quantity: 10, buyingPrice: 600, sellingPrice: 1000 });
    const sale = await sell(customer.id, [[stock, 4]], 40);
    const before = await stats();
    await credit(sale.id, { items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 1, restock: true }], amount: 10 });
    await credit(sale.id, { items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 1, restock: false }], amount: 10 });
    const after = await stats();
    expect(Math.round((before.TotalInvoicePay! - after.TotalInvoicePay!) * 100)).toBe(2000);
    // The box back on the shelf undoes its 4.00 of profit; the destroyed one loses its 10.00 of sale.
    expect(Math.round((before.Marge! - after.Marge!) * 100)).toBe(400 + 1000);
  });

  it('counts returned units out of the units sold, on the dashboard and the top sellers', async () => {
    const customer = await fx.customer();
    const kept = await fx.stock(await fx.product('Returnix'), { quantity: 100, buyingPrice: 600, sellingPrice: 1000 });
    const returnedAll = await fx.stock(await fx.product('Retourné'), { quantity: 10, buyingPrice: 600, sellingPrice: 1000 });
    const sale = await sell(
      customer.id,
      [
        [kept, 60],
        [returnedAll, 3],
      ],
      630,
    );
    const [keptLine, returnedLine] = sale.invoiceItems;
    const returned = await credit(sale.id, {
      items: [
        { invoiceItemId: keptLine.id, quantity: 40, restock: true },
        { invoiceItemId: returnedLine.id, quantity: 3, restock: false },
      ],
      amount: 430,
    });
    expect(returned.statusCode, returned.body).toBe(200);

    const statistics = (await t.request(t.adminToken, { method: 'GET', url: '/api/invoice/statistics' })).json<DashboardStatistics>();
    expect(statistics.TotalOrderByProduct).toContainEqual({ productName: 'Returnix', total: 20 });
    expect(statistics.TotalOrderByProduct.map((product) => product.productName)).not.toContain('Retourné');
    const top = (await t.request(t.adminToken, { method: 'GET', url: '/api/invoice/top-selling' })).json<TopSellingProduct[]>();
    expect(top[0]).toMatchObject({ name: 'Returnix', unitsSold: 20 });
    expect(top.map((product) => product.name)).not.toContain('Retourné');
  });
});

describe('the credit note PDF', () => {
  it('names the invoice it corrects, with its lines, totals and amount in words, and the invoice lists it', async () => {
    const customer = await fx.customer({ name: 'Youssef Tazi' });
    const stock = await fx.stock(await fx.product('Nurofen'), { quantity: 10, sellingPrice: 2450 });
    const sale = await sell(customer.id, [[stock, 2]], 49);
    const note = (
      await credit(sale.id, {
        items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 1, restock: true, reason: 'Doublon' }],
        amount: 24.5,
      })
    ).json<CreditNote>();
    const response = await t.request(t.adminToken, { method: 'GET', url: `/api/credit-notes/${note.id}/report` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Avoir',
      note.number,
      `Facture ${sale.number} du`,
      'Youssef Tazi',
      'Remis en stock',
      'Motif : Doublon',
      'Remboursé (Espèces) 24,50 DH',
      'Déduit du compte du client 0,00 DH',
      'Arrêté le présent avoir à la somme de vingt-quatre dirhams et cinquante centimes.',
    ]) {
      expect(text).toContain(expected);
    }
    const invoicePdf = popplerText(
      (await t.request(t.adminToken, { method: 'GET', url: `/api/invoice/report/${sale.id}` })).rawPayload,
    ).replace(/\s+/g, ' ');
    // The invoice stays as issued: the credit note is a document of its own.
    expect(invoicePdf).not.toContain(note.number);
    expect((await t.request(t.adminToken, { method: 'GET', url: `/api/credit-notes/${note.id}` })).json<CreditNote>().number).toBe(
      note.number,
    );
    expect((await t.request(t.adminToken, { method: 'GET', url: '/api/credit-notes/987654/report' })).statusCode).toBe(404);
  });

  it('names the customer and the products as the invoice it corrects named them, though both were renamed since', async () => {
    const customer = await fx.customer({ name: 'Clinique Atlas' });
    const product = await fx.product('Crème solaire SPF50');
    const stock = await fx.stock(product, { quantity: 5, sellingPrice: 9000 });
    const sale = await sell(customer.id, [[stock, 2]], 0);
    await t.database.db.updateTable('customers').set({ name: 'Clinique Renommée' }).where('id', '=', customer.id).execute();
    await t.database.db.updateTable('products').set({ name: 'Crème renommée' }).where('id', '=', product).execute();
    const note = (
      await credit(sale.id, { items: [{ invoiceItemId: sale.invoiceItems[0].id, quantity: 1, restock: true }], amount: 0 })
    ).json<CreditNote>();
    expect(note.items[0].product.name).toBe('Crème solaire SPF50');
    const text = (
      await pdfText((await t.request(t.adminToken, { method: 'GET', url: `/api/credit-notes/${note.id}/report` })).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Clinique Atlas');
    expect(text).toContain('Crème solaire SPF50');
    expect(text).not.toContain('Renommée');
    expect(text).not.toContain('renommée');
  });
});
