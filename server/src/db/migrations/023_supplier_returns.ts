import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * Supplier returns (retours fournisseur, `RF-2026-000001`): units of batches received on a GRN sent
 * back to its supplier, each line naming the GRN line and batch, at the GRN's buying price and VAT
 * rate. Their value (VAT included) lowers what the shop owes the supplier.
 */
export const supplierReturns = (dialect: DialectName): Migration => ({
  async up(db) {
    await withId(dialect, db.schema.createTable('supplierReturns'))
      .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('dateTime', 'varchar(30)', (c) => c.notNull())
      .addColumn('localDate', 'varchar(10)', (c) => c.notNull())
      .addColumn('grnId', 'integer', (c) => c.notNull().references('grns.id'))
      .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('totalVat', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('supplier_returns_grn_idx').on('supplierReturns').column('grnId').execute();
    await db.schema.createIndex('supplier_returns_supplier_idx').on('supplierReturns').columns(['supplierId', 'localDate']).execute();
    await withId(dialect, db.schema.createTable('supplierReturnItems'))
      .addColumn('supplierReturnId', 'integer', (c) => c.notNull().references('supplierReturns.id'))
      .addColumn('grnItemId', 'integer', (c) => c.notNull().references('grnItems.id'))
      .addColumn('stockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('buyingPrice', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('vatRate', 'integer', (c) => c.notNull())
      .addColumn('vat', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('supplier_return_items_return_idx').on('supplierReturnItems').column('supplierReturnId').execute();
    await db.schema.createIndex('supplier_return_items_stock_idx').on('supplierReturnItems').column('stockId').execute();
  },
  async down(db) {
    await db.schema.dropTable('supplierReturnItems').execute();
    await db.schema.dropTable('supplierReturns').execute();
  },
});
