import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrnDetail, SupplierAccount, SupplierReturn, VatSummary } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { popplerText } from '../../support/pdf-text';
import { addDays, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = shopToday(t);
});
afterAll(() => t.close());

const get = (url: string) => t.request(t.adminToken, { method: 'GET', url });
const post = (url: string, payload: object) => t.request(t.adminToken, { method: 'POST', url, payload });

/** A GRN of `quantity` boxes of a 20 % VAT product at `buyingPrice` HT, `paid` DH paid at the reception. */
async function receive(supplierId: number, quantity: number, buyingPrice: number, paid: number): Promise<GrnDetail> {
  const { id: product } = await insertProduct(t, `Gel ${quantity}-${buyingPrice}`, 'Uriage', 'Dermo');
  await t.database.db.updateTable('products').set({ vatRate: 20 }).where('id', '=', product).execute();
  const response = await post('/api/grn', {
    supplier: supplierId,
    grnPayment: { payment: paid, paymentType: 'CASH' },
    grnItems: [
      {
        product,
        quantity,
        buyingPrice,
        sellingPrice: buyingPrice * 2,
        manufactureDate: addDays(today, -30),
        expireDate: addDays(today, 200),
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  return (await get(`/api/grn/${response.headers['x-document-id'] as string}`)).json<GrnDetail>();
}

describe('supplier returns in the supplier’s account', () => {
  it('lower what the shop owes, on the account and the statement, and the deductible VAT of the period', async () => {
    const supplier = await insertSupplier(t, 'Nabil Sqalli', 'Promopharm');
    const vatBefore = (await get(`/api/reports/vat?period=${today.slice(0, 7)}`)).json<VatSummary>().purchases;
    // 10 boxes at 25 HT + 20 % = 300 DH, 100 paid at the reception: 200 owed.
    const grn = await receive(supplier.id, 10, 25, 100);
    const sent = await post(`/api/grn/${grn.id}/returns`, {
      items: [{ stockId: grn.items[0].stock.id, quantity: 2, reason: 'Périmé bientôt' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const back = sent.json<SupplierReturn>();
    expect(back.total).toBe(60);

    const account = (await get(`/api/suppliers/${supplier.id}/account`)).json<SupplierAccount>();
    expect(account.amountDue).toBe(140);
    expect(account.openGrns).toEqual([expect.objectContaining({ number: grn.number, remainingDue: 140 })]);
    // The GRN keeps its balance as issued, and says what it still owes now.
    expect((await get(`/api/grn/${grn.id}`)).json<GrnDetail>()).toMatchObject({ grnPayment: { balance: -200 }, stillDue: 140 });
    expect((await post(`/api/suppliers/${supplier.id}/payments`, { amount: 140.01, paymentType: 'CASH' })).statusCode).toBe(409);

    const statement = popplerText((await get(`/api/suppliers/${supplier.id}/statement`)).rawPayload).replace(/\s+/g, ' ');
    expect(statement).toContain(`${back.number} Retour fournisseur 60,00 DH 140,00 DH`);
    expect(statement).toMatch(/Solde à la fin de la période 140,00 DH/);

    // The goods sent back are no longer a deductible purchase: their 10 DH of VAT comes off.
    const vatAfter = (await get(`/api/reports/vat?period=${today.slice(0, 7)}`)).json<VatSummary>().purchases;
    expect(Math.round((vatAfter.vat - vatBefore.vat) * 100)).toBe(5000 - 1000);
  });

  it('can leave the supplier owing the shop when more goes back than was left to pay', async () => {
    const supplier = await insertSupplier(t, 'Laila Hajji', 'Bottu');
    const grn = await receive(supplier.id, 4, 25, 120); // 120 DH, paid in full
    expect((await post(`/api/grn/${grn.id}/returns`, { items: [{ stockId: grn.items[0].stock.id, quantity: 1 }] })).statusCode).toBe(200);
    const account = (await get(`/api/suppliers/${supplier.id}/account`)).json<SupplierAccount>();
    expect(account.amountDue).toBe(-30);
    expect(account.openGrns).toEqual([]);
    expect((await get(`/api/grn/${grn.id}`)).json<GrnDetail>().stillDue).toBe(0);
    expect((await post(`/api/suppliers/${supplier.id}/payments`, { amount: 1, paymentType: 'CASH' })).statusCode).toBe(409);
  });

  it('counts goods sent back from a GRN already paid against the supplier’s other open GRNs, oldest first', async () => {
    const supplier = await insertSupplier(t, 'Hamza Tazi', 'Cooper');
    const paid = await receive(supplier.id, 8, 12.5, 120); // 120 DH, paid in full
    const owed = await receive(supplier.id, 5, 20, 0); // 120 DH on credit
    expect((await post(`/api/grn/${paid.id}/returns`, { items: [{ stockId: paid.items[0].stock.id, quantity: 4 }] })).statusCode).toBe(200);
    const account = async () => (await get(`/api/suppliers/${supplier.id}/account`)).json<SupplierAccount>();
    const payables = async () =>
      (await get('/api/payables?sort=amount'))
        .json<{ content: { supplierId: number; amountDue: number; openGrns: number }[] }>()
        .content.filter((payable) => payable.supplierId === supplier.id);

    // 60 DH of goods went back from the paid GRN: the shop owes 60 of the second, and its account agrees with itself.
    const before = await account();
    expect(before.amountDue).toBe(60);
    expect(before.openGrns).toEqual([expect.objectContaining({ number: owed.number, remainingDue: 60 })]);
    expect(before.aging.current).toBe(60);
    expect(await payables()).toEqual([expect.objectContaining({ amountDue: 60, openGrns: 1 })]);
    // Each GRN's screen says what the account says of it: the credit counted once, on the open GRN.
    const stillDue = async (id: number) => (await get(`/api/grn/${id}`)).json<GrnDetail>().stillDue;
    expect([await stillDue(paid.id), await stillDue(owed.id)]).toEqual([0, 60]);

    // Paying those 60 settles the account: nothing is left open that no payment could settle.
    expect((await post(`/api/suppliers/${supplier.id}/payments`, { amount: 60, paymentType: 'CASH' })).statusCode).toBe(200);
    const after = await account();
    expect(after).toMatchObject({ amountDue: 0, openGrns: [] });
    expect(after.aging.current).toBe(0);
    expect(await payables()).toEqual([]);
  });
});
