import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * What an issued document's PDF prints and may still change after issue: the shop's settings and
 * logo, the names and contacts of the parties, products, brands, users, the batches' dates and lot
 * numbers, and the credit notes an invoice lists. Any change to them bumps `pdf_generation`.
 */
const WATCHED: WatchedChange[] = [
  { table: 'shop_settings', event: 'update' },
  { table: 'customers', event: 'update' },
  { table: 'suppliers', event: 'update' },
  { table: 'companies', event: 'update' },
  { table: 'products', event: 'update' },
  { table: 'brands', event: 'update' },
  // A sign-in, a language or a password change leave every document as it was.
  { table: 'users', event: 'update', columns: ['name'] },
  // A sale changes a batch's quantity, which no stored document prints.
  { table: 'stocks', event: 'update', columns: ['batch_number', 'expire_date', 'manufacture_date'] },
  { table: 'credit_notes', event: 'insert' },
];

interface WatchedChange {
  table: string;
  event: 'insert' | 'update';
  columns?: string[];
}

const triggerName = (table: string) => `${table}_pdf_generation`;
const bump = sql`update pdf_generation set generation = generation + 1`;

/** The trigger that bumps pdf_generation on a change of `table` (bump_pdf_generation() must exist on PostgreSQL). */
async function addGenerationTrigger(db: Kysely<unknown>, dialect: DialectName, { table, event, columns }: WatchedChange) {
  const on = sql.raw(`after ${event}${columns ? ` of ${columns.join(', ')}` : ''} on ${table}`);
  if (dialect === 'postgres')
    await sql`create trigger ${sql.ref(triggerName(table))} ${on} for each row execute function bump_pdf_generation()`.execute(db);
  else await sql`create trigger ${sql.ref(triggerName(table))} ${on} begin ${bump}; end`.execute(db);
}

async function dropGenerationTrigger(db: Kysely<unknown>, dialect: DialectName, table: string) {
  await sql`drop trigger if exists ${sql.ref(triggerName(table))}${sql.raw(dialect === 'postgres' ? ` on ${table}` : '')}`.execute(db);
}

/**
 * Issued documents' PDFs, rendered once and kept (issue 17): served again while `generation` is
 * the current one and they were rendered by the same code in the same time zone (`renderer`).
 * One counter for all of them, bumped by triggers in the transaction of any change a stored PDF
 * may print (whatever writes it: the app, an import, a restore), so that checking freshness is
 * one look-up by primary key, the same on every instance. Such changes are rare (an edited
 * customer, product or setting, a credit note); each sends every document through one new
 * rendering on its next view. PostgreSQL serialises those writers on the counter's row; sales
 * never take it. Row triggers, as SQLite has no others: an update that finds no row changes nothing.
 */
export const storedPdfs = (dialect: DialectName): Migration => ({
  async up(db) {
    await db.schema
      .createTable('pdfGeneration')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into pdf_generation (id, generation) values (1, 1)`.execute(db);
    await db.schema
      .createTable('storedPdfs')
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('recordId', 'integer', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('renderer', 'varchar(100)', (c) => c.notNull())
      .addColumn('fileName', 'varchar(100)', (c) => c.notNull())
      .addColumn('number', 'varchar(30)', (c) => c.notNull())
      .addColumn('pdf', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addPrimaryKeyConstraint('stored_pdfs_pkey', ['kind', 'recordId'])
      .execute();
    if (dialect === 'postgres')
      await sql`create function bump_pdf_generation() returns trigger language plpgsql as $$
        begin ${bump}; return null; end $$`.execute(db);
    for (const change of WATCHED) await addGenerationTrigger(db, dialect, change);
  },
  async down(db) {
    for (const { table } of WATCHED) await dropGenerationTrigger(db, dialect, table);
    if (dialect === 'postgres') await sql`drop function if exists bump_pdf_generation()`.execute(db);
    await db.schema.dropTable('storedPdfs').execute();
    await db.schema.dropTable('pdfGeneration').execute();
  },
});
