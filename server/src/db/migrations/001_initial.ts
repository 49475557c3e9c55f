import { sql, type Kysely, type CreateTableBuilder, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

export const initial = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect), down });

/**
 * The columns a GRN and an invoice share, in this order: number, time and shop-local day, the
 * other party (supplier or customer), the user, and the amounts in centimes with the payment type.
 */
function withDocumentColumns<T extends string>(table: CreateTableBuilder<T>, partyColumn: string, partyReference: string) {
  return table
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('dateTime', 'varchar(30)', (c) => c.notNull())
    .addColumn('localDate', 'varchar(10)', (c) => c.notNull())
    .addColumn(partyColumn, 'integer', (c) => c.notNull().references(partyReference))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('payment', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('paymentType', 'varchar(20)', (c) => c.notNull());
}

const UNITS = ['Box', 'Tablet', 'Capsule', 'Bottle', 'Tube', 'Sachet', 'Ampoule', 'Vial', 'ml', 'g', 'Piece'];

/** The one table this migration fills as well as creates. */
type SeededTables = { units: { name: string } };

async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(dialect, db.schema.createTable('users'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('username', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('isEnabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(dialect, db.schema.createTable('passwordResets'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('codeHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expiresAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('usedAt', 'varchar(30)')
    .execute();

  await withId(dialect, db.schema.createTable('mailOutbox'))
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('sentAt', 'varchar(30)')
    .execute();

  await withId(dialect, db.schema.createTable('customers'))
    .addColumn('ice', 'varchar(30)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(dialect, db.schema.createTable('companies'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(255)', (c) => c.notNull())
    .execute();

  await withId(dialect, db.schema.createTable('suppliers'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('companyId', 'integer', (c) => c.notNull().references('companies.id'))
    .execute();
  await db.schema.createIndex('suppliers_company_idx').on('suppliers').column('companyId').execute();

  await withId(dialect, db.schema.createTable('categories'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('categories_name_uq')
    .on('categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await withId(dialect, db.schema.createTable('brands'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('categoryId', 'integer', (c) => c.notNull().references('categories.id'))
    .execute();
  await db.schema
    .createIndex('brands_category_name_uq')
    .on('brands')
    .unique()
    .expression(sql`category_id, lower(name)`)
    .execute();

  await withId(dialect, db.schema.createTable('units'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull().unique())
    .execute();
  await db
    .withTables<SeededTables>()
    .insertInto('units')
    .values(UNITS.map((name) => ({ name })))
    .execute();

  await withId(dialect, db.schema.createTable('products'))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('brandId', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('unitId', 'integer', (c) => c.notNull().references('units.id'))
    .execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brandId').execute();

  await db.schema
    .createTable('documentSequences')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('lastNumber', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_sequences_pk', ['kind', 'year'])
    .execute();

  await withDocumentColumns(withId(dialect, db.schema.createTable('grns')), 'supplierId', 'suppliers.id').execute();
  await db.schema.createIndex('grns_local_date_idx').on('grns').columns(['localDate', 'id']).execute();

  await withId(dialect, db.schema.createTable('grnItems'))
    .addColumn('grnId', 'integer', (c) => c.notNull().references('grns.id'))
    .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('buyingPrice', 'integer', (c) => c.notNull())
    .addColumn('sellingPrice', 'integer', (c) => c.notNull())
    .addColumn('manufactureDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('expireDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('grn_items_grn_idx').on('grnItems').column('grnId').execute();

  await withId(dialect, db.schema.createTable('stocks'))
    .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('grnItemId', 'integer', (c) => c.references('grnItems.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('initialQuantity', 'integer', (c) => c.notNull())
    .addColumn('buyingPrice', 'integer', (c) => c.notNull())
    .addColumn('sellingPrice', 'integer', (c) => c.notNull())
    .addColumn('manufactureDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('expireDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stocks_product_idx').on('stocks').column('productId').execute();
  await db.schema
    .createIndex('stocks_available_expiry_idx')
    .on('stocks')
    .columns(['expireDate', 'id'])
    .where(sql.ref('quantity'), '>', 0)
    .execute();

  await withDocumentColumns(withId(dialect, db.schema.createTable('invoices')), 'customerId', 'customers.id')
    .addColumn('itemCount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_local_date_idx').on('invoices').columns(['localDate', 'id']).execute();

  await withId(dialect, db.schema.createTable('invoiceItems'))
    .addColumn('invoiceId', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('stockId', 'integer', (c) => c.notNull().references('stocks.id'))
    .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('sellingPrice', 'integer', (c) => c.notNull())
    .addColumn('buyingPrice', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_items_invoice_idx').on('invoiceItems').column('invoiceId').execute();
  await db.schema.createIndex('invoice_items_product_idx').on('invoiceItems').column('productId').execute();

  await withId(dialect, db.schema.createTable('mixedStockComponents'))
    .addColumn('mixedStockId', 'integer', (c) => c.notNull().references('stocks.id'))
    .addColumn('componentStockId', 'integer', (c) => c.notNull().references('stocks.id'))
    .addColumn('dosage', 'integer', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mixedStockComponents',
    'invoiceItems',
    'invoices',
    'stocks',
    'grnItems',
    'grns',
    'documentSequences',
    'products',
    'units',
    'brands',
    'categories',
    'suppliers',
    'companies',
    'customers',
    'mailOutbox',
    'passwordResets',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
