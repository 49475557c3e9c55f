import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { parseBackupEvery, parseBackupKeep } from '../../../src/config';
import { backupDatabase, readManifest } from '../../../src/db/backup';
import { backupsToKeep } from '../../../src/modules/backups/retention';
import { scheduleBackups, FIRST_BACKUP_DELAY_MS, RETRY_DELAY_MS } from '../../../src/modules/backups/schedule';
import { createBackupService } from '../../../src/modules/backups/service';
import { createShop } from '../../../src/modules/shops';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { injectCall, seedShop, invoiceBody } from '../../support/shop';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TZ = 'Africa/Casablanca';
const temporary: string[] = [];
let t: TestApp | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix = 'hanout-backups-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

describe('settings', () => {
  it('reads BACKUP_EVERY and BACKUP_KEEP, and refuses what it cannot read', () => {
    expect(parseBackupEvery('6h')).toBe(6 * HOUR);
    expect(parseBackupEvery('30m')).toBe(30 * 60_000);
    expect(parseBackupEvery('off')).toBe(0);
    expect(() => parseBackupEvery('6')).toThrow(/BACKUP_EVERY/);
    expect(parseBackupKeep('7d,4w,12m')).toEqual({ daily: 7, weekly: 4, monthly: 12 });
    expect(parseBackupKeep('3d')).toEqual({ daily: 3, weekly: 0, monthly: 0 });
    expect(() => parseBackupKeep('7 days')).toThrow(/BACKUP_KEEP/);
    expect(() => parseBackupKeep('0d')).toThrow(/at least one/);
  });
});

describe('retention (grandfather-father-son)', () => {
  it('keeps, after a year of backups every 6 hours, the newest of the last 7 days, 4 weeks and 12 months', () => {
    const keep = { daily: 7, weekly: 4, monthly: 12 };
    let kept: Array<{ createdAt: string }> = [];
    // A fake clock from Wednesday 2025-10-01 to Monday 2026-11-23, pruning after each backup as the service does.
    const start = Date.parse('2025-10-01T03:00:00Z');
    const end = Date.parse('2026-11-23T21:00:00Z');
    for (let now = start; now <= end; now += 6 * HOUR) {
      kept = [...backupsToKeep([...kept, { createdAt: new Date(now).toISOString() }], keep, TZ)];
    }
    const times = kept.map((backup) => backup.createdAt).sort();
    // Each kept backup is the last one (21:00 UTC: 22:00 in Casablanca, 21:00 once it moved to +00 in 2026) of its day.
    expect(times.every((time) => time.endsWith('T21:00:00.000Z'))).toBe(true);
    const days = times.map((time) => time.slice(0, 10));
    // 7 days: 17–23 November; 4 weeks (Monday to Sunday): the 23rd and 22nd (kept daily already), the 15th and 8th;
    // 12 months: the last day of each month from December 2025 (November 2026 is kept daily).
    expect(days).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-08',
      '2026-11-15',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });

  it('counts periods that have a backup, so a computer left off for months keeps its backups', () => {
    const backups = ['2026-01-05T10:00:00Z', '2026-01-06T10:00:00Z', '2026-01-06T16:00:00Z'].map((createdAt) => ({ createdAt }));
    const kept = backupsToKeep(backups, { daily: 7, weekly: 0, monthly: 0 }, TZ);
    expect([...kept].map((backup) => backup.createdAt).sort()).toEqual(['2026-01-05T10:00:00Z', '2026-01-06T16:00:00Z']);
  });
});

describe('schedule', () => {
  it('backs up 5 minutes after start, then every BACKUP_EVERY, and retries a failure after 30 minutes', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00Z') });
    const made: string[] = [];
    let failNext = false;
    let last: Date | null = null;
    const schedule = scheduleBackups({
      everyMs: 6 * HOUR,
      lastBackupAt: () => Promise.resolve(last),
      backup: () => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('drive unplugged'));
        }
        last = new Date();
        made.push(last.toISOString());
        return Promise.resolve();
      },
    });
    await vi.advanceTimersByTimeAsync(FIRST_BACKUP_DELAY_MS - 1000);
    expect(made).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(made).toEqual(['2026-11-23T08:05:00.000Z']);
    await vi.advanceTimersByTimeAsync(6 * HOUR);
    expect(made).toEqual(['2026-11-23T08:05:00.000Z', '2026-11-23T14:05:00.000Z']);
    failNext = true;
    await vi.advanceTimersByTimeAsync(6 * HOUR);
    expect(made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(made.at(-1)).toBe('2026-11-23T20:35:00.000Z');
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(7 * HOUR);
    expect(made).toHaveLength(3);
  });

  it('counts from the newest backup at start: a backup 2 hours old means the next in 4 hours', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00Z') });
    const made: number[] = [];
    const schedule = scheduleBackups({
      everyMs: 6 * HOUR,
      lastBackupAt: () => Promise.resolve(made.length ? new Date(made.at(-1)!) : new Date(Date.now() - 2 * HOUR)),
      backup: () => Promise.resolve(made.push(Date.now())),
    });
    await vi.advanceTimersByTimeAsync(4 * HOUR - 1000);
    expect(made).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(made).toEqual([Date.parse('2026-11-23T12:00:00Z')]);
    await schedule.stop();
  });
});

describe.skipIf(dialectUnderTest !== 'sqlite')('backups of the embedded database (service)', () => {
  it('prunes real backup files by the retention as a fake clock moves, keeping the backups made before upgrades and by hand apart', async () => {
    t = await createTestApp();
    const backupDir = tempDir();
    let now = Date.parse('2026-11-01T10:00:00Z');
    const service = createBackupService({
      config: { ...t.config, backupDir, backupKeep: { daily: 2, weekly: 1, monthly: 0 } },
      dialect: 'sqlite',
      now: () => new Date(now),
    });
    await service.backupNow('before-upgrade', { offThread: false });
    for (let day = 0; day < 5; day++) {
      for (const hour of [0, 6]) {
        now = Date.parse('2026-11-02T10:00:00Z') + day * DAY + hour * HOUR;
        await service.backupNow('schedule', { offThread: false });
      }
      // A copy made by hand before something risky, on the third day: kept although its day has a newer backup.
      if (day === 2) {
        now += HOUR;
        await service.backupNow('manual', { offThread: false });
      }
    }
    // One more by hand, after the last day's scheduled backups: the day keeps its newest scheduled one too.
    now += HOUR;
    await service.backupNow('manual', { offThread: false });
    const left = service.list();
    expect(left.every((backup) => backup.verified)).toBe(true);
    expect(left.map((backup) => `${backup.createdAt} ${backup.reason}`)).toEqual([
      '2026-11-06T17:00:00.000Z manual',
      '2026-11-06T16:00:00.000Z schedule',
      '2026-11-05T16:00:00.000Z schedule',
      '2026-11-04T17:00:00.000Z manual',
      '2026-11-01T10:00:00.000Z before-upgrade',
    ]);
    expect(fs.readdirSync(backupDir).sort(), fs.readdirSync(backupDir).join(' ')).toHaveLength(10); // five backups and their manifests
  });
});

describe('GET and POST /api/backups, GET /api/backups/export', () => {
  it('is for administrators only', async () => {
    t = await createTestApp({ backupDir: tempDir() });
    const staff = await t.createUser();
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['GET', '/api/backups/export'],
    ] as const) {
      expect((await t.request(null, { method, url })).statusCode).toBe(401);
      const refused = await t.request(staff.token, { method, url });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    }
  });

  it.skipIf(dialectUnderTest !== 'sqlite')(
    'makes a verified backup now while sales go on, lists it, and warns until there is one',
    async () => {
      const backupDir = tempDir();
      t = await createTestApp({ backupDir });
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'backup', quantities: [1000] });

      const before = (await t.request(t.adminToken, { method: 'GET', url: '/api/backups' })).json();
      expect(before).toMatchObject({ engine: 'sqlite', directory: backupDir, everyHours: 6, backups: [] });
      expect(before.warnings).toContainEqual({ code: 'no-recent-backup', lastVerifiedAt: null });
      // The temporary folders share one file system.
      expect(before.warnings).toContainEqual({ code: 'same-disk', directory: backupDir });

      // Sales racing the backup: its verification compares every table's rows with the snapshot it copied.
      const sales = Array.from({ length: 20 }, () =>
        admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }])),
      );
      const made = await t.request(t.adminToken, { method: 'POST', url: '/api/backups' });
      expect((await Promise.all(sales)).map((sale) => sale.status)).toEqual(Array(20).fill(200));
      expect(made.statusCode).toBe(201);
      const backup = made.json();
      expect(backup).toMatchObject({ verified: true, reason: 'manual' });
      expect(path.dirname(backup.file)).toBe(backupDir);
      const manifest = readManifest(backup.file)!;
      expect(manifest.tables.invoices).toBeGreaterThanOrEqual(0);
      expect(manifest.tables.users).toBe(1);
      expect(manifest.sizeBytes).toBe(fs.statSync(backup.file).size);

      const after = (await t.request(t.adminToken, { method: 'GET', url: '/api/backups' })).json();
      expect(after.backups).toEqual([backup]);
      expect(after.warnings.map((warning: { code: string }) => warning.code)).not.toContain('no-recent-backup');

      // A verified backup older than 24 hours warns again, with its time.
      const old = new Date(Date.now() - 25 * HOUR).toISOString();
      fs.writeFileSync(`${backup.file}.json`, JSON.stringify({ ...manifest, createdAt: old }));
      const stale = (await t.request(t.adminToken, { method: 'GET', url: '/api/backups' })).json();
      expect(stale.warnings).toContainEqual({ code: 'no-recent-backup', lastVerifiedAt: old });
    },
    60_000,
  );

  it.skipIf(dialectUnderTest !== 'sqlite')('answers a failed backup as a problem and warns that the last one failed', async () => {
    const blocked = path.join(tempDir(), 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the backup folder should be');
    t = await createTestApp({ backupDir: blocked });
    const failed = await t.request(t.adminToken, { method: 'POST', url: '/api/backups' });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['content-type']).toContain('application/problem+json');
    expect(failed.json().detail).toMatch(/^The backup failed: /);
    const { warnings } = (await t.request(t.adminToken, { method: 'GET', url: '/api/backups' })).json();
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'last-backup-failed' }));
  });

  it.skipIf(dialectUnderTest !== 'sqlite')(
    'stops warning of a failed backup once a verified one is made from the command line',
    async () => {
      const backupDir = tempDir();
      const app = await createTestApp({ backupDir });
      t = app;
      const failedAt = new Date(Date.now() - 60_000).toISOString();
      fs.writeFileSync(
        path.join(app.config.dataDir, 'last-backup.json'),
        JSON.stringify({ at: failedAt, ok: false, error: 'database or disk is full' }),
      );
      const codes = async () =>
        ((await app.request(app.adminToken, { method: 'GET', url: '/api/backups' })).json().warnings as { code: string }[]).map(
          (warning) => warning.code,
        );
      expect(await codes()).toContain('last-backup-failed');
      // What `npm run backup` does: a verified copy into BACKUP_DIR, no status written.
      await backupDatabase(
        app.config.dataDir,
        path.join(backupDir, `hanout-${new Date().toISOString().replace(/[:.]/g, '-')}-command.sqlite`),
      );
      expect(await codes()).not.toContain('last-backup-failed');
    },
  );

  it('warns when free disk space is below the warning level', async () => {
    t = await createTestApp({ backupDir: tempDir(), diskWarnBytes: Number.MAX_SAFE_INTEGER });
    const { warnings } = (await t.request(t.adminToken, { method: 'GET', url: '/api/backups' })).json();
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'low-disk', location: 'database' }));
  });

  it.skipIf(dialectUnderTest !== 'sqlite' || !fs.existsSync('/dev/shm'))(
    'does not warn of the same disk when BACKUP_DIR is on another file system',
    async () => {
      const elsewhere = fs.mkdtempSync('/dev/shm/hanout-backups-');
      temporary.push(elsewhere);
      t = await createTestApp({ backupDir: elsewhere });
      if (fs.statSync(elsewhere).dev === fs.statSync(t.config.dataDir).dev) return;
      const { warnings } = (await t.request(t.adminToken, { method: 'GET', url: '/api/backups' })).json();
      expect(warnings.map((warning: { code: string }) => warning.code)).not.toContain('same-disk');
    },
  );

  it.skipIf(dialectUnderTest !== 'postgres')('only reports with PostgreSQL: no backups listed, none made', async () => {
    t = await createTestApp({ backupDir: tempDir() });
    const overview = (await t.request(t.adminToken, { method: 'GET', url: '/api/backups' })).json();
    expect(overview).toMatchObject({ engine: 'postgres', directory: null, backups: [] });
    expect(overview.warnings.map((warning: { code: string }) => warning.code)).not.toContain('no-recent-backup');
    const refused = await t.request(t.adminToken, { method: 'POST', url: '/api/backups' });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toMatch(/pg_dump/);
  });

  it("downloads every table of the shop's as CSV in a zip, its rows only, with a README of the columns", async () => {
    t = await createTestApp({ backupDir: tempDir() });
    const admin = injectCall(t, t.adminToken);
    const shop = await seedShop(admin, { tag: 'export, "quoted"', quantities: [50] });
    expect(
      (await admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 2 }], 10))).status,
    ).toBe(200);
    const response = await t.request(t.adminToken, { method: 'GET', url: '/api/backups/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="hanout-export-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    for (const table of [
      'brands',
      'customers',
      'grn_items',
      'grns',
      'invoice_items',
      'invoices',
      'products',
      'stocks',
      'suppliers',
      'users',
    ]) {
      expect(names).toContain(`${table}.csv`);
    }
    expect(names).toContain('README.md');
    expect(names).toContain('shop.csv');
    expect(names.some((name) => name.startsWith('kysely_') || name.includes('_search'))).toBe(false);
    // The installation's own tables are not the shop's.
    for (const table of ['shops', 'revoked_tokens', 'login_failures']) expect(names).not.toContain(`${table}.csv`);
    const users = strFromU8(files['users.csv']);
    expect([...files['users.csv'].subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark (TextDecoder drops it)
    expect(users.split('\r\n')[0]).toBe('id,name,username,email,mobile,role,is_enabled,created_at,token_version,language');
    expect(users).not.toContain('argon2');
    const categories = strFromU8(files['categories.csv']).split('\r\n');
    // The category has no default VAT rate: an empty last field.
    expect(categories).toContain('1,"Hardening export, ""quoted""",');
    const invoices = strFromU8(files['invoices.csv']).trim().split('\r\n');
    expect(invoices).toHaveLength(2);
    const readme = strFromU8(files['README.md']);
    expect(readme).toContain('## invoices.csv (1 rows)');
    expect(readme).toMatch(/\| total \| \w+ \| no \| amount in centimes/);
  });
});

describe('with several shops', () => {
  it("answers 404 for the backups (the whole installation's) while the shop's own export stays", async () => {
    t = await createTestApp({ backupDir: tempDir() });
    const app = t;
    const backups = (method: 'GET' | 'POST') => app.request(app.adminToken, { method, url: '/api/backups' });
    await createShop(app.database.db, { code: 'nour', name: 'Pharmacie Nour', adminEmail: 'owner@nour.ma' });
    for (const method of ['GET', 'POST'] as const) {
      const refused = await backups(method);
      expect(refused.statusCode, method).toBe(404);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().detail).toBe('This installation holds several shops: its backups are made by whoever hosts it.');
    }
    // Its own export stays the administrator's.
    expect((await app.request(app.adminToken, { method: 'GET', url: '/api/backups/export' })).statusCode).toBe(200);
  });
});

describe('GET /api/health', () => {
  it('answers 200 without authentication and with nothing but the status', async () => {
    t = await createTestApp();
    const response = await t.request(null, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when free disk space is below the floor', async () => {
    t = await createTestApp({ diskFloorBytes: Number.MAX_SAFE_INTEGER });
    const response = await t.request(null, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 503, detail: 'The disk is nearly full.' });
  });

  it('answers 503 when the database does not answer', async () => {
    t = await createTestApp();
    const app = t;
    await app.database.close();
    const response = await app.request(null, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 503, detail: 'The database does not answer.' });
    // Closed already: only the app and the files remain to clean.
    app.database.close = () => Promise.resolve();
  });
});
