import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Paged } from '@hanout/contract';

/** Runs a list query as one page plus its total, in the spec's paged shape. */
export async function fetchPage<DB, TB extends keyof DB, Row, Item>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: number,
  size: number,
  toItem: (row: Row) => Item,
  countQuery: SelectQueryBuilder<DB, TB, unknown> = query as SelectQueryBuilder<DB, TB, unknown>,
): Promise<Paged<Item>> {
  const offset = page * size;
  const [rows, counted] = await Promise.all([
    query.limit(size).offset(offset).execute(),
    countQuery
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow() as Promise<{ total: number | string }>,
  ]);
  const totalElements = Number(counted.total);
  const totalPages = Math.ceil(totalElements / size);
  return {
    content: rows.map(toItem),
    totalPages,
    totalElements,
    last: page >= totalPages - 1,
    pageable: { pageNumber: page, pageSize: size, offset },
  };
}

/** `%text%` for a case-insensitive contains match on lower(column). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" on one column, the same on SQLite and PostgreSQL. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
