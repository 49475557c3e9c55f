import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStatistics, Paged, Payable, PayablesSummary, SupplierAccount, SupplierPayment } from '@hanout/contract';
import { dayFirst } from '../../../src/lib/clock';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText, popplerText } from '../../support/pdf-text';
import { addDays, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { givenShop } from '../../support/given';

let t: TestApp;
/** The product each app's GRNs receive. */
const productOf = new Map<TestApp, number>();

beforeAll(async () => {
  t = await createTestApp();
  productOf.set(t, (await insertProduct(t, 'Doliprane')).id);
});
afterAll(() => t.close());

/** A GRN of `boxes` boxes at 10 DH (no VAT), of which `paid` DH is paid at the reception, `daysAgo` days ago; answers its id. */
async function receiveOnCredit(app: TestApp, supplierId: number, boxes: number, paid: number, daysAgo = 0): Promise<number> {
  const given = givenShop(app);
  const line = { product: productOf.get(app)!, quantity: boxes, manufactureDate: given.day(-400), expireDate: given.day(300) };
  const { id } = await given.grn({ supplier: supplierId, lines: [line], paid });
  if (daysAgo) await given.backdate('grns', id, daysAgo);
  return id;
}

const pay = (supplierId: number, payload: object, headers: Record<string, string> = {}, token = t.adminToken) =>
  t.request(token, { method: 'POST', url: `/api/suppliers/${supplierId}/payments`, payload, headers });
const account = async (supplierId: number) =>
  (await t.request(t.adminToken, { method: 'GET', url: `/api/suppliers/${supplierId}/account` })).json<SupplierAccount>();
const grnNumber = async (id: number) =>
  (await t.database.db.selectFrom('grns').select('number').where('id', '=', id).executeTakeFirstOrThrow()).number;
const paymentCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('supplierPayments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('supplier payments', () => {
  it('takes a GRN on credit down by two partial payments, to the centime, numbered PF-YYYY-000001 onwards', async () => {
    const supplier = await insertSupplier(t, 'Ahmed Bennani', 'Sothema');
    const first = await receiveOnCredit(t, supplier.id, 10, 20); // 100, 20 paid: owes 80
    const second = await receiveOnCredit(t, supplier.id, 5, 0); // owes 50
    expect((await account(supplier.id)).amountDue).toBe(130);

    const response = await pay(supplier.id, { amount: 100.5, paymentType: 'CASH' });
    expect(response.statusCode, response.body).toBe(200);
    const payment = response.json<SupplierPayment>();
    expect(payment.number).toBe(`PF-${shopToday(t).slice(0, 4)}-000001`);
    expect(payment.allocations.map(({ grnId, amount, remainingDue }) => ({ grnId, amount, remainingDue }))).toEqual([
      { grnId: first, amount: 80, remainingDue: 0 },
      { grnId: second, amount: 20.5, remainingDue: 29.5 },
    ]);
    const again = (await pay(supplier.id, { amount: 29.49, paymentType: 'CHEQUE' })).json<SupplierPayment>();
    expect(again.number).toBe(`PF-${shopToday(t).slice(0, 4)}-000002`);
    const after = await account(supplier.id);
    expect(after.amountDue).toBe(0.01);
    expect(after.openGrns.map((grn) => [grn.id, grn.remainingDue])).toEqual([[second, 0.01]]);

    const read = await t.request(t.adminToken, { method: 'GET', url: `/api/supplier-payments/${payment.id}` });
    expect(read.json<SupplierPayment>().allocations.map((allocation) => allocation.remainingDue)).toEqual([0, 0.01]);
    expect((await t.request(t.adminToken, { method: 'GET', url: '/api/supplier-payments/987654' })).statusCode).toBe(404);
  });

  it('refuses more than the shop owes, a GRN of another supplier, a day in the future or before the GRN, writing nothing', async () => {
    const supplier = await insertSupplier(t, 'Karima Idrissi', 'Cooper Pharma');
    const other = await insertSupplier(t, 'Omar Tazi', 'Pharma 5');
    const grn = await receiveOnCredit(t, supplier.id, 3, 0, 3); // owes 30
    const foreign = await receiveOnCredit(t, other.id, 1, 0);
    const before = await paymentCount();

    const tooMuch = await pay(supplier.id, { amount: 30.01, paymentType: 'CASH' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ detail: string }>().detail).toBe('The payment (30.01 DH) is more than the shop owes the supplier (30.00 DH).');
    const french = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/suppliers/${supplier.id}/payments`,
      payload: { amount: 30.01, paymentType: 'CASH' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json<{ detail: string }>().detail).toBe(
      'Le paiement (30,01 DH) dépasse ce que la boutique doit au fournisseur (30,00 DH).',
    );
    expect((await pay(supplier.id, { amount: 5, paymentType: 'CASH', grnIds: [foreign] })).statusCode).toBe(409);
    expect((await pay(supplier.id, { amount: 0, paymentType: 'CASH' })).statusCode).toBe(400);
    expect((await pay(supplier.id, { amount: 5, paymentType: 'CASH', date: addDays(shopToday(t), 1) })).statusCode).toBe(400);
    const early = await pay(supplier.id, { amount: 5, paymentType: 'CASH', date: addDays(shopToday(t), -4) });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ detail: string }>().detail).toBe(
      `date: The payment date cannot be before the GRNs it settles (${dayFirst(addDays(shopToday(t), -3))})`,
    );
    expect((await pay(987654, { amount: 5, paymentType: 'CASH' })).statusCode).toBe(404);

    expect(await paymentCount()).toBe(before);
    expect((await account(supplier.id)).amountDue).toBe(30);
    expect((await pay(supplier.id, { amount: 5, paymentType: 'CASH', date: addDays(shopToday(t), -3), grnIds: [grn] })).statusCode).toBe(
      200,
    );
  });

  it('settles the chosen GRNs first, then the oldest', async () => {
    const supplier = await insertSupplier(t, 'Youssef Amrani', 'Laprophan');
    const old = await receiveOnCredit(t, supplier.id, 2, 0); // 20
    const recent = await receiveOnCredit(t, supplier.id, 4, 0); // 40
    const payment = (await pay(supplier.id, { amount: 50, paymentType: 'CHEQUE', grnIds: [recent, recent] })).json<SupplierPayment>();
    expect(payment.allocations.map(({ grnId, amount }) => [grnId, amount])).toEqual([
      [recent, 40],
      [old, 10],
    ]);
    expect((await account(supplier.id)).amountDue).toBe(10);
  });

  it('records one payment for a request sent twice with the same Idempotency-Key', async () => {
    const supplier = await insertSupplier(t, 'Nadia Fassi', 'Bottu');
    await receiveOnCredit(t, supplier.id, 5, 0);
    const headers = { 'idempotency-key': 'pay-supplier-once-7' };
    const first = await pay(supplier.id, { amount: 20, paymentType: 'CASH' }, headers);
    const again = await pay(supplier.id, { amount: 20, paymentType: 'CASH' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<SupplierPayment>().number).toBe(first.json<SupplierPayment>().number);
    expect((await account(supplier.id)).amountDue).toBe(30);
  });

  it('is for administrators only', async () => {
    const supplier = await insertSupplier(t, 'Hicham Berrada', 'Iberma');
    await receiveOnCredit(t, supplier.id, 1, 0);
    const staff = await t.createUser({ role: 'ROLE_USER' });
    for (const url of [
      `/api/suppliers/${supplier.id}/account`,
      `/api/suppliers/${supplier.id}/statement`,
      '/api/payables',
      '/api/payables/summary',
      '/api/supplier-payments/1',
      '/api/supplier-payments/1/report',
    ]) {
      expect((await t.request(staff.token, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    const before = await paymentCount();
    expect((await pay(supplier.id, { amount: 1, paymentType: 'CASH' }, {}, staff.token)).statusCode).toBe(403);
    expect(await paymentCount()).toBe(before);
  });
});

describe('supplier account', () => {
  it('sorts what the shop owes by age: 0–30, 31–60, 61–90 and over 90 days', async () => {
    const supplier = await insertSupplier(t, 'Samir Chraibi', 'Galenica');
    for (const [days, boxes] of [
      [0, 1],
      [30, 2],
      [31, 3],
      [75, 4],
      [120, 5],
    ]) {
      await receiveOnCredit(t, supplier.id, boxes, 0, days);
    }
    const { amountDue, aging, openGrns } = await account(supplier.id);
    expect(amountDue).toBe(150);
    expect(aging).toEqual({ current: 30, days31to60: 30, days61to90: 40, over90: 50 });
    expect(openGrns.map((grn) => grn.ageDays)).toEqual([120, 75, 31, 30, 0]);
  });
});

describe('the statement and the voucher', () => {
  it('credits the GRNs, debits the payments, and closes on what the account says is owed, to the centime', async () => {
    const supplier = await insertSupplier(t, 'Rachid Lahlou', 'Promopharm');
    const today = shopToday(t);
    const old = await receiveOnCredit(t, supplier.id, 10, 20, 40); // 100, 20 paid: owes 80
    const recent = await receiveOnCredit(t, supplier.id, 5, 0, 10); // 50
    const first = (await pay(supplier.id, { amount: 30.25, paymentType: 'CASH', date: addDays(today, -5) })).json<SupplierPayment>();
    const second = (await pay(supplier.id, { amount: 12.1, paymentType: 'CHEQUE' })).json<SupplierPayment>();

    const from = addDays(today, -20);
    const response = await t.request(t.adminToken, { method: 'GET', url: `/api/suppliers/${supplier.id}/statement?from=${from}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Relevé de compte',
      'Fournisseur',
      'Rachid Lahlou',
      'Promopharm',
      'Solde au début de la période 80,00 DH',
      `${await grnNumber(recent)} Bon de réception 50,00 DH 130,00 DH`,
      `${first.number} Paiement effectué 30,25 DH 99,75 DH`,
      `${second.number} Paiement effectué 12,10 DH 87,65 DH`,
      'Total débit 42,35 DH',
      'Total crédit 50,00 DH',
      'Solde à la fin de la période 87,65 DH',
      'Un solde positif est dû au fournisseur.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(await grnNumber(old));
    expect((await account(supplier.id)).amountDue).toBe(87.65);

    // From the first GRN: what was paid at its reception is a debit right after it.
    const whole = (
      await pdfText((await t.request(t.adminToken, { method: 'GET', url: `/api/suppliers/${supplier.id}/statement` })).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(whole).toMatch(/Bon de réception 100,00 DH 100,00 DH .*Payé à la réception 20,00 DH 80,00 DH/);
    expect(whole).toContain('Solde à la fin de la période 87,65 DH');

    const backwards = await t.request(t.adminToken, {
      method: 'GET',
      url: `/api/suppliers/${supplier.id}/statement?from=${today}&to=${addDays(today, -1)}`,
    });
    expect(backwards.statusCode).toBe(400);
    const future = await t.request(t.adminToken, {
      method: 'GET',
      url: `/api/suppliers/${supplier.id}/statement?from=${addDays(today, 1)}`,
    });
    expect(future.statusCode).toBe(400);
    expect((await t.request(t.adminToken, { method: 'GET', url: '/api/suppliers/987654/statement' })).statusCode).toBe(404);
  });

  it('prints the payment voucher with the supplier, the GRNs settled and the amount in words', async () => {
    const supplier = await insertSupplier(t, 'محمد العلوي', 'Maphar');
    const grn = await receiveOnCredit(t, supplier.id, 10, 0);
    const payment = (await pay(supplier.id, { amount: 60, paymentType: 'CASH' })).json<SupplierPayment>();
    await pay(supplier.id, { amount: 10, paymentType: 'CASH' });
    const response = await t.request(t.adminToken, { method: 'GET', url: `/api/supplier-payments/${payment.id}/report` });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-document-number']).toBe(payment.number);
    const text = popplerText(response.rawPayload);
    for (const expected of [
      `Paiement fournisseur N° ${payment.number}`,
      'محمد العلوي',
      await grnNumber(grn),
      'Montant payé',
      'Reste à payer',
      'Espèces',
      'Arrêté le présent paiement à la somme de soixante dirhams.',
    ]) {
      expect(text).toContain(expected);
    }
    // What the GRN and the account still owed once this payment was made, not after the later one.
    expect(text).toMatch(/100,00 DH\s+60,00 DH\s+40,00 DH/);
    expect(text).toMatch(/Reste dû au fournisseur\s+40,00 DH/);
    expect((await t.request(t.adminToken, { method: 'GET', url: '/api/supplier-payments/987654/report' })).statusCode).toBe(404);
  });
});

describe('the payables list, its summary and the dashboard', () => {
  it('lists whom the shop owes, largest first or oldest first; later payments are expenses of their month', async () => {
    const own = await createTestApp();
    try {
      productOf.set(own, (await insertProduct(own, 'Smecta')).id);
      const big = await insertSupplier(own, 'Big recent', 'A');
      const old = await insertSupplier(own, 'Small old', 'B');
      const settled = await insertSupplier(own, 'Settled', 'C');
      await receiveOnCredit(own, big.id, 9, 0, 2);
      await receiveOnCredit(own, old.id, 1, 0, 70);
      await receiveOnCredit(own, old.id, 2, 0, 10);
      await receiveOnCredit(own, settled.id, 1, 4);
      const before = (await own.request(own.adminToken, { method: 'GET', url: '/api/invoice/statistics' })).json<DashboardStatistics>();
      const paid = await own.request(own.adminToken, {
        method: 'POST',
        url: `/api/suppliers/${settled.id}/payments`,
        payload: { amount: 6, paymentType: 'CASH' },
      });
      expect(paid.statusCode).toBe(200);
      const list = async (sort: string) =>
        (await own.request(own.adminToken, { method: 'GET', url: `/api/payables?sort=${sort}` })).json<Paged<Payable>>();
      const byAmount = await list('amount');
      expect(byAmount.totalElements).toBe(2);
      expect(byAmount.content.map(({ name, amountDue, openGrns, ageDays }) => ({ name, amountDue, openGrns, ageDays }))).toEqual([
        { name: 'Big recent', amountDue: 90, openGrns: 1, ageDays: 2 },
        { name: 'Small old', amountDue: 30, openGrns: 2, ageDays: 70 },
      ]);
      expect((await list('age')).content.map((row) => row.name)).toEqual(['Small old', 'Big recent']);
      const summary = (await own.request(own.adminToken, { method: 'GET', url: '/api/payables/summary' })).json<PayablesSummary>();
      expect(summary).toMatchObject({ totalDue: 120, suppliers: 2 });
      expect(summary.largest.map((row) => row.name)).toEqual(['Big recent', 'Small old']);

      const after = (await own.request(own.adminToken, { method: 'GET', url: '/api/invoice/statistics' })).json<DashboardStatistics>();
      const month = Number(shopToday(own).slice(5, 7)) - 1;
      expect(after.TotalGrnPay).toBe((before.TotalGrnPay ?? 0) + 6);
      expect(after.TotalGrnPayByMonth?.[month]).toBe((before.TotalGrnPayByMonth?.[month] ?? 0) + 6);
    } finally {
      await own.close();
    }
  });
});
