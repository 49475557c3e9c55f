import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/connect';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

describe('starting the server', () => {
  it('refuses a second instance on an embedded database another one has open, with one clear line', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-startup-'));
    const running = openDatabase({ dataDir });
    try {
      await migrateToLatest(running);
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '4999', HOST: '127.0.0.1', BACKUP_EVERY: 'off' };
      delete env.DATABASE_URL;
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr.trim()).toBe(
        `Hanout cannot start: the database in ${dataDir} is in use by another Hanout (one instance per DATA_DIR).`,
      );
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
