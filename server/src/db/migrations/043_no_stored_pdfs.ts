import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Drops the stored PDFs of issued documents, their generation counter and its last trigger (on the
 * shop's settings): an issued document's content is kept in `issued_documents` (migration 033), so
 * rendering it again gives the same document.
 */
export const noStoredPdfs = (dialect: DialectName): Migration => ({
  async up(db) {
    await dropGenerationTrigger(db, dialect, 'shop_settings');
    if (dialect === 'postgres') await sql`drop function if exists bump_pdf_generation()`.execute(db);
    await db.schema.dropTable('storedPdfs').ifExists().execute();
    await db.schema.dropTable('pdfGeneration').ifExists().execute();
  },
  // Migration 028's up, then 034's: the triggers 034 dropped are added and dropped again.
  async down(db) {
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
        begin update pdf_generation set generation = generation + 1; return null; end $$`.execute(db);
    for (const change of WATCHED) await addGenerationTrigger(db, dialect, change);
    for (const { table } of WATCHED) if (table !== 'shop_settings') await dropGenerationTrigger(db, dialect, table);
  },
});

/** The changes whose triggers bumped pdf_generation (migration 028). */
const WATCHED: WatchedChange[] = [
  { table: 'shop_settings', event: 'update' },
  { table: 'customers', event: 'update' },
  { table: 'suppliers', event: 'update' },
  { table: 'companies', event: 'update' },
  { table: 'products', event: 'update' },
  { table: 'brands', event: 'update' },
  { table: 'users', event: 'update', columns: ['name'] },
  { table: 'stocks', event: 'update', columns: ['batch_number', 'expire_date', 'manufacture_date'] },
  { table: 'credit_notes', event: 'insert' },
];

interface WatchedChange {
  table: string;
  event: 'insert' | 'update';
  columns?: string[];
}

const triggerName = (table: string) => `${table}_pdf_generation`;

async function addGenerationTrigger(db: Kysely<unknown>, dialect: DialectName, { table, event, columns }: WatchedChange) {
  const on = sql.raw(`after ${event}${columns ? ` of ${columns.join(', ')}` : ''} on ${table}`);
  if (dialect === 'postgres')
    await sql`create trigger ${sql.ref(triggerName(table))} ${on} for each row execute function bump_pdf_generation()`.execute(db);
  else
    await sql`create trigger ${sql.ref(triggerName(table))} ${on} begin update pdf_generation set generation = generation + 1; end`.execute(
      db,
    );
}

async function dropGenerationTrigger(db: Kysely<unknown>, dialect: DialectName, table: string) {
  await sql`drop trigger if exists ${sql.ref(triggerName(table))}${sql.raw(dialect === 'postgres' ? ` on ${table}` : '')}`.execute(db);
}
