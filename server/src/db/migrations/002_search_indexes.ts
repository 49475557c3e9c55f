import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** The columns searched with "contains" (common/paging.ts containsText) on the tables that grow large. */
const SEARCHED = [
  ['customers', 'name'],
  ['customers', 'ice'],
  ['customers', 'mobile'],
  ['products', 'name'],
] as const;
const indexName = (table: string, column: string) => `${table}_${column}_trgm`;

/**
 * PostgreSQL: trigram indexes for `lower(column) like '%text%'`, which otherwise reads every row
 * (EXPLAIN on 20,000 products: a 17-27 ms sequential scan per stock search, see bench/RESULTS.md).
 * They need the pg_trgm extension (PostgreSQL's contrib, trusted since version 13): it is created
 * when this database user may create it; otherwise the searches stay correct, only slower.
 * SQLite has no such index short of FTS5 tables, and is left as is.
 */
export const searchIndexes = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect !== 'postgres') return;
    const { rows } = await sql<{ usable: boolean }>`
      select exists (select 1 from pg_extension where extname = 'pg_trgm')
          or (has_database_privilege(current_database(), 'CREATE')
              and exists (select 1 from pg_available_extension_versions v
                          where v.name = 'pg_trgm'
                            and (v.trusted or (select rolsuper from pg_roles where rolname = current_user))))
        as usable`.execute(db);
    if (!rows[0]?.usable) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, column] of SEARCHED) {
      await sql`create index if not exists ${sql.ref(indexName(table, column))} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      );
    }
  },
  async down(db) {
    if (dialect !== 'postgres') return;
    for (const [table, column] of SEARCHED) await sql`drop index if exists ${sql.ref(indexName(table, column))}`.execute(db);
  },
});
