/**
 * Every repository statement, compiled for SQLite and for PostgreSQL, is checked in under
 * `server/sql/<module>.sql`, so that a reviewer sees each edit that can change a plan. The files
 * are written by `UPDATE_SQL=1 npm test -w server -- sql-files`; otherwise a difference fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ShopScopePlugin } from '../../src/db/shop-scope';
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema';
import type { DialectName } from '../../src/db/dialect';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const EXAMPLES_DIR = path.join(SERVER_DIR, 'test/sql');
const SQL_DIR = path.join(SERVER_DIR, 'sql');

/** A database that answers no rows and keeps the SQL it was sent. */
function recordingDb(dialect: DialectName, sent: string[]): Kysely<Database> {
  const connection: DatabaseConnection = {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      sent.push(query.sql);
      return Promise.resolve({ rows: [], numAffectedRows: 0n });
    },
    streamQuery(query: CompiledQuery) {
      sent.push(query.sql);
      return (async function* () {})();
    },
  };
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => Promise.resolve(connection),
    beginTransaction: () => Promise.resolve(),
    commitTransaction: () => Promise.resolve(),
    rollbackTransaction: () => Promise.resolve(),
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  const postgres = dialect === 'postgres';
  const recording: Dialect = {
    createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
    createDriver: () => driver,
    createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
  };
  return new Kysely<Database>({ dialect: recording, plugins: [new ShopScopePlugin(), new CamelCasePlugin()] });
}

const show = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (item instanceof Date ? item.toISOString() : item));

/** The checked-in text of one module: each statement, its example, its SQL on both databases. */
async function compileModule(name: string): Promise<string> {
  const declared = (await import(path.join(EXAMPLES_DIR, `${name}.ts`))) as {
    default: { repository: Record<string, (...args: unknown[]) => unknown>; examples: Record<string, unknown[]> };
  };
  const { repository, examples } = declared.default;
  const parts = [`-- The SQL of server/src/modules/${name}: written by test/infra/sql-files.test.ts, do not edit.`];
  for (const statement of Object.keys(repository).sort()) {
    if (typeof repository[statement] !== 'function') continue;
    const args = examples[statement];
    expect(args, `${name}: ${statement} has no example in test/sql/${name}.ts`).toBeDefined();
    parts.push('', `-- ${statement}(${args.map(show).join(', ')})`);
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const sent: string[] = [];
      try {
        await repository[statement](recordingDb(dialect, sent), ...args);
      } catch {
        // A statement that needs a row to go on stops here: what it sent so far is its SQL.
      }
      parts.push(`-- ${dialect}`, ...(sent.length ? sent.map((text) => `${text};`) : ['-- (no statement)']));
    }
  }
  return `${parts.join('\n')}\n`;
}

const modules = fs
  .readdirSync(EXAMPLES_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'sql-examples.ts')
  .map((file) => file.slice(0, -3))
  .sort();

describe('the SQL of every repository, checked in', () => {
  it.each(modules)('server/sql/%s.sql is what the code compiles', async (name) => {
    const compiled = await compileModule(name);
    const file = path.join(SQL_DIR, `${name}.sql`);
    if (process.env.UPDATE_SQL) {
      fs.mkdirSync(SQL_DIR, { recursive: true });
      fs.writeFileSync(file, compiled);
    }
    expect(fs.existsSync(file), `${file} is missing: run UPDATE_SQL=1 npm test -w server -- sql-files`).toBe(true);
    expect(compiled, `${file} differs from the code: run UPDATE_SQL=1 npm test -w server -- sql-files`).toBe(fs.readFileSync(file, 'utf8'));
  });

  it('has no file left for a module without a repository', () => {
    const files = fs.existsSync(SQL_DIR) ? fs.readdirSync(SQL_DIR).filter((file) => file.endsWith('.sql')) : [];
    expect(files.map((file) => file.slice(0, -4)).sort()).toEqual(modules);
  });
});
