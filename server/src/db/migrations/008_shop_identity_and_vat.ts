import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

const DEFAULT_VAT_EXEMPTION_NOTE = "Exonéré de la TVA en application de l'article 92 du CGI";
const WALK_IN_CUSTOMER_NAME = 'Client comptoir';

/**
 * The shop's legal identity (one settings row), VAT rates on products and categories, the VAT of
 * each invoice and GRN line as issued, customer types and addresses, the walk-in customer, and the
 * change given back on a sale. Every new money column defaults to 0 and every existing product to
 * the 0 % rate, so the documents issued before keep their totals: a line's HT is its total minus
 * its VAT.
 */
export const shopIdentityAndVat = (dialect: DialectName): Migration => ({
  up: (db: Kysely<TouchedTables>) => up(db, dialect),
  async down(db: Kysely<TouchedTables>) {
    await db.deleteFrom('customers').where('isWalkIn', '=', 1).execute();
    await db.schema.dropIndex('customers_walk_in_uq').execute();
    for (const [table, columns] of Object.entries(ADDED_COLUMNS).reverse()) {
      for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
    }
    await db.schema.dropTable('shopSettings').execute();
  },
});

const ADDED_COLUMNS: Record<string, string[]> = {
  products: ['vatRate'],
  categories: ['defaultVatRate'],
  customers: ['type', 'address', 'isWalkIn'],
  invoices: ['totalVat', 'change', 'vatRegistered'],
  invoiceItems: ['vatRate', 'vat'],
  grns: ['totalVat'],
  grnItems: ['vatRate', 'vat'],
};

/** The rows this migration writes as well as the columns it adds. */
type TouchedTables = {
  shopSettings: { id: number };
  customers: { name: string; ice: string; mobile: string; type: string; isWalkIn: number; createdAt: string };
};

async function up(db: Kysely<TouchedTables>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('shopSettings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('legalName', 'varchar(150)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('ice', 'varchar(15)', (c) => c.notNull().defaultTo(''))
    .addColumn('identifiantFiscal', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('registreCommerce', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('taxeProfessionnelle', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('cnss', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('vatRegistered', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('vatExemptionNote', 'varchar(255)', (c) => c.notNull().defaultTo(DEFAULT_VAT_EXEMPTION_NOTE))
    .addColumn('invoiceFooter', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('documentLanguage', 'varchar(2)', (c) => c.notNull().defaultTo('fr'))
    .addColumn('nearExpiryDays', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('logo', dialect === 'postgres' ? 'bytea' : 'blob')
    .addColumn('logoType', 'varchar(20)')
    .addColumn('updatedAt', 'varchar(30)')
    .execute();
  await db.insertInto('shopSettings').values({ id: 1 }).execute();

  await db.schema
    .alterTable('products')
    .addColumn('vatRate', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('categories').addColumn('defaultVatRate', 'integer').execute();

  await db.schema
    .alterTable('customers')
    .addColumn('type', 'varchar(12)', (c) => c.notNull().defaultTo('INDIVIDUAL'))
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('isWalkIn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('customers').set({ type: 'BUSINESS' }).where('ice', '<>', '').execute();
  await db
    .insertInto('customers')
    .values({ name: WALK_IN_CUSTOMER_NAME, ice: '', mobile: '', type: 'INDIVIDUAL', isWalkIn: 1, createdAt: new Date().toISOString() })
    .execute();
  await db.schema
    .createIndex('customers_walk_in_uq')
    .on('customers')
    .column('isWalkIn')
    .unique()
    .where(sql.ref('isWalkIn'), '=', 1)
    .execute();

  for (const [table, columns] of [
    ['invoices', ['totalVat', 'change']],
    ['invoiceItems', ['vatRate', 'vat']],
    ['grns', ['totalVat']],
    ['grnItems', ['vatRate', 'vat']],
  ] as const) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
  }
  await db.schema
    .alterTable('invoices')
    .addColumn('vatRegistered', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
