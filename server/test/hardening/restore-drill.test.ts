/**
 * Restore drill: the real server takes sales and GRNs, an administrator asks for a backup, more
 * sales follow, the disk "dies" (server killed, database file overwritten), and `npm run restore
 * -- --newest`, run as a shop owner would, brings back the newest verified backup: every table's
 * rows equal the backup's, the ledger holds, the server starts on it. A damaged backup is refused
 * and leaves the data directory alone. Embedded SQLite only (PostgreSQL is restored with pg_restore).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dialectUnderTest, freshDatabase } from '../support/harness';
import { checkLedger, changedTables, tableChecksums } from '../support/db-state';
import { killStartedServers, startServer, stopServer, type ServerEnv } from '../support/processes';
import { grnBody, httpCall, httpLogin, invoiceBody, seedShop } from '../support/shop';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let summary = '';

afterAll(async () => {
  await killStartedServers();
  if (summary) console.log(summary);
});

/** `npm run <script> -- args` from the repository's root, as a shop owner types it. */
function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Checksums of a database file, read from a copy so that the file itself is not touched. */
async function fileChecksums(file: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-drill-read-'));
  fs.copyFileSync(file, path.join(dir, 'hanout.sqlite'));
  const handle: DatabaseHandle = openDatabase({ dataDir: dir });
  try {
    return await tableChecksums(handle.db, 'sqlite');
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(dialectUnderTest !== 'sqlite')('restore drill', () => {
  it('brings back the newest verified backup after the database is destroyed, and refuses a damaged one', async () => {
    const fresh = await freshDatabase();
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-drill-backups-'));
    const env: ServerEnv & { BACKUP_DIR: string } = {
      DATA_DIR: fresh.dataDir,
      JWT_SECRET: 'restore-drill-secret-0123456789-abcdefgh',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      BACKUP_DIR: backupDir,
    };
    const cliEnv = { DATA_DIR: fresh.dataDir, BACKUP_DIR: backupDir, DATABASE_URL: '' };
    try {
      let server = await startServer(env);
      const token = await httpLogin(server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      const call = httpCall(server.baseUrl, token);
      const shop = await seedShop(call, { tag: 'drill', products: 3, quantities: [400, 400, 400] });
      let invoices = 0;
      let grns = 1;
      for (let i = 0; i < 30; i++) {
        const line = shop.lines[i % shop.lines.length];
        expect(
          (await call('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: line.id, quantity: 1 + (i % 3) }], 20))).status,
        ).toBe(200);
        invoices += 1;
        if (i % 6 === 0) {
          expect(
            (await call('POST', '/api/grn', grnBody(shop.supplierId, [{ product: shop.productIds[i % 3], quantity: 10 + i }], 50))).status,
          ).toBe(200);
          grns += 1;
        }
      }
      const made = await call('POST', '/api/backups');
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const backup = made.body as { verified: boolean; file: string };
      expect(backup.verified).toBe(true);
      const backupFile = backup.file;
      // Sales after the backup: lost with the disk, as they would be.
      for (let i = 0; i < 5; i++) {
        expect(
          (await call('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }]))).status,
        ).toBe(200);
      }
      await stopServer(server, 'SIGKILL');

      const live = path.join(fresh.dataDir, 'hanout.sqlite');
      fs.writeFileSync(live, crypto.randomBytes(fs.statSync(live).size));
      fs.rmSync(`${live}-wal`, { force: true });
      fs.rmSync(`${live}-shm`, { force: true });
      const destroyed = fs.readFileSync(live);

      // A backup with one changed byte, and a truncated one without its manifest: both refused, nothing touched.
      const damagedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-drill-damaged-'));
      const flipped = path.join(damagedDir, 'flipped.sqlite');
      fs.copyFileSync(backupFile, flipped);
      fs.copyFileSync(`${backupFile}.json`, `${flipped}.json`);
      const bytes = fs.readFileSync(flipped);
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      fs.writeFileSync(flipped, bytes);
      const truncated = path.join(damagedDir, 'truncated.sqlite');
      fs.writeFileSync(truncated, fs.readFileSync(backupFile).subarray(0, Math.floor(bytes.length / 2)));
      for (const [file, reason] of [
        [flipped, /has changed since it was verified .* it is damaged/],
        [truncated, /damaged|cannot be opened/],
      ] as const) {
        const refused = npmRun('restore', [file], cliEnv);
        expect(refused.status, refused.output).toBe(1);
        expect(refused.output).toMatch(/Refused: /);
        expect(refused.output).toMatch(reason);
        expect(refused.output).toContain('was not touched');
        expect(fs.readFileSync(live).equals(destroyed)).toBe(true);
      }

      const restored = npmRun('restore', ['--newest'], cliEnv);
      expect(restored.status, restored.output).toBe(0);
      expect(restored.output).toContain(`Restored ${backupFile}`);

      const expected = await fileChecksums(backupFile);
      const database = openDatabase({ dataDir: fresh.dataDir });
      let rows = 0;
      try {
        const actual = await tableChecksums(database.db, 'sqlite');
        expect(changedTables(expected, actual)).toEqual([]);
        expect(Object.keys(actual).length).toBeGreaterThan(15);
        rows = Object.values(actual).reduce((total, table) => total + table.rows, 0);
        const { violations, figures } = await checkLedger(database.db);
        expect(violations).toEqual([]);
        expect(figures.invoices).toBe(invoices);
        expect(figures.grns).toBe(grns);
      } finally {
        await database.close();
      }

      server = await startServer(env);
      expect((await httpCall(server.baseUrl, null)('GET', '/api/health')).status).toBe(200);
      expect(await httpLogin(server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD)).toBeTruthy();
      await stopServer(server, 'SIGKILL');
      fs.rmSync(damagedDir, { recursive: true, force: true });

      summary =
        `hardening: restore drill (sqlite): ${invoices} invoices and ${grns} GRNs backed up and verified, database file destroyed, ` +
        `npm run restore -- --newest brought back ${Object.keys(expected).length} tables (${rows} rows) with row checksums equal to the backup's, ` +
        `ledger sound, server up again; a backup with 1 changed byte and a truncated one refused, data directory untouched`;
    } finally {
      await fresh.drop();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  }, 180_000);
});
