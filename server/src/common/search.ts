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
 */
export function matchesText(db: Db, table: TextSearchedTable, text: string): RawBuilder<boolean> {
  if (dialectOf(db) === 'sqlite' && [...text].length >= TRIGRAM) {
    const index = sql.table(`${table}_search`);
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${phrase})`;
  }
  const columns = TEXT_SEARCHED[table].map((column) => containsText(`${table}.${column}`, text));
  return sql<boolean>`(${sql.join(columns, sql` or `)})`;
}
