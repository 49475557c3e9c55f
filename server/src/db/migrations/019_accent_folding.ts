import { sql, type Kysely, type Migration } from 'kysely';
import { LATIN_FROM, LATIN_TO } from '../../lib/fold';
import type { DialectName } from '../dialect';

/** The columns with a trigram index on PostgreSQL (migration 002). */
const SEARCHED = [
  ['customers', 'name'],
  ['customers', 'ice'],
  ['customers', 'mobile'],
  ['products', 'name'],
] as const;

/** The tables with an FTS5 trigram index on SQLite (migration 003), and their columns. */
const TEXT_SEARCHED = {
  customers: ['name', 'ice', 'mobile'],
  products: ['name'],
} as const;

/** A trigram index of migration 002 on `lower(column)`, or this migration's on `fold_text(column)`. */
const INDEXED = {
  lower: { name: (table: string, column: string) => `${table}_${column}_trgm`, on: (column: string) => sql`lower(${sql.ref(column)})` },
  fold: {
    name: (table: string, column: string) => `${table}_${column}_fold_trgm`,
    on: (column: string) => sql`fold_text(${sql.ref(column)})`,
  },
};

/** Replaces the searched columns' trigram indexes on one expression by indexes on the other (none without pg_trgm). */
async function moveTrigramIndexes(db: Kysely<unknown>, from: keyof typeof INDEXED, to: keyof typeof INDEXED) {
  const { rows } = await sql<{ present: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`.execute(
    db,
  );
  for (const [table, column] of SEARCHED) {
    await sql`drop index if exists ${sql.ref(INDEXED[from].name(table, column))}`.execute(db);
    if (!rows[0]?.present) continue;
    await sql`create index ${sql.ref(INDEXED[to].name(table, column))} on ${sql.table(table)} using gin (${INDEXED[to].on(column)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

/** Builds each table's FTS5 index with `tokenize`, its triggers, and fills it (as migration 003 did). */
async function createTextSearch(db: Kysely<unknown>, tokenize: string) {
  for (const [table, columns] of Object.entries(TEXT_SEARCHED)) {
    const index = `${table}_search`;
    const list = columns.join(', ');
    const remove = `insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${columns.map((column) => `old.${column}`).join(', ')});`;
    const add = `insert into ${index}(rowid, ${list}) values (new.id, ${columns.map((column) => `new.${column}`).join(', ')});`;
    await sql
      .raw(`create virtual table ${index} using fts5(${list}, content='${table}', content_rowid='id', tokenize='${tokenize}')`)
      .execute(db);
    await sql.raw(`create trigger ${index}_insert after insert on ${table} begin ${add} end`).execute(db);
    await sql.raw(`create trigger ${index}_delete after delete on ${table} begin ${remove} end`).execute(db);
    await sql.raw(`create trigger ${index}_update after update on ${table} begin ${remove} ${add} end`).execute(db);
    await sql.raw(`insert into ${index}(${index}) values ('rebuild')`).execute(db);
  }
}

async function dropTextSearch(db: Kysely<unknown>) {
  for (const table of Object.keys(TEXT_SEARCHED)) {
    for (const suffix of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${table}_search_${suffix}`).execute(db);
    await sql.raw(`drop table if exists ${table}_search`).execute(db);
    await sql.raw(`drop view if exists ${table}_search_text`).execute(db);
  }
}

/** The tokenizer of SQLite's trigram indexes from this migration on: case and Latin accents folded. */
const ACCENT_FOLDING_TOKENIZE = 'trigram case_sensitive 0 remove_diacritics 1';

/**
 * Searches ignore accents (common/fold.ts). SQLite: the FTS5 trigram indexes are rebuilt with
 * remove_diacritics. PostgreSQL: `fold_text` (lower case, then the accents table through the
 * built-in translate: no extension needed), and the trigram indexes on it instead of lower().
 * It folds the Latin letters; migration 037 adds the Arabic ones.
 */
export const accentFolding = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect === 'sqlite') {
      await dropTextSearch(db);
      await createTextSearch(db, ACCENT_FOLDING_TOKENIZE);
      return;
    }
    await sql`create or replace function fold_text(text) returns text language sql immutable strict parallel safe
      as ${sql.raw(`$$ select translate(lower($1), '${LATIN_FROM}', '${LATIN_TO}') $$`)}`.execute(db);
    await moveTrigramIndexes(db, 'lower', 'fold');
  },
  async down(db) {
    if (dialect === 'sqlite') {
      await dropTextSearch(db);
      await createTextSearch(db, 'trigram case_sensitive 0');
      return;
    }
    await moveTrigramIndexes(db, 'fold', 'lower');
    await sql`drop function if exists fold_text(text)`.execute(db);
  },
});
