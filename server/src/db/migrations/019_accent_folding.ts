import { sql, type Migration } from 'kysely';
import { FOLD_FROM, FOLD_TO } from '../../common/fold';
import type { DialectName } from '../dialect';
import { createTextSearch, dropTextSearch } from './003_sqlite_text_search';

/** The columns with a trigram index on PostgreSQL (migration 002), now on their folded text. */
const SEARCHED = [
  ['customers', 'name'],
  ['customers', 'ice'],
  ['customers', 'mobile'],
  ['products', 'name'],
] as const;

/**
 * Searches ignore accents (common/fold.ts). SQLite: the FTS5 trigram indexes are rebuilt with
 * remove_diacritics. PostgreSQL: `fold_text` (lower case, then the accents table through the
 * built-in translate: no extension needed), and the trigram indexes on it instead of lower().
 */
export const accentFolding = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect === 'sqlite') {
      await dropTextSearch(db);
      await createTextSearch(db, 'trigram case_sensitive 0 remove_diacritics 1');
      return;
    }
    await sql`create or replace function fold_text(text) returns text language sql immutable strict parallel safe
      as ${sql.raw(`$$ select translate(lower($1), '${FOLD_FROM}', '${FOLD_TO}') $$`)}`.execute(db);
    const { rows } = await sql<{
      present: boolean;
    }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`.execute(db);
    for (const [table, column] of SEARCHED) {
      await sql`drop index if exists ${sql.ref(`${table}_${column}_trgm`)}`.execute(db);
      if (rows[0]?.present) {
        await sql`create index ${sql.ref(`${table}_${column}_fold_trgm`)} on ${sql.table(table)} using gin (fold_text(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
    }
  },
  async down(db) {
    if (dialect === 'sqlite') {
      await dropTextSearch(db);
      await createTextSearch(db, 'trigram case_sensitive 0');
      return;
    }
    const { rows } = await sql<{
      present: boolean;
    }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`.execute(db);
    for (const [table, column] of SEARCHED) {
      await sql`drop index if exists ${sql.ref(`${table}_${column}_fold_trgm`)}`.execute(db);
      if (rows[0]?.present) {
        await sql`create index ${sql.ref(`${table}_${column}_trgm`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
    }
    await sql`drop function if exists fold_text(text)`.execute(db);
  },
});
