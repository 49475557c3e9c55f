import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/connect';
import { TEXT_SEARCHED, type TextSearchedTable } from './text-searched';
import { containsText } from './paging';

/** The trigram index matches substrings of at least 3 characters; shorter texts read every row. */
const TRIGRAM = 3;

/**
 * Rows of `table` with `text` in one of its searched columns (TEXT_SEARCHED), case-insensitively:
 * the same answer as `containsText` on each column. On SQLite, texts of 3 characters or more go
 * through the table's FTS5 trigram index (migration 003), as one quoted phrase so that every
 * character is taken literally; PostgreSQL's trigram indexes serve `containsText` itself.
 * With `first`, only the `first` matching rows by id are asked for: the query must also order by id
 * and take no more than them, and have no other condition.
 */
export function matchesText(db: Db, table: TextSearchedTable, text: string, { first }: { first?: number } = {}): RawBuilder<boolean> {
  if (dialectOf(db) === 'sqlite' && [...text].length >= TRIGRAM) {
    const index = sql.table(`${table}_search`);
    const phrase = `"${text.replace(/"/g, '""')}"`;
    // The index gives its matches in id order and stops after the first ones when that is all that is asked.
    const limit = first === undefined ? sql`` : sql` order by rowid limit ${first}`;
    return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${phrase}${limit})`;
  }
  const columns = TEXT_SEARCHED[table].map((column) => containsText(`${table}.${column}`, text));
  return sql<boolean>`(${sql.join(columns, sql` or `)})`;
}
