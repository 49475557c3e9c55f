import { sql, type Kysely, type Migration } from 'kysely';
import { LATIN_FROM, LATIN_TO } from '../../lib/fold';
import type { DialectName } from '../dialect';

/** Migration 029's body of fold_text: a text of ASCII characters only is lower-cased, others are also translated. */
const ASCII_FOLD_BODY = sql.raw(
  `$$ select case when octet_length($1) = char_length($1) then lower($1) else translate(lower($1), '${LATIN_FROM}', '${LATIN_TO}') end $$`,
);

/**
 * PostgreSQL's `fold_text` without `strict`, so that the planner writes its body into each query
 * instead of calling an SQL function for every row: a strict function is inlined only when its
 * body is provably null for a null argument, which a CASE is not. The body answers null for null
 * as before. Walking products in id order to find the first 10 names containing a text (the
 * counter's lookup) took 2–3 µs a name with the call, 0.6 µs written in; the trigram indexes on
 * fold_text(column) are read as before (their expressions are inlined too) and hold the same texts.
 */
export const inlinedFoldText = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect !== 'postgres') return;
    await sql`create or replace function fold_text(text) returns text language sql immutable parallel safe as ${ASCII_FOLD_BODY}`.execute(
      db,
    );
    await refreshFoldIndexes(db);
  },
  async down(db) {
    if (dialect !== 'postgres') return;
    await sql`create or replace function fold_text(text) returns text language sql immutable strict parallel safe as ${ASCII_FOLD_BODY}`.execute(
      db,
    );
    await refreshFoldIndexes(db);
  },
});

/**
 * The connections already open (another instance's) keep each index's expression as they first
 * read it, the function not written in, and would no longer match it with their queries' (a scan
 * of the table instead of the index) until they reconnect. Setting an index's option, to the value
 * it has, makes every connection read the index again.
 */
async function refreshFoldIndexes(db: Kysely<unknown>) {
  for (const name of await foldIndexes(db)) await sql`alter index ${sql.id(name)} set (fastupdate = on)`.execute(db);
}

/** The names of the trigram indexes on fold_text(column). */
async function foldIndexes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema() and indexdef like '%USING gin (fold_text(%'`.execute(db);
  return rows.map((row) => row.name);
}
