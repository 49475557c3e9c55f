import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, sql, Migrator, PostgresAdapter, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { PostgresDialectKnowingCommits } from './commit-outcome';
import { ShopScopePlugin, scopeDriverToShop, unscoped } from './shop-scope';
import { DATABASE_FILE } from './backup';
import { foldText } from '../lib/fold';
import { migrations } from './migrations';

/** Re-exported for the bench's scripts and the tests, which open databases through this file. */
export type { DialectName };
export { migrations };
export type Db = Kysely<Database>;
export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

// COUNT and SUM answer bigint/numeric in PostgreSQL; every value here fits a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** The database could not be reached; the request may be retried once it is back. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The dialect behind a handle or transaction, for the few queries written differently on each. */
export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): DatabaseHandle {
  // The shop scope reads the names as the code writes them, before they are turned to snake case.
  const plugins = [new ShopScopePlugin(), new CamelCasePlugin()];
  if (isPostgresUrl(options.databaseUrl)) {
    const connection = { connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    // A connection closed by the server (restart, administrator) emits 'error'; unhandled, that event
    // ends the process. Idle ones report through the pool; one checked out by a request has only its
    // own listener, kept for its whole life: the query in flight fails by itself (answered 503), and
    // the pool drops the broken connection when it is released, so the next request opens a new one.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const connections = {
      // Whatever stops the pool from handing out a connection (refused, server shutting down, not
      // accepting connections, too many clients) means the database is unavailable for now.
      connect: () =>
        pool.connect().catch((error: unknown) => {
          throw new DatabaseUnavailable(error);
        }),
      end: () => pool.end(),
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialectKnowingCommits({ pool: connections }, connection), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const filePath = path.join(options.dataDir, DATABASE_FILE);
  // The database holds password hashes and the shop's customers: readable by the app's user only.
  // SQLite gives its log and shared-memory files the database file's permissions; a database made
  // by an older version is narrowed too (one the app's user does not own is left as it is).
  if (!fs.existsSync(filePath)) fs.writeFileSync(filePath, '', { mode: 0o600 });
  for (const suffix of ['', '-wal', '-shm'])
    try {
      fs.chmodSync(filePath + suffix, 0o600);
    } catch {
      // absent, or not ours
    }
  const file = new SQLite(filePath);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; searches must also match 'élan' with 'ÉLAN', as PostgreSQL does.
  file.function('lower', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  // PostgreSQL's fold_text is a SQL function (migration 019); SQLite's is this one, on the same table.
  file.function('fold_text', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldText(text) : text));
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(file), plugins });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Some errors (SQLITE_FULL, SQLITE_IOERR…) make SQLite roll the transaction back itself; Kysely's
 * own 'rollback' then failed with "cannot rollback - no transaction is active", and that error hid
 * the real one. The rollback is skipped when SQLite already left the transaction.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly file: SQLite.Database) {
    super({ database: withStatementCache(file) });
  }

  override createDriver() {
    const driver = scopeDriverToShop(super.createDriver());
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.file.inTransaction) await rollback(connection);
    };
    return driver;
  }
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

/**
 * Brings the schema up to date; safe to run at every start and from several instances.
 * Kysely's migrator wraps the migrations in a transaction only where its adapter declares
 * transactional DDL, which its SQLite adapter does not, although SQLite's DDL is transactional:
 * on SQLite the run is wrapped here (`begin immediate`: a second instance waits), so that a failing
 * migration leaves the database as it was. PostgreSQL's runs in the migrator's own transaction.
 */
export async function migrateToLatest(
  handle: DatabaseHandle,
  migrationSet: Record<string, Migration> = migrations(handle.dialect),
): Promise<void> {
  const { dialect } = handle;
  // Migrations see every shop's rows, as they are stored.
  const db = unscoped(handle.db);
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrationSet) } });
  // A table SQLite must make anew (migration 044) is dropped while others still refer to it: foreign
  // keys are off while migrating (only outside a transaction can they be turned off), then checked.
  if (dialect === 'sqlite') await sql`pragma foreign_keys = off`.execute(db);
  if (dialect === 'sqlite') await sql`begin immediate`.execute(db);
  const { error, results } = await migrator.migrateToLatest();
  let failed: { migrationName: string } | undefined = results?.find((result) => result.status === 'Error');
  if (dialect === 'sqlite') {
    if (!error && !failed && (await sql`pragma foreign_key_check`.execute(db)).rows.length) failed = { migrationName: '(foreign keys)' };
    const succeeded = !error && !failed;
    // SQLite may already have rolled back on its own (a full disk): nothing left to undo then.
    await sql
      .raw(succeeded ? 'commit' : 'rollback')
      .execute(db)
      .catch((endError: unknown) => {
        if (succeeded) throw endError;
      })
      .finally(() => sql`pragma foreign_keys = on`.execute(db));
  }
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The migrations not yet applied to this database, and whether it held any before (an upgrade, not a first start). */
export async function pendingMigrations(
  { db, dialect }: DatabaseHandle,
  migrationSet: Record<string, Migration> = migrations(dialect),
): Promise<{ pending: string[]; existing: boolean }> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrationSet) } });
  const all = await migrator.getMigrations();
  return { pending: all.filter((one) => !one.executedAt).map((one) => one.name), existing: all.some((one) => one.executedAt) };
}
