import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * Many shops in one installation: a `shops` table, and `shop_id` on every row a shop owns. What was
 * there moves into the first shop. Uniqueness that was the installation's becomes each shop's
 * (document numbers, usernames, names, barcodes); e-mail addresses stay unique everywhere.
 * On PostgreSQL, row-level security keeps each shop's rows to the role `hanout_app` with
 * `app.shop_id` set, the role the app's requests run as.
 */
export const shops = (dialect: DialectName): Migration => ({
  async up(db) {
    await withId(dialect, db.schema.createTable('shops'))
      .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active', 'suspended')`),
      )
      .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
      .execute();
    await sql`insert into shops (code, name, created_at)
      select 'main', coalesce((select nullif(name, '') from shop_settings where id = 1), 'Hanout'), ${new Date().toISOString()}`.execute(
      db,
    );
    if (dialect === 'sqlite') await upOnSqlite(db);
    else await upOnPostgres(db);
    await sql`drop index invoices_local_date_idx`.execute(db);
    await sql`drop index grns_local_date_idx`.execute(db);
    await sql`drop index credit_notes_local_date_idx`.execute(db);
    await sql`drop index supplier_payments_day_idx`.execute(db);
    await sql`drop index stocks_available_expiry_idx`.execute(db);
    await sql`drop index products_reorder_level_idx`.execute(db);
    for (const statement of PER_SHOP_INDEXES) await sql.raw(statement).execute(db);
    await countInvoiceDaysPerShop(db, dialect);
  },
  down() {
    return Promise.reject(new Error('Migration 044 (many shops) cannot be undone: restore a backup taken before it.'));
  },
});

/** The tables whose rows belong to a shop (copied here: a migration never changes once released). */
const SHOP_OWNED = [
  'shop_settings',
  'users',
  'idempotency_keys',
  'known_sign_ins',
  'password_resets',
  'mail_outbox',
  'categories',
  'brands',
  'units',
  'products',
  'customers',
  'companies',
  'suppliers',
  'grns',
  'grn_items',
  'supplier_payments',
  'supplier_payment_allocations',
  'supplier_returns',
  'supplier_return_items',
  'invoices',
  'invoice_items',
  'invoice_days',
  'customer_payments',
  'payment_allocations',
  'credit_notes',
  'credit_note_items',
  'document_sequences',
  'issued_documents',
  'alert_digests',
  'stocks',
  'mixed_stock_components',
  'stock_movements',
  'stock_price_changes',
  'stocktakes',
  'stocktake_lines',
];

const SHOP_OF_THE_SESSION = `coalesce(nullif(current_setting('app.shop_id', true), '')::integer, 1)`;

/** Numbered documents: their number is unique within the shop. */
const NUMBERED = ['grns', 'invoices', 'customer_payments', 'credit_notes', 'supplier_payments', 'supplier_returns', 'stocktakes'];

/** Each shop's own uniqueness, and the indexes its lists read in date order. */
const PER_SHOP_INDEXES = [
  ...NUMBERED.map((table) => `create unique index ${table}_shop_number_uq on ${table} (shop_id, number)`),
  'create unique index users_shop_username_uq on users (shop_id, username)',
  'create unique index units_shop_name_uq on units (shop_id, name)',
  'create unique index document_sequences_shop_uq on document_sequences (shop_id, kind, year)',
  'create unique index invoice_days_shop_uq on invoice_days (shop_id, local_date)',
  'create unique index alert_digests_shop_uq on alert_digests (shop_id, day)',
  'create unique index shop_settings_shop_uq on shop_settings (shop_id)',
  'create unique index categories_name_uq on categories (shop_id, lower(name))',
  'create unique index companies_name_uq on companies (shop_id, lower(name))',
  'create unique index customers_walk_in_uq on customers (shop_id, is_walk_in) where is_walk_in = 1',
  'create unique index products_barcode_unique on products (shop_id, barcode)',
  `create unique index stocktakes_one_open on stocktakes (shop_id, status) where status = 'OPEN'`,
  'create index invoices_local_date_idx on invoices (shop_id, local_date, id)',
  'create index grns_local_date_idx on grns (shop_id, local_date, id)',
  'create index credit_notes_local_date_idx on credit_notes (shop_id, local_date, id)',
  'create index supplier_payments_day_idx on supplier_payments (shop_id, local_date)',
  'create index users_shop_idx on users (shop_id, id)',
  'create index customers_shop_idx on customers (shop_id, id)',
  'create index products_shop_idx on products (shop_id, id)',
  'create index suppliers_shop_idx on suppliers (shop_id, id)',
  ...['invoices', 'grns', 'customer_payments', 'credit_notes', 'supplier_payments', 'supplier_returns'].map(
    (table) => `create index ${table}_shop_id_idx on ${table} (shop_id, id)`,
  ),
  'create index brands_shop_idx on brands (shop_id, id)',
  'create index stocks_available_expiry_idx on stocks (shop_id, expire_date, id) where quantity > 0',
  'create index products_reorder_level_idx on products (shop_id, id, reorder_level) where reorder_level is not null',
];

/** The indexes replaced by PER_SHOP_INDEXES, instance-wide before. */
const INSTANCE_WIDE_INDEXES = [
  'categories_name_uq',
  'companies_name_uq',
  'customers_walk_in_uq',
  'products_barcode_unique',
  'stocktakes_one_open',
];

/**
 * SQLite cannot drop a column's UNIQUE or a primary key: those tables are made anew (the
 * documented twelve steps; the caller runs migrations with foreign keys off and checks them at the
 * end). `change` edits the table's CREATE statement.
 */
const SQLITE_REMADE: Record<string, (create: string) => string> = {
  ...Object.fromEntries(
    NUMBERED.map((table) => [
      table,
      (create: string) => create.replace('"number" varchar(20) not null unique', '"number" varchar(20) not null'),
    ]),
  ),
  users: (create) => create.replace('"username" varchar(254) not null unique', '"username" varchar(254) not null'),
  units: (create) => create.replace('"name" varchar(30) not null unique', '"name" varchar(30) not null'),
  document_sequences: (create) => create.replace(', constraint "document_sequences_pk" primary key ("kind", "year")', ''),
  invoice_days: (create) => create.replace('"local_date" varchar(10) primary key', '"local_date" varchar(10) not null'),
  alert_digests: (create) => create.replace('"day" varchar(10) primary key', '"day" varchar(10) not null'),
};

async function upOnSqlite(db: Kysely<unknown>) {
  for (const table of SHOP_OWNED) {
    const remake = SQLITE_REMADE[table];
    if (remake) await remakeSqliteTable(db, table, remake);
    else await sql.raw(`alter table ${table} add column shop_id integer not null default 1`).execute(db);
  }
  for (const index of INSTANCE_WIDE_INDEXES) await sql.raw(`drop index ${index}`).execute(db);
}

async function remakeSqliteTable(db: Kysely<unknown>, table: string, change: (create: string) => string) {
  const { rows } = await sql<{
    type: string;
    sql: string;
  }>`select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((row) => row.type === 'table')!.sql;
  const changed = change(create);
  if (changed === create) throw new Error(`Migration 044: the table ${table} is not as expected`);
  const columns = (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.map(
    (row) => `"${row.name}"`,
  );
  const remade = changed.replace(`CREATE TABLE "${table}" (`, `CREATE TABLE "${table}_remade" ("shop_id" integer not null default 1, `);
  await sql.raw(remade).execute(db);
  await sql.raw(`insert into "${table}_remade" (${columns.join(', ')}) select ${columns.join(', ')} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_remade" rename to "${table}"`).execute(db);
  // The table's own indexes and triggers went with it (those on `invoices` are made anew below).
  for (const row of rows) if (row.type !== 'table' && !(table === 'invoices' && row.type === 'trigger')) await sql.raw(row.sql).execute(db);
}

async function upOnPostgres(db: Kysely<unknown>) {
  for (const table of SHOP_OWNED) {
    await sql.raw(`alter table ${table} add column shop_id integer not null default 1 references shops (id)`).execute(db);
    // As SQLite's default puts a row without its shop in the first shop, so does this, unless the
    // connection works for a shop, whose own it then is (row-level security refuses any other).
    await sql.raw(`alter table ${table} alter column shop_id set default ${SHOP_OF_THE_SESSION}`).execute(db);
  }
  for (const table of NUMBERED) await sql.raw(`alter table ${table} drop constraint ${table}_number_key`).execute(db);
  await sql`alter table users drop constraint users_username_key`.execute(db);
  await sql`alter table units drop constraint units_name_key`.execute(db);
  await sql`alter table document_sequences drop constraint document_sequences_pk`.execute(db);
  await sql`alter table invoice_days drop constraint invoice_days_pkey`.execute(db);
  await sql`alter table alert_digests drop constraint alert_digests_pkey`.execute(db);
  for (const index of INSTANCE_WIDE_INDEXES) await sql.raw(`drop index ${index}`).execute(db);

  // The role requests run as: it cannot sign in, is not the tables' owner and does not bypass row-level security.
  await sql`do $$ begin
      if not exists (select from pg_roles where rolname = 'hanout_app') then create role hanout_app nologin nobypassrls; end if;
    end $$`.execute(db);
  await sql`grant hanout_app to current_user`.execute(db);
  await sql`grant usage on schema public to hanout_app`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema public to hanout_app`.execute(db);
  await sql`grant usage, select, update on all sequences in schema public to hanout_app`.execute(db);
  // The shops themselves are the operator's: a shop's requests may read them, never change them.
  await sql`revoke insert, update, delete on shops from hanout_app`.execute(db);
  await sql`alter default privileges in schema public grant select, insert, update, delete on tables to hanout_app`.execute(db);
  await sql`alter default privileges in schema public grant usage, select, update on sequences to hanout_app`.execute(db);
  // A sub-select, so that the setting is read once per statement and the shop_id indexes are used.
  const ownShop = `shop_id = (select nullif(current_setting('app.shop_id', true), '')::integer)`;
  for (const table of SHOP_OWNED) {
    await sql.raw(`alter table ${table} enable row level security`).execute(db);
    await sql.raw(`create policy ${table}_own_shop on ${table} using (${ownShop}) with check (${ownShop})`).execute(db);
  }
}

/** Migration 005's triggers, counting each shop's days apart. */
async function countInvoiceDaysPerShop(db: Kysely<unknown>, dialect: DialectName) {
  const count = sql`insert into invoice_days (shop_id, local_date, invoice_count) values (new.shop_id, new.local_date, 1)
      on conflict (shop_id, local_date) do update set invoice_count = invoice_days.invoice_count + 1`;
  const uncount = sql`update invoice_days set invoice_count = invoice_count - 1 where shop_id = old.shop_id and local_date = old.local_date`;
  if (dialect === 'postgres') {
    await sql`create or replace function invoice_days_count() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then ${uncount}; end if;
          if tg_op in ('INSERT', 'UPDATE') then ${count}; end if;
          return null;
        end $$`.execute(db);
  } else {
    await sql`create trigger invoices_count_day after insert on invoices begin ${count}; end`.execute(db);
    await sql`create trigger invoices_uncount_day after delete on invoices begin ${uncount}; end`.execute(db);
    await sql`create trigger invoices_recount_day after update of local_date on invoices begin ${uncount}; ${count}; end`.execute(db);
  }
}
