/** SQLite's write-ahead log is copied back into the database file by a worker thread, not inside the requests' commits. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect';
import { DATABASE_FILE } from '../src/db/backup';

describe('checkpoints off the thread (SQLite)', () => {
  it('copies a grown log into the database file while the connection leaves it alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-checkpoint-'));
    const database = openDatabase({ dataDir });
    try {
      const file = path.join(dataDir, DATABASE_FILE);
      await sql`create table filler (body text)`.execute(database.db);
      const before = fs.statSync(file).size;
      const body = 'x'.repeat(64 * 1024);
      // 6 MB through the log: past the worker's 4 MB, short of the connection's own 40 MB threshold.
      for (let i = 0; i < 96; i++) await sql`insert into filler (body) values (${body})`.execute(database.db);
      const deadline = Date.now() + 5000;
      while (fs.statSync(file).size - before < 4 * 1024 * 1024 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fs.statSync(file).size - before).toBeGreaterThanOrEqual(4 * 1024 * 1024);
      const [{ count }] = (await sql<{ count: number }>`select count(*) as count from filler`.execute(database.db)).rows;
      expect(count).toBe(96);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
