import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** `select 1`: rejects when the database does not answer. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** PostgreSQL: every column of the current schema's tables, table by table in column order. */
export async function schemaColumns(db: Db) {
  const { rows } = await sql<{ table: string; name: string; type: string; nullable: string }>`select table_name as "table",
    column_name as name, data_type as type, is_nullable as nullable from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  return rows;
}

/** The rows of `table`, with these columns only; by id when `byId`; those whose `where.column` is `where.value` when given. */
export async function tableRows(
  db: Db,
  table: string,
  columns: string[],
  { byId, where }: { byId: boolean; where?: { column: string; value: number } },
) {
  const order = byId ? sql` order by id` : sql``;
  const filter = where ? sql` where ${sql.ref(where.column)} = ${where.value}` : sql``;
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const { rows } = await sql<Record<string, unknown>>`select ${list} from ${sql.table(table)}${filter}${order}`.execute(db);
  return rows;
}
