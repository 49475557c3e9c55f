import { sql, type CreateTableBuilder, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * Prescriptions and the ordonnancier. A sale of a product dispensed on prescription keeps its
 * prescription (prescriber, patient, date, number); each of its lines of such a product is an
 * ordonnancier entry, numbered `ORD-2026-000001` without gaps per shop and year, written once and
 * never changed: a customer's return of the line is a counter-entry of its own number, negative,
 * naming the entry it reverses. Stocktake lines get the reason a difference was found (required
 * for tableau B products, whose register shows it). Both new tables are shop-owned, with row-level
 * security on PostgreSQL as migration 044 set it up.
 */
export const prescriptions = (dialect: DialectName): Migration => ({
  async up(db) {
    await withShop(dialect, withId(dialect, db.schema.createTable('prescriptions')))
      .addColumn('invoiceId', 'integer', (c) => c.notNull().references('invoices.id'))
      .addColumn('prescriberName', 'varchar(150)', (c) => c.notNull())
      .addColumn('prescriberInpe', 'varchar(20)')
      .addColumn('patientName', 'varchar(150)', (c) => c.notNull())
      .addColumn('patientAddress', 'varchar(300)')
      .addColumn('patientNationalId', 'varchar(20)')
      .addColumn('prescribedOn', 'varchar(10)', (c) => c.notNull())
      .addColumn('prescriptionNumber', 'varchar(40)')
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await sql`create unique index prescriptions_shop_invoice_uq on prescriptions (shop_id, invoice_id)`.execute(db);

    await withShop(dialect, withId(dialect, db.schema.createTable('ordonnancierEntries')))
      .addColumn('number', 'varchar(20)', (c) => c.notNull())
      .addColumn('localDate', 'varchar(10)', (c) => c.notNull())
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .addColumn('prescriptionId', 'integer', (c) => c.notNull().references('prescriptions.id'))
      .addColumn('invoiceId', 'integer', (c) => c.notNull().references('invoices.id'))
      .addColumn('invoiceItemId', 'integer', (c) => c.notNull().references('invoiceItems.id'))
      .addColumn('creditNoteId', 'integer', (c) => c.references('creditNotes.id'))
      .addColumn('reversesEntryId', 'integer', (c) => c.references('ordonnancierEntries.id'))
      .addColumn('documentNumber', 'varchar(30)', (c) => c.notNull())
      .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('productName', 'varchar(150)', (c) => c.notNull())
      .addColumn('schedule', 'varchar(4)', (c) => c.notNull())
      .addColumn('stockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('batchNumber', 'varchar(40)')
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id'))
      .execute();
    await sql`create unique index ordonnancier_entries_shop_number_uq on ordonnancier_entries (shop_id, number)`.execute(db);
    await sql`create index ordonnancier_entries_local_date_idx on ordonnancier_entries (shop_id, local_date, id)`.execute(db);
    await sql`create index ordonnancier_entries_invoice_item_idx on ordonnancier_entries (shop_id, invoice_item_id)`.execute(db);

    await db.schema.alterTable('stocktakeLines').addColumn('reason', 'varchar(200)').execute();

    if (dialect === 'postgres') {
      for (const table of NEW_TABLES) {
        await sql.raw(`alter table ${table} enable row level security`).execute(db);
        await sql.raw(`create policy ${table}_own_shop on ${table} using (${OWN_SHOP}) with check (${OWN_SHOP})`).execute(db);
      }
    }
  },
  async down(db) {
    await db.schema.alterTable('stocktakeLines').dropColumn('reason').execute();
    await db.schema.dropTable('ordonnancierEntries').execute();
    await db.schema.dropTable('prescriptions').execute();
  },
});

const NEW_TABLES = ['prescriptions', 'ordonnancier_entries'];

/** Copied from migration 044: the shop a connection works for, the first shop when it works for none. */
const SHOP_OF_THE_SESSION = `coalesce(nullif(current_setting('app.shop_id', true), '')::integer, 1)`;
/** Copied from migration 044: a sub-select, so that the setting is read once per statement. */
const OWN_SHOP = `shop_id = (select nullif(current_setting('app.shop_id', true), '')::integer)`;

/** A shop-owned table's `shop_id`: the session's shop on PostgreSQL, the first shop on SQLite (migration 044). */
function withShop<T extends string, C extends string>(dialect: DialectName, table: CreateTableBuilder<T, C>) {
  return table.addColumn('shopId', 'integer', (c) =>
    c
      .notNull()
      .references('shops.id')
      .defaultTo(dialect === 'postgres' ? sql.raw(SHOP_OF_THE_SESSION) : 1),
  );
}
