import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const DATABASE_FILE = 'hanout.sqlite';

/** Copies the live SQLite database to `target` with SQLite's online backup, safe while the app writes. */
export async function backupDatabase(dataDir: string, target: string): Promise<void> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  checkBackup(target);
}

/** Refuses a file that is not a sound Hanout database. */
export function checkBackup(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name in ('users', 'kysely_migration')").all();
    if (tables.length !== 2) throw new Error(`${file} is not a Hanout database`);
  } finally {
    db.close();
  }
}

/**
 * Replaces the database in `dataDir` with `backup`. The app must be stopped; the current
 * database is kept beside it as `hanout.sqlite.before-restore-<time>`.
 */
export function restoreDatabase(dataDir: string, backup: string, now = new Date()): string | null {
  checkBackup(backup);
  fs.mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, DATABASE_FILE);
  let kept: string | null = null;
  if (fs.existsSync(live)) {
    // Fold the write-ahead log into the file first, so the kept copy is whole.
    const current = new SQLite(live);
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    kept = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(live, kept);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(live + suffix, { force: true });
  const staging = `${live}.restoring`;
  fs.copyFileSync(backup, staging);
  fs.renameSync(staging, live);
  return kept;
}
