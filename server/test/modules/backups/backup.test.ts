import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { backupDatabase, checkBackup, restoreDatabase } from '../../../src/db/backup';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-backup-'));
const liveDir = path.join(tmp, 'live');
let live: DatabaseHandle;

const customerCount = async (handle: DatabaseHandle) =>
  Number(
    (
      await handle.db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const addCustomers = (handle: DatabaseHandle, names: string[]) =>
  handle.db
    .insertInto('customers')
    .values(names.map((name) => ({ name, ice: '', mobile: '0600000000', createdAt: new Date().toISOString() })))
    .execute();

beforeAll(async () => {
  live = openDatabase({ dataDir: liveDir });
  await migrateToLatest(live);
});
afterAll(async () => {
  await live.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// Backup and restore are for the embedded SQLite database only.
describe('backup and restore of the embedded database', () => {
  it('copies the live database while it is being written, and restores it in place', async () => {
    await addCustomers(
      live,
      Array.from({ length: 500 }, (_, i) => `Customer ${i}`),
    );
    const target = path.join(tmp, 'backups', 'one.sqlite');
    const writing = addCustomers(live, ['Written during the backup']);
    await Promise.all([backupDatabase(liveDir, target), writing]);
    expect(() => checkBackup(target)).not.toThrow();
    // Password hashes and customers: the database and its backups are readable by the app's user only.
    for (const file of [target, path.join(liveDir, 'hanout.sqlite'), path.join(liveDir, 'hanout.sqlite-wal')])
      expect((fs.statSync(file).mode & 0o777).toString(8), file).toBe('600');

    const backedUp = await customerCount(live);
    await addCustomers(live, ['After the backup']);
    await live.close();

    const kept = restoreDatabase(liveDir, target);
    expect(kept && fs.existsSync(kept)).toBe(true);
    live = openDatabase({ dataDir: liveDir });
    const restored = await customerCount(live);
    expect([backedUp, backedUp - 1]).toContain(restored);
    const names = (await live.db.selectFrom('customers').select('name').execute()).map((row) => row.name);
    expect(names).not.toContain('After the backup');
    expect(names).toContain('Customer 499');
  });

  it('refuses to restore while the app has the database open, and touches nothing', async () => {
    const target = path.join(tmp, 'backups', 'while-open.sqlite');
    await backupDatabase(liveDir, target);
    await addCustomers(live, ['Sold while the app runs']);
    const files = () => fs.readdirSync(liveDir).sort();
    const before = files();
    expect(() => restoreDatabase(liveDir, target)).toThrow(/is in use: stop the app/);
    expect(files()).toEqual(before);
    const names = (await live.db.selectFrom('customers').select('name').execute()).map((row) => row.name);
    expect(names).toContain('Sold while the app runs');
  });

  it('refuses a file that is not a Hanout database', () => {
    const junk = path.join(tmp, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database');
    expect(() => restoreDatabase(path.join(tmp, 'other'), junk)).toThrow();
    expect(fs.existsSync(path.join(tmp, 'other', 'hanout.sqlite'))).toBe(false);
  });

  it('works from the command line: npm run backup, then npm run restore -- FILE', () => {
    const env = { ...process.env, DATA_DIR: liveDir, DATABASE_URL: '', INIT_CWD: tmp };
    const root = path.resolve(import.meta.dirname, '../../..');
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', 'cli.sqlite'], { cwd: root, env }).toString();
    expect(out).toContain(path.join(tmp, 'cli.sqlite'));
    checkBackup(path.join(tmp, 'cli.sqlite'));
    const restored = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/restore.ts', 'cli.sqlite'], {
      cwd: root,
      env: { ...env, DATA_DIR: path.join(tmp, 'fresh') },
    }).toString();
    expect(restored).toContain('Restored');
    checkBackup(path.join(tmp, 'fresh', 'hanout.sqlite'));
  });
});
