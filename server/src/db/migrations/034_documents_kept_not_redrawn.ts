import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Issued documents are drawn from what they printed at issue (migration 033): a renamed customer,
 * product, brand, supplier, company or user, a batch's new lot or dates, or a credit note on an
 * invoice change none of them. Their triggers no longer throw every stored PDF away (nor make
 * PostgreSQL's credit notes wait on the counter's row); the shop's settings keep theirs, for the
 * logo and the receipt's paper, which are the shop's current ones.
 */
const NOT_PRINTED_AS_THEY_ARE_NOW: WatchedChange[] = [
  { table: 'customers', event: 'update' },
  { table: 'suppliers', event: 'update' },
  { table: 'companies', event: 'update' },
  { table: 'products', event: 'update' },
  { table: 'brands', event: 'update' },
  { table: 'users', event: 'update', columns: ['name'] },
  { table: 'stocks', event: 'update', columns: ['batch_number', 'expire_date', 'manufacture_date'] },
  { table: 'credit_notes', event: 'insert' },
];

/** A change that bumped pdf_generation (migration 028). */
interface WatchedChange {
  table: string;
  event: 'insert' | 'update';
  columns?: string[];
}

const triggerName = (table: string) => `${table}_pdf_generation`;

/** Migration 028's trigger that bumps pdf_generation on a change of `table`. */
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

export const documentsKeptNotRedrawn = (dialect: DialectName): Migration => ({
  async up(db) {
    for (const { table } of NOT_PRINTED_AS_THEY_ARE_NOW) await dropGenerationTrigger(db, dialect, table);
  },
  async down(db) {
    for (const change of NOT_PRINTED_AS_THEY_ARE_NOW) await addGenerationTrigger(db, dialect, change);
  },
});
