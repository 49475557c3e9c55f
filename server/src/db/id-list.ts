import { sql, type Expression, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from './connect';

/**
 * `column` is one of `ids`, given as one parameter whatever their number: a JSON array read by
 * json_each on SQLite, an integer array on PostgreSQL. Both databases then look each id up in the
 * column's index, as for a list; but Kysely builds, freezes and compiles a list value by value (a
 * third of a search's CPU with 30 brand ids, milliseconds with a thousand product ids).
 */
export function isOneOf(db: Db, column: string, ids: readonly number[]): RawBuilder<boolean> {
  return isOneOfValue(db, column, idListValue(db, ids));
}

/** The one parameter that stands for `ids` (or texts) in `isOneOf`. */
export const idListValue = (db: Db, ids: readonly number[] | readonly string[]): unknown =>
  dialectOf(db) === 'postgres' ? ids : JSON.stringify(ids);

/** `isOneOf` with its value (`idListValue`) already made, for a query compiled once (db/prepared.ts); `text` for a list of texts. */
export function isOneOfValue(db: Db, column: string, value: unknown, type: 'int' | 'text' = 'int'): RawBuilder<boolean> {
  return dialectOf(db) === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${value}::${sql.raw(type)}[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${value}))`;
}

/**
 * The ids a subquery selects, as one JSON array (`readIdList` reads it: SQLite gives its text,
 * pg parses it; a JSON text is parsed much faster than an array of integers). A search reads its matches once this way and counts and pages them
 * itself, instead of running its conditions twice, for its page and for its total.
 */
export function listOfIds(db: Db, query: Expression<{ id: number }>): RawBuilder<unknown> {
  return dialectOf(db) === 'postgres'
    ? sql`(select coalesce(json_agg(listed.id), '[]') from (${query}) as listed)`
    : sql`(select json_group_array(listed.id) from (${query}) as listed)`;
}

export const readIdList = (value: unknown): number[] => (typeof value === 'string' ? (JSON.parse(value) as number[]) : (value as number[]));
