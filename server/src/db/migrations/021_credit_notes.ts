import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * Credit notes (avoirs, `AV-2026-000001`): goods a customer brings back from an invoice, each line
 * naming the invoice line it corrects, put back into its batch or recorded as destroyed, with the
 * money refunded at the counter. What the note is worth less its refund lowers what its invoice still
 * owes. Customers get an optional credit limit.
 */
export const creditNotes = (dialect: DialectName): Migration => ({
  async up(db) {
    await withId(dialect, db.schema.createTable('creditNotes'))
      .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('dateTime', 'varchar(30)', (c) => c.notNull())
      .addColumn('localDate', 'varchar(10)', (c) => c.notNull())
      .addColumn('invoiceId', 'integer', (c) => c.notNull().references('invoices.id'))
      .addColumn('customerId', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('totalVat', 'integer', (c) => c.notNull())
      .addColumn('refund', 'integer', (c) => c.notNull())
      .addColumn('refundType', 'varchar(20)')
      .addColumn('vatRegistered', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('credit_notes_invoice_idx').on('creditNotes').column('invoiceId').execute();
    await db.schema.createIndex('credit_notes_customer_idx').on('creditNotes').columns(['customerId', 'localDate']).execute();
    await db.schema.createIndex('credit_notes_local_date_idx').on('creditNotes').columns(['localDate', 'id']).execute();
    await withId(dialect, db.schema.createTable('creditNoteItems'))
      .addColumn('creditNoteId', 'integer', (c) => c.notNull().references('creditNotes.id'))
      .addColumn('invoiceItemId', 'integer', (c) => c.notNull().references('invoiceItems.id'))
      .addColumn('stockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('sellingPrice', 'integer', (c) => c.notNull())
      .addColumn('buyingPrice', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('vatRate', 'integer', (c) => c.notNull())
      .addColumn('vat', 'integer', (c) => c.notNull())
      .addColumn('restocked', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('credit_note_items_note_idx').on('creditNoteItems').column('creditNoteId').execute();
    await db.schema.createIndex('credit_note_items_invoice_item_idx').on('creditNoteItems').column('invoiceItemId').execute();
    await db.schema.alterTable('customers').addColumn('creditLimit', 'integer').execute();
  },
  async down(db) {
    await db.schema.alterTable('customers').dropColumn('creditLimit').execute();
    await db.schema.dropTable('creditNoteItems').execute();
    await db.schema.dropTable('creditNotes').execute();
  },
});
