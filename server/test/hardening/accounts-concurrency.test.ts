/**
 * Races on accounts: payments of one customer, payments to one supplier, credit notes against payments
 * on one invoice, and sales on credit against a credit limit, all at once (one process; on PostgreSQL
 * through its pool). Afterwards nothing is allocated twice, nothing owes below zero or past its limit,
 * numbers are gapless and the ledger check finds nothing.
 */
import type { Customer, InvoiceDetail } from '@hanout/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { grnBody, injectCall, seedShop } from '../support/shop';

const summaries: string[] = [];

afterAll(() => {
  for (const line of summaries) console.log(line);
});

describe('concurrency on accounts', () => {
  it(`races payments of one customer on the same invoices: never more than owed (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'payments', products: 1, quantities: [100] });
      // Three invoices on credit: 3 × 4 boxes at the line's price, nothing paid.
      const invoiceIds: number[] = [];
      for (let i = 0; i < 3; i++) {
        const sale = await admin('POST', '/api/invoice', {
          customer: { id: shop.customerId },
          invoiceItems: [{ stock: { id: shop.lines[0].id }, quantity: 4 }],
          invoicePayment: { payment: 0, paymentType: 'CASH' },
        });
        invoiceIds.push(Number(sale.headers['x-document-id']));
      }
      const totals = await t.database.db.selectFrom('invoices').select('total').where('id', 'in', invoiceIds).execute();
      const owed = totals.reduce((sum, invoice) => sum + Number(invoice.total), 0) / 100;
      const share = owed / 6;
      expect(Number.isInteger(share * 100)).toBe(true);
      // Twenty payments of a sixth of the debt at once, each naming invoices in its own order: six can go through.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          admin('POST', `/api/customers/${shop.customerId}/payments`, {
            amount: share,
            paymentType: 'CASH',
            invoiceIds: [invoiceIds[i % 3], invoiceIds[(i + 1) % 3]],
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(6);
      expect(statuses.filter((status) => status === 409)).toHaveLength(14);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      const account = await admin('GET', `/api/customers/${shop.customerId}/account`);
      expect((account.body as { amountDue: number }).amountDue).toBe(0);
      summaries.push(
        `hardening: payments (${dialectUnderTest}): 20 payments of ${share.toFixed(2)} DH raced on ${owed.toFixed(2)} DH owed over 3 invoices: ` +
          `6 went through, 14 refused with 409, ${figures.payments} receipts numbered without gaps, every centime allocated once, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });

  it(`races payments to one supplier on the same GRNs: never more than owed (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'supplier payments', products: 1, quantities: [] });
      // Three GRNs on credit of 7 boxes at 10.02 DH: 70.14 DH each, nothing paid.
      const grnIds: number[] = [];
      for (let i = 0; i < 3; i++) {
        const grn = await admin(
          'POST',
          '/api/grn',
          grnBody(shop.supplierId, [{ product: shop.productIds[0], quantity: 7, buyingPrice: 10.02 }]),
        );
        grnIds.push(Number(grn.headers['x-document-id']));
      }
      const owed = 210.42;
      const share = 35.07;
      // Twenty payments of a sixth of the debt at once, each naming GRNs in its own order: six can go through.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          admin('POST', `/api/suppliers/${shop.supplierId}/payments`, {
            amount: share,
            paymentType: 'CASH',
            grnIds: [grnIds[i % 3], grnIds[(i + 2) % 3]],
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(6);
      expect(statuses.filter((status) => status === 409)).toHaveLength(14);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      expect(figures.paidToSuppliers).toBe(Math.round(owed * 100));
      const account = await admin('GET', `/api/suppliers/${shop.supplierId}/account`);
      expect((account.body as { amountDue: number }).amountDue).toBe(0);
      summaries.push(
        `hardening: supplier payments (${dialectUnderTest}): 20 payments of ${share.toFixed(2)} DH raced on ${owed.toFixed(2)} DH owed over 3 GRNs: ` +
          `6 went through, 14 refused with 409, ${figures.supplierPayments} PF numbers without gaps, every centime allocated once, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });

  it(`races credit notes and payments on one invoice: never more returned than sold, nor more taken off than owed (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'returns', products: 1, quantities: [100] });
      const sale = await admin('POST', '/api/invoice', {
        customer: { id: shop.customerId },
        invoiceItems: [{ stock: { id: shop.lines[0].id }, quantity: 10 }],
        invoicePayment: { payment: 0, paymentType: 'CASH' },
      });
      const invoiceId = Number(sale.headers['x-document-id']);
      const invoice = (await admin('GET', `/api/invoice/${invoiceId}`)).body as InvoiceDetail;
      const [line] = invoice.invoiceItems;
      const quantityLeft = async () =>
        (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', line.stock.id).executeTakeFirstOrThrow()).quantity;
      const before = await quantityLeft();
      // Fifteen returns of 2 boxes (5 can pass: 10 were sold) and ten payments of a box's price at once, interleaved:
      // together they ask for 40 boxes' worth off a debt of 10.
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          i % 5 < 3
            ? admin('POST', `/api/invoice/${invoiceId}/credit-notes`, { items: [{ invoiceItemId: line.id, quantity: 2, restock: true }] })
            : admin('POST', `/api/customers/${shop.customerId}/payments`, { amount: line.sellingPrice, paymentType: 'CASH' }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const notes = answers.filter((answer, i) => i % 5 < 3 && answer.status === 200).length;
      const payments = answers.filter((answer, i) => i % 5 >= 3 && answer.status === 200).length;
      expect(notes).toBeLessThanOrEqual(5);
      expect(notes * 2 + payments).toBe(10);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      const account = (await admin('GET', `/api/customers/${shop.customerId}/account`)).body as { amountDue: number };
      expect(account.amountDue).toBe(0);
      expect(await quantityLeft()).toBe(before + notes * 2);
      summaries.push(
        `hardening: returns (${dialectUnderTest}): 15 credit notes of 2 boxes and 10 payments of one box raced on an invoice of 10 boxes on credit: ` +
          `${notes} credit notes and ${payments} payments went through, ${statuses.filter((status) => status === 409).length} refused with 409, ` +
          `${figures.unitsReturned} units returned of 10 sold, ${figures.unitsRestocked} back in their batch, AV numbers without gaps, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });

  it(`races sales on credit to a customer with a credit limit: never past it (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'limit', products: 1, quantities: [100] });
      const [line] = shop.lines;
      const customer = (await admin('GET', `/api/customers/${shop.customerId}`)).body as Customer;
      // seedShop sells at 15 DH a box.
      const limit = 150;
      expect(
        (
          await admin('PUT', '/api/customers', {
            id: customer.id,
            ice: customer.ice,
            name: customer.name,
            mobile: '0612345678',
            creditLimit: limit,
          })
        ).status,
      ).toBe(200);
      // Twenty sales of one box on credit at once: the limit holds ten.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          admin('POST', '/api/invoice', {
            customer: { id: shop.customerId },
            invoiceItems: [{ stock: { id: line.id }, quantity: 1 }],
            invoicePayment: { payment: 0, paymentType: 'CASH' },
          }),
        ),
      );
      const passed = answers.filter((answer) => answer.status === 200).length;
      const refused = answers.filter((answer) => answer.status === 409).length;
      expect(passed + refused).toBe(20);
      expect(passed).toBe(10);
      const account = (await admin('GET', `/api/customers/${shop.customerId}/account`)).body as { amountDue: number };
      expect(account.amountDue).toBe(limit);
      const { violations } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      summaries.push(
        `hardening: credit limit (${dialectUnderTest}): 20 sales of one box on credit raced on a limit of 10 boxes: ` +
          `${passed} went through, ${refused} refused with 409, ${account.amountDue.toFixed(2)} DH owed of ${limit.toFixed(2)} DH allowed, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });
});
