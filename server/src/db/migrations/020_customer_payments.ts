import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * Money a customer pays later on what they bought on credit: each payment is a receipt
 * (`RC-2026-000001`), allocated to one or more open invoices. What an invoice still owes is its
 * total, less what was kept at the sale (payment − change), less its allocations.
 */
export const customerPayments = (dialect: DialectName): Migration => ({
  async up(db) {
    await withId(dialect, db.schema.createTable('customerPayments'))
      .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('dateTime', 'varchar(30)', (c) => c.notNull())
      .addColumn('localDate', 'varchar(10)', (c) => c.notNull())
      .addColumn('customerId', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('paymentType', 'varchar(20)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('customer_payments_customer_idx').on('customerPayments').columns(['customerId', 'id']).execute();
    await withId(dialect, db.schema.createTable('paymentAllocations'))
      .addColumn('paymentId', 'integer', (c) => c.notNull().references('customerPayments.id'))
      .addColumn('invoiceId', 'integer', (c) => c.notNull().references('invoices.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_allocations_payment_idx').on('paymentAllocations').column('paymentId').execute();
    await db.schema.createIndex('payment_allocations_invoice_idx').on('paymentAllocations').column('invoiceId').execute();
    // A customer's account, statement and payments read their invoices.
    await db.schema.createIndex('invoices_customer_idx').on('invoices').columns(['customerId', 'localDate']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('invoices_customer_idx').execute();
    await db.schema.dropTable('paymentAllocations').execute();
    await db.schema.dropTable('customerPayments').execute();
  },
});
