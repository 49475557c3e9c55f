import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_LIMIT_PROBLEM, type Customer, type CustomerAccount } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let fx: ReturnType<typeof salesFixtures>;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  fx = salesFixtures(t.database.db);
  staffToken = (await t.createUser({ role: 'ROLE_USER' })).token;
});
afterAll(() => t.close());

const customerOf = async (id: number) => (await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${id}` })).json<Customer>();
const amountDue = async (id: number) =>
  (await t.request(t.adminToken, { method: 'GET', url: `/api/customers/${id}/account` })).json<CustomerAccount>().amountDue;
const setLimit = (customer: Customer, creditLimit: number | null, token = t.adminToken) =>
  t.request(token, { method: 'PUT', url: '/api/customers', payload: { ...customer, mobile: '0612345678', creditLimit } });
const sale = (customerId: number, stockId: number, quantity: number, paid: number, token: string, allowOverCreditLimit?: boolean) =>
  given.trySale({
    customer: customerId,
    lines: [{ stock: stockId, quantity }],
    paid,
    token,
    headers: { 'accept-language': 'fr' },
    allowOverCreditLimit,
  });

describe('credit limit', () => {
  it('is set by administrators only, kept when an update leaves it out, and removed with null', async () => {
    const customer = await fx.customer({ name: 'Karim Idrissi' });
    expect((await setLimit(await customerOf(customer.id), 100, staffToken)).statusCode).toBe(403);
    expect((await customerOf(customer.id)).creditLimit).toBeNull();
    expect((await setLimit(await customerOf(customer.id), 150.5)).statusCode).toBe(200);
    expect((await customerOf(customer.id)).creditLimit).toBe(150.5);
    const { creditLimit: _kept, ...withoutLimit } = await customerOf(customer.id);
    const update = await t.request(staffToken, {
      method: 'PUT',
      url: '/api/customers',
      payload: { ...withoutLimit, mobile: '0611111111' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await customerOf(customer.id)).creditLimit).toBe(150.5);
    expect((await setLimit(await customerOf(customer.id), null)).statusCode).toBe(200);
    expect((await customerOf(customer.id)).creditLimit).toBeNull();
  });

  it('refuses a sale on credit past the limit with a typed 409, lets an administrator allow it, never staff', async () => {
    const customer = await fx.customer({ name: 'Nadia Chraibi' });
    expect((await setLimit(await customerOf(customer.id), 100)).statusCode).toBe(200);
    const stock = await fx.stock(await fx.product('Smecta'), { quantity: 20, sellingPrice: 3000 });

    // 60 DH on credit, then 40 more: exactly at the limit passes.
    expect((await sale(customer.id, stock, 2, 0, staffToken)).statusCode).toBe(200);
    expect((await sale(customer.id, stock, 2, 20, staffToken)).statusCode).toBe(200);
    expect(await amountDue(customer.id)).toBe(100);

    // Paid in full: no credit asked, the limit does not matter.
    expect((await sale(customer.id, stock, 1, 30, staffToken)).statusCode).toBe(200);

    // One centime over is refused, naming the customer and both amounts, and nothing is written.
    const before = (await fx.stockRow(stock)).quantity;
    const over = await sale(customer.id, stock, 1, 29.99, staffToken);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      type: CREDIT_LIMIT_PROBLEM,
      detail: 'Nadia Chraibi devrait 100,01 DH, au-delà de son plafond de crédit de 100,00 DH. Un administrateur peut autoriser la vente.',
    });
    expect((await sale(customer.id, stock, 1, 29.99, staffToken, true)).statusCode).toBe(403);
    expect((await fx.stockRow(stock)).quantity).toBe(before);
    expect(await amountDue(customer.id)).toBe(100);

    const allowed = await sale(customer.id, stock, 1, 29.99, t.adminToken, true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await amountDue(customer.id)).toBe(100.01);
    expect((await fx.stockRow(stock)).quantity).toBe(before - 1);
  });

  it('counts what was paid since: a customer back under the limit may buy on credit again', async () => {
    const customer = await fx.customer({ name: 'Omar Fassi' });
    expect((await setLimit(await customerOf(customer.id), 50)).statusCode).toBe(200);
    const stock = await fx.stock(await fx.product('Dafalgan'), { quantity: 20, sellingPrice: 2500 });
    expect((await sale(customer.id, stock, 2, 0, staffToken)).statusCode).toBe(200);
    expect((await sale(customer.id, stock, 1, 0, staffToken)).statusCode).toBe(409);
    const payment = await t.request(staffToken, {
      method: 'POST',
      url: `/api/customers/${customer.id}/payments`,
      payload: { amount: 25, paymentType: 'CASH' },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    expect((await sale(customer.id, stock, 1, 0, staffToken)).statusCode).toBe(200);
    expect(await amountDue(customer.id)).toBe(50);
  });
});
