import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * The one helper every migration may share, frozen: a migration never changes once released, so
 * anything else a migration needs is copied into it, never imported from another migration.
 */

/** SQLite wants INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL an identity column. */
export function withId<T extends string>(dialect: DialectName, table: CreateTableBuilder<T, never>) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
