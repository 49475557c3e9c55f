import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, sql, type Migration } from 'kysely';
import { configFromEnv, type Config } from '../../../src/config';
import { migrations, openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { checkBackup, readManifest } from '../../../src/db/backup';
import { upgradeDatabase } from '../../../src/modules/backups/upgrade';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dialectUnderTest, freshDatabase } from '../../support/harness';
import { changedTables, tableChecksums } from '../../support/db-state';
import { killStartedServers, startServer, stopServer } from '../../support/processes';
import { unscoped } from '../../../src/db/shop-scope';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await killStartedServers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database migrated up to `last`, as an older release left it, with a customer in it. */
async function databaseAt(last: string): Promise<{ database: DatabaseHandle; config: Config }> {
  const fresh = await freshDatabase();
  const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, poolSize: 2 });
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-upgrade-backups-'));
  cleanups.push(async () => {
    await database.close();
    await fresh.drop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });
  // As an older release left it: rows without a shop (migration 044).
  const asStored = unscoped(database.db);
  const migrator = new Migrator({ db: asStored, provider: { getMigrations: () => Promise.resolve(migrations(database.dialect)) } });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error as Error;
  await asStored
    .insertInto('customers')
    .values({ name: 'Fatima', ice: '', mobile: '0600000000', createdAt: new Date().toISOString() })
    .execute();
  const config = { ...configFromEnv({}), dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, backupDir };
  return { database, config };
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { info: (text: string) => lines.push(text), error: (text: string) => lines.push(`ERROR ${text}`) } };
}

/** Creates a table and a row, then fails: what a migration with a mistake in its second half does. */
const brokenMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('loyalty_cards')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .execute();
    await sql`insert into loyalty_cards (id) values (1)`.execute(db);
    await sql`update customers set name = 'changed by a failed migration'`.execute(db);
    await sql`select * from a_table_that_does_not_exist`.execute(db);
  },
};

/** Every table's rows and, on SQLite, the schema itself. */
async function snapshot({ db, dialect }: DatabaseHandle) {
  const tables = await tableChecksums(db, dialect);
  const schema =
    dialect === 'sqlite'
      ? (await sql<{ sql: string }>`select sql from sqlite_master order by name`.execute(db)).rows.map((row) => row.sql).join('\n')
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`.execute(db)
        ).rows
          .map((row) => row.name)
          .join('\n');
  return { tables, schema };
}

describe('safe upgrades', () => {
  it('backs up and verifies an existing database before running new migrations, and names the backup', async () => {
    const { database, config } = await databaseAt('005_invoice_days');
    const { lines, log } = recordingLog();
    const result = await upgradeDatabase(database, config, log);
    expect(result.applied).toEqual(Object.keys(migrations(database.dialect)).filter((name) => name > '005_invoice_days'));
    if (dialectUnderTest === 'sqlite') {
      expect(result.backup).toMatch(/before-upgrade\.sqlite$/);
      expect(() => checkBackup(result.backup!)).not.toThrow();
      expect(readManifest(result.backup!)).toMatchObject({ reason: 'before-upgrade', tables: { customers: 1, kysely_migration: 5 } });
      expect(lines).toContain(`database upgrade: verified backup before the upgrade at ${result.backup}`);
    } else {
      expect(result.backup).toBeNull();
      expect(lines.join('\n')).toMatch(/pg_dump/);
    }
    // Nothing to run: no backup.
    expect(await upgradeDatabase(database, config, log)).toEqual({ backup: null, applied: [] });
  });

  it('makes no backup of a new, empty database', async () => {
    const fresh = await freshDatabase();
    const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, poolSize: 2 });
    cleanups.push(async () => {
      await database.close();
      await fresh.drop();
    });
    const config = {
      ...configFromEnv({}),
      dataDir: fresh.dataDir,
      databaseUrl: fresh.databaseUrl,
      backupDir: path.join(fresh.dataDir, 'backups'),
    };
    const result = await upgradeDatabase(database, config, recordingLog().log);
    expect(result.backup).toBeNull();
    expect(result.applied).toHaveLength(Object.keys(migrations(database.dialect)).length);
    expect(fs.existsSync(config.backupDir)).toBe(false);
  });

  it('leaves the database as it was when a migration fails, and says which backup to restore', async () => {
    const { database, config } = await databaseAt('006_unique_names');
    const before = await snapshot(database);
    const upgrade = upgradeDatabase(database, config, recordingLog().log, {
      ...migrations(database.dialect),
      '007_loyalty_cards': brokenMigration,
    });
    if (dialectUnderTest === 'sqlite') {
      await expect(upgrade).rejects.toThrow(
        /Migration 007_loyalty_cards failed: .*a_table_that_does_not_exist.* The database was left as it was\. .*npm run restore -- .*before-upgrade\.sqlite/,
      );
    } else {
      await expect(upgrade).rejects.toThrow(/Migration 007_loyalty_cards failed/);
    }
    const after = await snapshot(database);
    expect(changedTables(before.tables, after.tables)).toEqual([]);
    expect(after.schema).toBe(before.schema);
  });

  it.skipIf(dialectUnderTest !== 'sqlite')('refuses to migrate when the backup before it cannot be made', async () => {
    const { database, config } = await databaseAt('005_invoice_days');
    const blocked = path.join(config.backupDir, 'a-file');
    fs.writeFileSync(blocked, '');
    const before = await snapshot(database);
    await expect(upgradeDatabase(database, { ...config, backupDir: blocked }, recordingLog().log)).rejects.toThrow(
      /Not upgrading the database: the backup before the upgrade failed/,
    );
    expect((await snapshot(database)).schema).toBe(before.schema);
  });

  it.skipIf(dialectUnderTest !== 'sqlite')('npm start on an older database logs the verified backup it made before migrating', async () => {
    const { database, config } = await databaseAt('005_invoice_days');
    await database.close();
    const server = await startServer({
      DATA_DIR: config.dataDir,
      JWT_SECRET: 'upgrade-test-secret-0123456789-abcdefgh',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      BACKUP_DIR: config.backupDir,
    } as Parameters<typeof startServer>[0]);
    const backups = fs.readdirSync(config.backupDir).filter((name) => name.endsWith('-before-upgrade.sqlite'));
    expect(backups).toHaveLength(1);
    expect(server.output()).toContain(`database upgrade: verified backup before the upgrade at ${path.join(config.backupDir, backups[0])}`);
    await stopServer(server);
    // A clean shutdown makes a backup too.
    expect(fs.readdirSync(config.backupDir).filter((name) => name.endsWith('-shutdown.sqlite'))).toHaveLength(1);
  });
});

describe('npm run export -- DIR', () => {
  it('writes every table as CSV with a README of the columns, while the app may run', async () => {
    const { database, config } = await databaseAt('006_unique_names');
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-export-'));
    cleanups.push(() => Promise.resolve(fs.rmSync(target, { recursive: true, force: true })));
    const result = spawnSync('npm', ['run', '--silent', 'export', '--', target], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '' },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Exported \d+ tables as CSV, with README.md, into /);
    const tables = Object.keys(await tableChecksums(database.db, database.dialect)).filter((name) => !/^kysely_|_search(_|$)/.test(name));
    const files = fs.readdirSync(target);
    expect(files.sort()).toEqual([...tables.map((name) => `${name}.csv`), 'README.md'].sort());
    expect(fs.readFileSync(path.join(target, 'customers.csv'), 'utf8')).toMatch(
      /^\uFEFFid,ice,name,mobile,created_at\r\n1,,Fatima,0600000000,/,
    );
    const readme = fs.readFileSync(path.join(target, 'README.md'), 'utf8');
    for (const name of tables) expect(readme).toContain(`## ${name}.csv`);
  }, 60_000);
});
