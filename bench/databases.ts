/**
 * The seeded databases, kept between runs (keyed by seed version and scale), and the working copy
 * each run loads: a copy of the SQLite file, or a PostgreSQL database created from the seeded one
 * as a template. Every run so starts from the same data, whatever the previous run wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { DATABASE_FILE } from '../server/src/db/backup';
import { migrateToLatest, migrations, openDatabase, type DatabaseHandle, type DialectName } from '../server/src/db/connect';
import { BEFORE, CACHE_DIR, PG_SERVER_URL, SCALE, cacheKey, sizesAt } from './config';
import { seedDatabase, type SeedReport } from './seed';

export interface Prepared {
  dialect: DialectName;
  /** Environment that points the server at the working copy. */
  env: Record<string, string>;
  open(poolSize?: number): DatabaseHandle;
  seed: SeedReport & { reused: boolean; seededAt: string };
}

const log = (line: string) => console.log(line);

/**
 * The migrations a seed is made with: those every checkout of the run knows. A later migration may
 * drop what an older checkout's server needs; each checkout brings its copy up to its own latest.
 */
function seedMigrations(dialect: DialectName) {
  const all = migrations(dialect);
  if (!BEFORE) return all;
  const known = new Set(fs.readdirSync(path.join(BEFORE, 'server/src/db/migrations')).map((file) => file.replace(/\.ts$/, '')));
  return Object.fromEntries(Object.entries(all).filter(([name]) => known.has(name)));
}

/** The seed's cache key: seed version, scale and the last migration it was made with. */
function seedKey(): string {
  const last = Object.keys(seedMigrations('sqlite')).sort().at(-1)!.slice(0, 3);
  return `${cacheKey()}-m${last}`;
}

async function seedInto(handle: DatabaseHandle): Promise<SeedReport> {
  await migrateToLatest(handle, seedMigrations(handle.dialect));
  return seedDatabase(handle.db, handle.dialect, sizesAt(SCALE), log);
}

/**
 * A fresh working copy of the seeded SQLite data. `migrate` brings the copy up to this checkout's
 * migrations; the seed itself is left as seeded, so that an older checkout can run on it too.
 */
export async function prepareSqlite({ migrate = true } = {}): Promise<Prepared> {
  const seedDir = path.join(CACHE_DIR, `sqlite-${seedKey()}`);
  const marker = path.join(seedDir, 'seed.json');
  const reused = fs.existsSync(marker);
  if (!reused) {
    fs.rmSync(seedDir, { recursive: true, force: true });
    log(`Seeding SQLite at scale ${SCALE} into ${path.relative(process.cwd(), seedDir)}`);
    const handle = openDatabase({ dataDir: seedDir });
    const report = await seedInto(handle);
    await handle.close();
    fs.writeFileSync(marker, JSON.stringify({ ...report, seededAt: new Date().toISOString() }, null, 2));
  }
  const runDir = path.join(CACHE_DIR, 'run-sqlite');
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  fs.copyFileSync(path.join(seedDir, DATABASE_FILE), path.join(runDir, DATABASE_FILE));
  if (migrate) {
    // Migrations added since the seed (new indexes, dropped tables) are applied to the copy.
    const handle = openDatabase({ dataDir: runDir });
    await migrateToLatest(handle);
    await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
    await handle.close();
  }
  return {
    dialect: 'sqlite',
    env: { DATA_DIR: runDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: runDir }),
    seed: { ...JSON.parse(fs.readFileSync(marker, 'utf8')), reused },
  };
}

export function databaseUrl(name: string): string {
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a client of the PostgreSQL server, connected to its default database. */
export async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await withServer((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

const SEEDED = 'hanout bench seed';

/** The PostgreSQL database holding the seed of this run's key. */
export const postgresSeedName = () => `hanout_bench_${seedKey().replace(/-/g, '_')}`;

/** A fresh working copy of the seeded PostgreSQL data; `migrate` as for prepareSqlite. */
export async function preparePostgres({ migrate = true } = {}): Promise<Prepared> {
  const seedName = postgresSeedName();
  const runName = 'hanout_bench';
  const comment = await withServer(async (client) => {
    const found = await client.query("select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1", [
      seedName,
    ]);
    return found.rows[0]?.comment as string | undefined;
  });
  const reused = !!comment?.startsWith(SEEDED);
  if (!reused) {
    log(`Seeding PostgreSQL at scale ${SCALE} into database ${seedName}`);
    await withServer(async (client) => {
      await client.query(`drop database if exists ${seedName} with (force)`);
      await client.query(`create database ${seedName}`);
      // The seed is rebuilt if lost: its commits need not wait for the disk (runs keep the server's default).
      await client.query(`alter database ${seedName} set synchronous_commit = off`);
    });
    const handle = openDatabase({ databaseUrl: databaseUrl(seedName), dataDir: CACHE_DIR, poolSize: 8 });
    const report = await seedInto(handle);
    await handle.close();
    await withServer((client) => client.query(`alter database ${seedName} reset synchronous_commit`));
    const note = JSON.stringify({ ...report, seededAt: new Date().toISOString() });
    await withServer((client) => client.query(`comment on database ${seedName} is '${SEEDED} ${note.replace(/'/g, "''")}'`));
  }
  const note = await withServer(async (client) => {
    await client.query(`drop database if exists ${runName} with (force)`);
    await client.query(`create database ${runName} template ${seedName}`);
    const found = await client.query("select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1", [
      seedName,
    ]);
    return String(found.rows[0].comment).slice(SEEDED.length + 1);
  });
  const url = databaseUrl(runName);
  if (migrate) {
    const handle = openDatabase({ databaseUrl: url, dataDir: CACHE_DIR, poolSize: 1 });
    await migrateToLatest(handle);
    await handle.close();
  }
  return {
    dialect: 'postgres',
    env: { DATABASE_URL: url },
    open: (poolSize = 10) => openDatabase({ databaseUrl: url, dataDir: CACHE_DIR, poolSize }),
    seed: { ...JSON.parse(note), reused },
  };
}

/** Blocks read from the buffer cache and from outside it (the OS cache or the disk) in the database `name`, since it was made. */
export async function bufferReads(name: string): Promise<{ hit: number; read: number }> {
  const { rows } = await withServer((client) =>
    client.query('select blks_hit::float8 as hit, blks_read::float8 as read from pg_stat_database where datname = $1', [name]),
  );
  return { hit: Number(rows[0]?.hit ?? NaN), read: Number(rows[0]?.read ?? NaN) };
}

/** Drops the PostgreSQL working copy (the seeded database stays for the next run). */
export async function dropPostgresRun(): Promise<void> {
  await withServer((client) => client.query('drop database if exists hanout_bench with (force)'));
}

/**
 * A copy of the run's data where only the first `lines` available stock lines (first expiring
 * first) still hold units: a shop-sized stock, for the reports that list all of it. `drop` removes it.
 */
export async function withAvailableLines(
  prepared: Prepared,
  lines: number,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const keep = sql`update stocks set quantity = 0 where quantity > 0 and id not in (select id from stocks where quantity > 0 order by expire_date, id limit ${lines})`;
  if (prepared.dialect === 'sqlite') {
    const runDir = path.join(CACHE_DIR, `run-sqlite-${lines}`);
    fs.rmSync(runDir, { recursive: true, force: true });
    fs.mkdirSync(runDir, { recursive: true });
    fs.copyFileSync(path.join(prepared.env.DATA_DIR, DATABASE_FILE), path.join(runDir, DATABASE_FILE));
    const handle = openDatabase({ dataDir: runDir });
    await keep.execute(handle.db);
    await handle.close();
    return { env: { DATA_DIR: runDir, DATABASE_URL: '' }, drop: () => fs.promises.rm(runDir, { recursive: true, force: true }) };
  }
  const name = `hanout_bench_${lines}`;
  await withServer(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${new URL(prepared.env.DATABASE_URL).pathname.slice(1)}`);
  });
  const handle = openDatabase({ databaseUrl: databaseUrl(name), dataDir: CACHE_DIR, poolSize: 1 });
  await keep.execute(handle.db);
  await handle.close();
  return {
    env: { DATABASE_URL: databaseUrl(name) },
    drop: () => withServer((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
