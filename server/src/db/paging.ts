import { foldText } from '../lib/fold';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Paged } from '@hanout/contract';
import { dialectOf, type Db } from './connect';

/** A list's request whose page size may be any (the API's are 10 to 50; an export reads larger pages). */
export type PageOfAnySize<Request extends { size: number }> = Omit<Request, 'size'> & { size: number };

/** One page of items with the paging fields every list answers (Spring-style: content, totals, pageable). */
export function toPage<Item>(content: Item[], totalElements: number, page: number, size: number): Paged<Item> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalPages,
    totalElements,
    last: page >= totalPages - 1,
    pageable: { pageNumber: page, pageSize: size, offset: page * size },
  };
}

/** The total of a list query, without its columns and order. */
export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, unknown>): Promise<number> {
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string };
  return Number(counted.total);
}

/** Runs a list query as one page plus its total, in the paged shape every list answers. */
export async function fetchPage<DB, TB extends keyof DB, Row, Item>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: number,
  size: number,
  toItem: (row: Row) => Item,
  countQuery: SelectQueryBuilder<DB, TB, unknown> = query,
): Promise<Paged<Item>> {
  const [rows, total] = await Promise.all([
    query
      .limit(size)
      .offset(page * size)
      .execute(),
    countOf(countQuery),
  ]);
  return toPage(rows.map(toItem), total, page, size);
}

/** Rows whose shop-local day (`YYYY-MM-DD` column) is in [from, to]; a missing bound is no bound. */
export function inDayRange<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  from: string | null | undefined,
  to: string | null | undefined,
): SelectQueryBuilder<DB, TB, O> {
  let ranged = query;
  if (from) ranged = ranged.where(sql<boolean>`${sql.ref(column)} >= ${from}`);
  if (to) ranged = ranged.where(sql<boolean>`${sql.ref(column)} <= ${to}`);
  return ranged;
}

/** `%text%` for a contains match on fold_text(column). */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `containsText` with its pattern (`containsPattern`) already made, for a query compiled once (db/prepared.ts).
 * On SQLite, fold_text is a JavaScript function that every row read calls (~0.8 µs): a value of ASCII
 * characters only (as many bytes as characters) is matched by SQLite's own LIKE instead, which
 * ignores the case of ASCII letters as fold_text does; fold_text is called for the other values.
 * PostgreSQL's trigram indexes are built on fold_text(column): it keeps that one expression.
 */
export function matchesPattern(db: Db, column: string, pattern: string): RawBuilder<boolean> {
  const folded = sql<boolean>`fold_text(${sql.ref(column)}) like ${pattern} escape '\\'`;
  if (dialectOf(db) === 'postgres') return folded;
  return sql<boolean>`(${likeOnSqlite(column, pattern)} or (${notAscii(column)} and ${folded}))`;
}

/** SQLite's own LIKE, which ignores the case of ASCII letters only: fold_text's answer on an ASCII value. */
export const likeOnSqlite = (column: string, pattern: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

/** A value with characters outside ASCII (more bytes than characters), which only fold_text or the trigram index fold. */
export const notAscii = (column: string) => sql<boolean>`length(${sql.ref(column)}) <> octet_length(${sql.ref(column)})`;

/** "Contains" on one column, case and accents ignored (common/fold.ts), the same on SQLite and PostgreSQL. */
export function containsText(db: Db, column: string, text: string): RawBuilder<boolean> {
  return matchesPattern(db, column, containsPattern(text));
}
