import { sql, type Kysely, type Migration } from 'kysely';
import { LATIN_FROM, LATIN_TO } from '../../lib/fold';
import type { DialectName } from '../dialect';
import { indexName, SEARCHED } from './002_search_indexes';
import { createTextSearch, dropTextSearch } from './003_sqlite_text_search';

/** A trigram index of migration 002 on `lower(column)`, or this migration's on `fold_text(column)`. */
const INDEXED = {
  lower: { name: indexName, on: (column: string) => sql`lower(${sql.ref(column)})` },
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

/** The tokenizer of SQLite's trigram indexes from this migration on: case and Latin accents folded. */
export const ACCENT_FOLDING_TOKENIZE = 'trigram case_sensitive 0 remove_diacritics 1';

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
