import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const DATABASE_FILE = 'hanout.sqlite';

/** Why a backup was made. */
export type BackupReason = 'schedule' | 'manual' | 'shutdown' | 'before-upgrade' | 'command';

/** What is written beside each verified backup, as `<backup>.json`. */
export interface BackupManifest {
  createdAt: string;
  reason: BackupReason;
  sizeBytes: number;
  sha256: string;
  /** Rows per table, the same in the live database at the backup's moment and in the copy. */
  tables: Record<string, number>;
}

/** A backup that cannot be trusted, with a message meant for the person restoring. */
export class BackupError extends Error {}

export const manifestPath = (file: string) => `${file}.json`;

/** Ordinary tables (not SQLite's own, not virtual ones such as the full-text indexes). */
function tableNames(db: SQLite.Database): string[] {
  const rows = db
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and coalesce(sql, '') not like 'create virtual%' order by name",
    )
    .all() as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

export function tableRowCounts(db: SQLite.Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of tableNames(db)) {
    counts[name] = (db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number }).n;
  }
  return counts;
}

function fileSha256(file: string): string {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const chunk = Buffer.alloc(1024 * 1024);
    let read: number;
    while ((read = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0) hash.update(chunk.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/**
 * Copies the live database `source` to `target` with SQLite's online backup and verifies the copy.
 * The row counts are taken in the same read transaction the backup copies from: a read
 * transaction in WAL mode is a snapshot, and SQLite's backup steps read through the source
 * connection's open transaction rather than restarting on other connections' commits, so the
 * counts and the copy are the same moment. Writers are never blocked (WAL: readers and one
 * writer run side by side). The copy is written as `<target>.partial` and renamed only once
 * verified, with its manifest beside it.
 */
export async function writeVerifiedBackup(source: string, target: string, reason: BackupReason, now = new Date()): Promise<BackupManifest> {
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  // A backup holds what the database does (password hashes, customers): readable by its owner only,
  // as the database is (connect.ts).
  fs.writeFileSync(partial, '', { mode: 0o600 });
  const live = new SQLite(source, { fileMustExist: true });
  let tables: Record<string, number>;
  try {
    live.pragma('busy_timeout = 5000');
    live.exec('begin');
    try {
      tables = tableRowCounts(live);
      // All pages in one step: this runs on a worker thread or with the app stopped.
      await live.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      live.exec('rollback');
    }
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    live.close();
  }
  try {
    // The copy carries the live database's WAL mode; as a single file it needs no log (which a
    // read-only check would otherwise leave beside it). The app turns WAL on again when it opens it.
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    verifyCopy(partial, tables);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const manifest: BackupManifest = {
    createdAt: now.toISOString(),
    reason,
    sizeBytes: fs.statSync(partial).size,
    sha256: fileSha256(partial),
    tables,
  };
  fs.writeFileSync(manifestPath(target), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(partial, target);
  return manifest;
}

/** Integrity check and, when known, the row counts the copy must hold. */
function verifyCopy(file: string, expectedTables?: Record<string, number>): void {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma('integrity_check', { simple: true });
    } catch (error) {
      throw new BackupError(`${file} is damaged: ${(error as Error).message}`);
    }
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged: ${String(integrity)}`);
    const names = tableNames(db);
    if (!names.includes('users') || !names.includes('kysely_migration')) throw new BackupError(`${file} is not a Hanout database`);
    if (expectedTables) {
      const counts = tableRowCounts(db);
      const differing = Object.keys({ ...expectedTables, ...counts }).filter((name) => expectedTables[name] !== counts[name]);
      if (differing.length) {
        throw new BackupError(
          `${file} does not hold the rows it should: ${differing.map((name) => `${name} ${counts[name] ?? '-'} instead of ${expectedTables[name] ?? '-'}`).join(', ')}`,
        );
      }
    }
  } finally {
    db.close();
  }
}

export function readManifest(file: string): BackupManifest | null {
  try {
    return JSON.parse(fs.readFileSync(manifestPath(file), 'utf8')) as BackupManifest;
  } catch {
    return null;
  }
}

/**
 * Refuses a file that is not a sound Hanout database. A backup with its manifest must also be
 * byte for byte the file that was verified, and hold the rows recorded then: SQLite's integrity
 * check alone does not see a changed byte inside a row.
 */
export function checkBackup(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const manifest = readManifest(file);
  if (manifest && fileSha256(file) !== manifest.sha256) {
    throw new BackupError(
      `${file} has changed since it was verified on ${manifest.createdAt} (its SHA-256 differs): it is damaged. Restore another backup.`,
    );
  }
  verifyCopy(file, manifest?.tables);
}

/** Copies the live SQLite database to `target` (from the command line), verified. */
export async function backupDatabase(dataDir: string, target: string, reason: BackupReason = 'command'): Promise<BackupManifest> {
  return writeVerifiedBackup(path.join(dataDir, DATABASE_FILE), target, reason);
}

/**
 * Whether another connection has the database file open (the app, another instance): an open WAL
 * connection, even idle, keeps any other from the exclusive lock. False for a file SQLite cannot
 * open (absent, destroyed).
 */
export function databaseInUse(file: string): boolean {
  let probe: SQLite.Database;
  try {
    probe = new SQLite(file, { fileMustExist: true });
  } catch {
    return false;
  }
  try {
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('begin exclusive');
    probe.exec('commit');
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'SQLITE_BUSY';
  } finally {
    probe.close();
  }
}

/**
 * Replaces the database in `dataDir` with `backup`. The app must be stopped (refused otherwise);
 * the current database (even a damaged one) is kept beside it as `hanout.sqlite.before-restore-<time>`.
 */
export function restoreDatabase(dataDir: string, backup: string, now = new Date()): string | null {
  checkBackup(backup);
  fs.mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, DATABASE_FILE);
  let kept: string | null = null;
  if (fs.existsSync(live)) {
    // Restored under a running app, the database was swapped while the app went on writing its sales
    // into the file set aside, and they were lost.
    if (databaseInUse(live))
      throw new BackupError(`${live} is in use: stop the app (every instance using this DATA_DIR) first, then restore.`);
    kept = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    try {
      // Fold the write-ahead log into the file first, so the kept copy is whole.
      const current = new SQLite(live, { fileMustExist: true });
      try {
        current.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        current.close();
      }
    } catch {
      // A destroyed database cannot be checkpointed: its log is kept beside it as it is.
      if (fs.existsSync(`${live}-wal`)) fs.renameSync(`${live}-wal`, `${kept}-wal`);
    }
    fs.renameSync(live, kept);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(live + suffix, { force: true });
  const staging = `${live}.restoring`;
  fs.copyFileSync(backup, staging);
  fs.renameSync(staging, live);
  return kept;
}
