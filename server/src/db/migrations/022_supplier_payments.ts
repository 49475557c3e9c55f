import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * Money the shop pays a supplier later on GRNs received on credit: each payment is numbered
 * (`PF-2026-000001`) and allocated to one or more open GRNs. What a GRN still owes is its total,
 * less what was paid at the reception, less its allocations.
 */
export const supplierPayments = (dialect: DialectName): Migration => ({
  async up(db) {
    await withId(dialect, db.schema.createTable('supplierPayments'))
      .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('dateTime', 'varchar(30)', (c) => c.notNull())
      .addColumn('localDate', 'varchar(10)', (c) => c.notNull())
      .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('paymentType', 'varchar(20)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('supplier_payments_supplier_idx').on('supplierPayments').columns(['supplierId', 'id']).execute();
    await db.schema.createIndex('supplier_payments_day_idx').on('supplierPayments').column('localDate').execute();
    await withId(dialect, db.schema.createTable('supplierPaymentAllocations'))
      .addColumn('paymentId', 'integer', (c) => c.notNull().references('supplierPayments.id'))
      .addColumn('grnId', 'integer', (c) => c.notNull().references('grns.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('supplier_payment_allocations_payment_idx').on('supplierPaymentAllocations').column('paymentId').execute();
    await db.schema.createIndex('supplier_payment_allocations_grn_idx').on('supplierPaymentAllocations').column('grnId').execute();
    // A supplier's account, statement and payments read their GRNs.
    await db.schema.createIndex('grns_supplier_idx').on('grns').columns(['supplierId', 'localDate']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('grns_supplier_idx').execute();
    await db.schema.dropTable('supplierPaymentAllocations').execute();
    await db.schema.dropTable('supplierPayments').execute();
  },
});
