import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccount, CustomerPayment, Paged, Receivable, ReceivablesSummary } from '@hanout/contract';
import { dayFirst } from '../../../src/lib/clock';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText, popplerText } from '../../support/pdf-text';
import { shopToday, addDays } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let fx: ReturnType<typeof salesFixtures>;
let stock: number;
let given: Given;

beforeAll(async () => {
  t = await createTestApp();
  fx = salesFixtures(t.database.db);
  given = givenShop(t);
  // 10.00 DH a box.
  stock = await fx.stock(await fx.product('Doliprane'), { quantity: 1000, sellingPrice: 1000 });
});
afterAll(() => t.close());

/** A sale of `boxes` boxes at 10 DH, of which `paid` DH is paid at the counter; answers the invoice's id. */
async function sellOnCredit(customerId: number, boxes: number, paid: number): Promise<number> {
  return (await given.sale({ customer: customerId, lines: [{ stock, quantity: boxes }], paid })).id;
}

const pay = (customerId: number, payload: object, headers: Record<string, string> = {}) =>
  t.request(t.adminToken, { method: 'POST', url: `/api/customers/${customerId}/payments`, payload, headers });
const account = async (customerId: number) =>
  (await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${customerId}/account` })).json<CustomerAccount>();

describe('customer payments', () => {
  it('settles the oldest open invoices first, to the centime, numbered RC-YYYY-000001 onwards', async () => {
    const customer = await fx.customer({ name: 'Karim Alaoui' });
    const first = await sellOnCredit(customer.id, 10, 20); // owes 80
    const second = await sellOnCredit(customer.id, 5, 0); // owes 50
    expect((await account(customer.id)).amountDue).toBe(130);

    const response = await pay(customer.id, { amount: 100.5, paymentType: 'CASH' });
    expect(response.statusCode, response.body).toBe(200);
    const payment = response.json<CustomerPayment>();
    expect(payment.number).toBe(`RC-${shopToday(t).slice(0, 4)}-000001`);
    expect(payment.allocations.map(({ invoiceId, amount, remainingDue }) => ({ invoiceId, amount, remainingDue }))).toEqual([
      { invoiceId: first, amount: 80, remainingDue: 0 },
      { invoiceId: second, amount: 20.5, remainingDue: 29.5 },
    ]);
    const after = await account(customer.id);
    expect(after.amountDue).toBe(29.5);
    expect(after.openInvoices.map((invoice) => [invoice.id, invoice.remainingDue])).toEqual([[second, 29.5]]);
  });

  it('refuses more than the customer owes, and an invoice that is not theirs, writing nothing', async () => {
    const customer = await fx.customer();
    const other = await fx.customer();
    await sellOnCredit(customer.id, 3, 0); // owes 30
    const foreign = await sellOnCredit(other.id, 1, 0);
    const before = await t.database.db
      .selectFrom('customerPayments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const tooMuch = await pay(customer.id, { amount: 30.01, paymentType: 'CASH' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ detail: string }>().detail).toBe('The payment (30.01 DH) is more than the customer owes (30.00 DH).');
    expect((await pay(customer.id, { amount: 5, paymentType: 'CASH', invoiceIds: [foreign] })).statusCode).toBe(409);
    expect((await pay(customer.id, { amount: 0, paymentType: 'CASH' })).statusCode).toBe(400);
    const tomorrow = addDays(shopToday(t), 1);
    expect((await pay(customer.id, { amount: 5, paymentType: 'CASH', date: tomorrow })).statusCode).toBe(400);
    expect((await pay(987654, { amount: 5, paymentType: 'CASH' })).statusCode).toBe(404);

    const after = await t.database.db
      .selectFrom('customerPayments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await account(customer.id)).amountDue).toBe(30);
  });

  it('settles the chosen invoices first, then the oldest', async () => {
    const customer = await fx.customer();
    const old = await sellOnCredit(customer.id, 2, 0); // 20
    const recent = await sellOnCredit(customer.id, 4, 0); // 40
    const payment = (await pay(customer.id, { amount: 50, paymentType: 'CHEQUE', invoiceIds: [recent] })).json<CustomerPayment>();
    expect(payment.allocations.map(({ invoiceId, amount }) => [invoiceId, amount])).toEqual([
      [recent, 40],
      [old, 10],
    ]);
    expect((await account(customer.id)).amountDue).toBe(10);
  });

  it('settles an invoice named twice once, and takes the rest to the next', async () => {
    const customer = await fx.customer();
    const first = await sellOnCredit(customer.id, 2, 0); // 20
    const second = await sellOnCredit(customer.id, 4, 0); // 40
    const payment = (await pay(customer.id, { amount: 30, paymentType: 'CASH', invoiceIds: [first, first] })).json<CustomerPayment>();
    expect(payment.allocations.map(({ invoiceId, amount }) => [invoiceId, amount])).toEqual([
      [first, 20],
      [second, 10],
    ]);
    expect((await account(customer.id)).amountDue).toBe(30);
  });

  it('records one payment for a request sent twice with the same Idempotency-Key', async () => {
    const customer = await fx.customer();
    await sellOnCredit(customer.id, 5, 0);
    const headers = { 'idempotency-key': 'pay-once-42' };
    const first = await pay(customer.id, { amount: 20, paymentType: 'CASH' }, headers);
    const again = await pay(customer.id, { amount: 20, paymentType: 'CASH' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<CustomerPayment>().number).toBe(first.json<CustomerPayment>().number);
    expect((await account(customer.id)).amountDue).toBe(30);
  });
});

describe('customer account', () => {
  it('sorts what is owed by age: 0–30, 31–60, 61–90 and over 90 days', async () => {
    const customer = await fx.customer();
    for (const [days, boxes] of [
      [0, 1],
      [30, 2],
      [31, 3],
      [75, 4],
      [120, 5],
    ]) {
      const id = await sellOnCredit(customer.id, boxes, 0);
      await given.backdate('invoices', id, days);
    }
    const { amountDue, aging, openInvoices } = await account(customer.id);
    expect(amountDue).toBe(150);
    expect(aging).toEqual({ current: 30, days31to60: 30, days61to90: 40, over90: 50 });
    expect(openInvoices.map((invoice) => invoice.ageDays)).toEqual([120, 75, 31, 30, 0]);
  });
});

describe('the receipt PDF', () => {
  it('names the customer, the invoices settled and the amount in words, in the document language', async () => {
    const customer = await fx.customer({ name: 'محمد العلوي' });
    const invoice = await sellOnCredit(customer.id, 10, 0);
    const invoiceNumber = (await t.database.db.selectFrom('invoices').select('number').where('id', '=', invoice).executeTakeFirstOrThrow())
      .number;
    const payment = (await pay(customer.id, { amount: 60, paymentType: 'CASH' })).json<CustomerPayment>();
    // Paid later, the invoice is settled in part: the receipt says what is still owed, and stays so.
    await pay(customer.id, { amount: 10, paymentType: 'CASH' });
    const response = await t.request(t.adminToken, { method: 'GET', url: `/api/receipts/${payment.id}/report` });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-document-number']).toBe(payment.number);
    const text = popplerText(response.rawPayload);
    for (const expected of [
      `Reçu N° ${payment.number}`,
      'محمد العلوي',
      invoiceNumber,
      'Montant reçu',
      'Reste dû',
      'Espèces',
      'Arrêté le présent reçu à la somme de soixante dirhams.',
    ]) {
      expect(text).toContain(expected);
    }
    // The invoice's line: total, settled, still due; then the amount received and what the account still owed.
    expect(text).toMatch(/100,00 DH\s+60,00 DH\s+40,00 DH/);
    expect(text).toMatch(/Reste dû sur le compte\s+40,00 DH/);
    expect((await t.request(t.adminToken, { method: 'GET', url: '/api/receipts/987654/report' })).statusCode).toBe(404);
  });
});

describe('the statement', () => {
  it('carries the opening balance, each movement with the running balance, and closes on what the account says is owed', async () => {
    const customer = await fx.customer({ name: 'Clinique Anfa' });
    const today = shopToday(t);
    const old = await sellOnCredit(customer.id, 10, 20); // 100, 20 paid at the sale: owes 80
    await given.backdate('invoices', old, 40);
    const recent = await sellOnCredit(customer.id, 5, 0); // 50
    await given.backdate('invoices', recent, 10);
    const payment = (await pay(customer.id, { amount: 30.25, paymentType: 'CASH', date: addDays(today, -5) })).json<CustomerPayment>();

    const from = addDays(today, -20);
    const response = await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${customer.id}/statement?from=${from}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    const numbers = await t.database.db.selectFrom('invoices').select(['id', 'number']).where('id', 'in', [old, recent]).execute();
    const numberOf = (id: number) => numbers.find((row) => row.id === id)!.number;
    for (const expected of [
      'Relevé de compte',
      'Clinique Anfa',
      'Solde au début de la période 80,00 DH',
      numberOf(recent),
      payment.number,
      'Paiement reçu',
      '50,00 DH 130,00 DH',
      '30,25 DH 99,75 DH',
      'Total débit 50,00 DH',
      'Total crédit 30,25 DH',
      'Solde à la fin de la période 99,75 DH',
    ]) {
      expect(text).toContain(expected);
    }
    // The invoice before the period is in the opening balance only.
    expect(text).not.toContain(numberOf(old));
    expect((await account(customer.id)).amountDue).toBe(99.75);

    const future = await t.request(t.adminToken, {
      method: 'GET',
      url: `/api/customers/${customer.id}/statement?from=${addDays(today, 1)}`,
    });
    expect(future.statusCode).toBe(400);
    const backwards = await t.request(t.adminToken, {
      method: 'GET',
      url: `/api/customers/${customer.id}/statement?from=${today}&to=${addDays(today, -1)}`,
    });
    expect(backwards.statusCode).toBe(400);
    // A period from the first year the calendar holds is a period, not a date that does not exist.
    const sinceTheBeginning = await t.request(t.adminToken, {
      method: 'GET',
      url: `/api/customers/${customer.id}/statement?from=0001-01-01&to=${today}`,
    });
    expect(sinceTheBeginning.statusCode, sinceTheBeginning.body).toBe(200);
    const withTime = await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${customer.id}/statement?from=2026-01-01T00:00` });
    expect(withTime.statusCode).toBe(400);
    expect(withTime.json().detail).toBe('from: Date must be YYYY-MM-DD');
  });
});

describe('the receivables list', () => {
  it('lists who owes what, largest first or oldest first', async () => {
    const own = await createTestApp();
    try {
      const ownFx = salesFixtures(own.database.db);
      const line = await ownFx.stock(await ownFx.product('Smecta'), { quantity: 100, sellingPrice: 1000 });
      const ownGiven = givenShop(own);
      const sell = async (customerId: number, boxes: number, daysAgo: number) => {
        const { id } = await ownGiven.sale({ customer: customerId, lines: [{ stock: line, quantity: boxes }] });
        await ownGiven.backdate('invoices', id, daysAgo);
      };
      const big = await ownFx.customer({ name: 'Big recent' });
      const old = await ownFx.customer({ name: 'Small old' });
      const settled = await ownFx.customer({ name: 'Settled' });
      await sell(big.id, 9, 2);
      await sell(old.id, 1, 70);
      await sell(old.id, 2, 10);
      await sell(settled.id, 1, 5);
      await own.request(own.adminToken, {
        method: 'POST',
        url: `/api/customers/${settled.id}/payments`,
        payload: { amount: 10, paymentType: 'CASH' },
      });
      const list = async (sort: string) =>
        (await own.request(own.adminToken, { method: 'GET', url: `/api/receivables?sort=${sort}` })).json<Paged<Receivable>>();
      const byAmount = await list('amount');
      expect(byAmount.totalElements).toBe(2);
      expect(byAmount.content.map(({ name, amountDue, openInvoices, ageDays }) => ({ name, amountDue, openInvoices, ageDays }))).toEqual([
        { name: 'Big recent', amountDue: 90, openInvoices: 1, ageDays: 2 },
        { name: 'Small old', amountDue: 30, openInvoices: 2, ageDays: 70 },
      ]);
      expect((await list('age')).content.map((row) => row.name)).toEqual(['Small old', 'Big recent']);
      const summary = (await own.request(own.adminToken, { method: 'GET', url: '/api/receivables/summary' })).json<ReceivablesSummary>();
      expect(summary).toMatchObject({ totalDue: 120, customers: 2 });
      expect(summary.largest.map((row) => row.name)).toEqual(['Big recent', 'Small old']);
    } finally {
      await own.close();
    }
  });
});

describe('dates and days', () => {
  it('refuses a payment dated before an invoice it settles', async () => {
    const customer = await fx.customer();
    const today = shopToday(t);
    const invoice = await sellOnCredit(customer.id, 2, 0);
    await given.backdate('invoices', invoice, 3);
    const early = await pay(customer.id, { amount: 5, paymentType: 'CASH', date: addDays(today, -4) });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ detail: string }>().detail).toBe(
      `date: The payment date cannot be before the invoices it settles (${dayFirst(addDays(today, -3))})`,
    );
    const french = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/customers/${customer.id}/payments`,
      payload: { amount: 5, paymentType: 'CASH', date: addDays(today, -4) },
      headers: { 'accept-language': 'fr' },
    });
    const [year, month, day] = addDays(today, -3).split('-');
    expect(french.json<{ detail: string }>().detail).toBe(
      `date: La date du paiement ne peut pas précéder les factures qu’il règle (${day}/${month}/${year})`,
    );
    expect((await pay(customer.id, { amount: 5, paymentType: 'CASH', date: addDays(today, -3) })).statusCode).toBe(200);
  });

  it('shows each sale followed by what was paid at it, within a day', async () => {
    const customer = await fx.customer();
    await sellOnCredit(customer.id, 10, 100); // 100, paid in full
    await sellOnCredit(customer.id, 5, 0); // 50 on credit
    const text = (
      await pdfText((await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${customer.id}/statement` })).rawPayload)
    ).replace(/\s+/g, ' ');
    // 100 → 0 → 50, never 150.
    expect(text).toMatch(/100,00 DH 100,00 DH .*Payé à la vente 100,00 DH 0,00 DH .*50,00 DH 50,00 DH/);
    expect(text).not.toContain('Facture 50,00 DH 150,00 DH');
  });
});
