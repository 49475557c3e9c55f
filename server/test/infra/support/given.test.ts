import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccount } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
});
afterAll(() => t.close());

describe('the fixture builder', () => {
  it('receives a batch on a GRN and sells from it to a customer on credit', async () => {
    const product = await given.product({ name: 'Doliprane 500', vatRate: 0 });
    const stock = await given.stock({ product: product.id, quantity: 20, sellingPrice: 12 });
    const { customer, invoice } = await given.customerOnCredit({ name: 'Karim Alaoui', stock, quantity: 3, paid: 6 });
    expect(invoice.number).toMatch(/^FA-/);
    expect((await given.invoice(invoice.id)).invoiceItems).toHaveLength(1);
    const account = (
      await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${customer.id}/account` })
    ).json<CustomerAccount>();
    expect(account.amountDue).toBe(30);
  });

  it('answers a refused sale as it came', async () => {
    const { customer, stock } = await given.customerOnCredit();
    expect((await given.trySale({ customer: customer.id, lines: [{ stock, quantity: 5000 }] })).statusCode).toBe(409);
  });

  it('receives on credit from a supplier', async () => {
    const supplier = await given.supplier({ name: 'Ahmed Bennani' });
    const product = await given.product();
    const grn = await given.grn({ supplier: supplier.id, lines: [{ product: product.id, quantity: 5 }] });
    expect((await given.grnDetail(grn.id)).stillDue).toBe(50);
  });
});
