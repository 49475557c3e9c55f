import type { Insertable } from 'kysely';
import type { Db } from './connect';
import type { Database } from './schema';

/** The tables whose rows get a generated integer id. */
type WithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/** Writes one row of `table`; answers the id it was given. */
export async function insertReturningId<T extends WithId>(db: Db, table: T, row: Insertable<Database[T]>): Promise<number> {
  // Kysely cannot check a row against a table that is only a type parameter: the signature does.
  const inserted = (await db
    .insertInto(table)
    .values(row as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow()) as unknown as { id: number };
  return inserted.id;
}

/**
 * Writes a document's header, then its lines in one statement, each with the header's id in `key`;
 * answers the header's id.
 */
export async function insertHeaderAndLines<H extends WithId, L extends keyof Database, K extends keyof Insertable<Database[L]> & string>(
  db: Db,
  header: { table: H; row: Insertable<Database[H]> },
  lines: { table: L; key: K; rows: Omit<Insertable<Database[L]>, K>[] },
): Promise<number> {
  const id = await insertReturningId(db, header.table, header.row);
  await db
    .insertInto(lines.table)
    .values(lines.rows.map((line) => ({ [lines.key]: id, ...line })) as never)
    .execute();
  return id;
}
