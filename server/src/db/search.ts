import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from './connect';
import { foldArabic } from '../lib/fold';
import { TEXT_SEARCHED, type TextSearchedTable } from './text-searched';
import { containsPattern, likeOnSqlite, matchesPattern, notAscii } from './paging';

/** Texts of printable ASCII characters only (others, rare in a search, take the trigram index). */
const PRINTABLE_ASCII = /^[ -~]*$/;

/** The trigram index matches substrings of at least 3 characters; shorter texts read every row. */
const TRIGRAM = 3;

/**
 * Whether SQLite finds `text` through its trigram index: it then takes a query of another shape.
 * Counted as the index is asked for it, without the Arabic marks that fold to nothing.
 */
export const isIndexed = (text: string): boolean => [...foldArabic(text)].length >= TRIGRAM;

/**
 * The one value `matchesText` compares with: on SQLite, for an indexed text, the FTS5 phrase (its
 * Arabic letters folded as the index holds them, migration 037; quoted so that every character is
 * taken literally); else the `like` pattern of `containsText`.
 */
export function searchedValue(db: Db, text: string): string {
  return dialectOf(db) === 'sqlite' && isIndexed(text) ? `"${foldArabic(text).replace(/"/g, '""')}"` : containsPattern(text);
}

/**
 * Rows of `table` with `text` in one of its searched columns (TEXT_SEARCHED), case-insensitively:
 * the same answer as `containsText` on each column. On SQLite, texts of 3 characters or more go
 * through the table's FTS5 trigram index (migration 003); PostgreSQL's trigram indexes serve
 * `containsText` itself. The index holds every shop's rows: the query's own shop condition picks
 * the shop's, so the index is never asked for only its first matches (they may all be another shop's).
 */
export function matchesText(db: Db, table: TextSearchedTable, text: string): RawBuilder<boolean> {
  return matchesValue(db, table, searchedValue(db, text), { indexed: isIndexed(text) });
}

/**
 * `matchesText` with its value (`searchedValue`) already made, for a query compiled once
 * (db/prepared.ts): `indexed` (`isIndexed` of the text) chooses SQLite's shape.
 */
export function matchesValue(db: Db, table: TextSearchedTable, value: string, { indexed }: { indexed: boolean }): RawBuilder<boolean> {
  if (dialectOf(db) === 'sqlite' && indexed) {
    const index = sql.table(`${table}_search`);
    return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${value})`;
  }
  const columns = TEXT_SEARCHED[table].map((column) => matchesPattern(db, `${table}.${column}`, value));
  return sql<boolean>`(${sql.join(columns, sql` or `)})`;
}

/**
 * The ids of the rows of `table` that `matchesValue` selects, as a subquery. On SQLite, for an
 * indexed text, they are read from the trigram index alone (its row ids are the table's ids),
 * without looking each row up in the table: a third of the time for a thousand matches.
 */
export function idsMatching(
  db: Db,
  table: TextSearchedTable,
  value: string,
  { indexed }: { indexed: boolean },
): RawBuilder<{ id: number }> {
  if (dialectOf(db) === 'sqlite' && indexed) {
    const index = sql.table(`${table}_search`);
    return sql`select rowid as id from ${index} where ${index} match ${value}`;
  }
  return sql`select ${sql.ref(`${table}.id`)} as id from ${sql.table(table)} where ${matchesValue(db, table, value, { indexed })}`;
}

/**
 * `matchesText` for a query that reads each of its few candidate rows anyway (the products of one
 * category): on SQLite, SQLite's own LIKE matches each row, which for a text that folds to ASCII
 * answers as the trigram index does on ASCII values (and never where it would not); only the rows
 * with other characters also go through the trigram index, which folds more letters than fold_text
 * (š, ş, İ…). Texts that do not fold to ASCII take the index alone. Reading a category's few hundred
 * names from an index that holds them costs less than the trigram index's thousand matches of a
 * common stem in the whole catalogue.
 */
export function matchesTextAmongFew(db: Db, table: TextSearchedTable, text: string): RawBuilder<boolean> {
  const pattern = containsPattern(text);
  if (dialectOf(db) === 'postgres' || !isIndexed(text) || !PRINTABLE_ASCII.test(pattern)) return matchesText(db, table, text);
  const columns = TEXT_SEARCHED[table].map((column) => `${table}.${column}`);
  const liked = sql.join(
    columns.map((column) => likeOnSqlite(column, pattern)),
    sql` or `,
  );
  const withOtherLetters = sql.join(columns.map(notAscii), sql` or `);
  return sql<boolean>`(${liked} or ((${withOtherLetters}) and ${matchesText(db, table, text)}))`;
}
