import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { DATABASE_FILE } from './backup';
import { initial } from './migrations/001_initial';
import { searchIndexes } from './migrations/002_search_indexes';
import { sqliteTextSearch } from './migrations/003_sqlite_text_search';
import { availableStockIndex } from './migrations/004_available_stock_index';
import { invoiceDays } from './migrations/005_invoice_days';
import { uniqueNames } from './migrations/006_unique_names';
import { userLanguage } from './migrations/009_user_language';

/** Re-exported for the bench's scripts, which open databases through this file. */
export type { DialectName };
export type Db = Kysely<Database>;
export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

// COUNT and SUM answer bigint/numeric in PostgreSQL; every value here fits a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The dialect behind a handle or transaction, for the few queries written differently on each. */
export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection closed by the server (restart, administrator) is dropped from the pool and the
    // next query opens a new one; unhandled, the pool's 'error' event would end the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, DATABASE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; searches must also match 'élan' with 'ÉLAN', as PostgreSQL does.
  file.function('lower', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }), plugins });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; on SQLite, preparing costs as much as running a small query.
 * Prepared statements are kept per SQL text (Kysely runs one query at a time on its single
 * connection; a statement still busy iterating is never handed out twice).
 */
function withStatementCache(file: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = file.prepare(text);
      if (statements.size >= size) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
      return statement;
    },
  };
}

export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001_initial': initial(dialect),
    '002_search_indexes': searchIndexes(dialect),
    '003_sqlite_text_search': sqliteTextSearch(dialect),
    '004_available_stock_index': availableStockIndex,
    '005_invoice_days': invoiceDays(dialect),
    '006_unique_names': uniqueNames,
    '009_user_language': userLanguage,
  };
}

/** Brings the schema up to date; safe to run at every start and from several instances. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations(dialect)) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
