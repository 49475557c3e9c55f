import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Backup, BackupOverview, BackupWarning } from '@hanout/contract';
import type { Config } from '../../config';
import type { DialectName } from '../../db/connect';
import { DATABASE_FILE, manifestPath, readManifest, writeVerifiedBackup, type BackupManifest, type BackupReason } from '../../db/backup';
import { backupsToKeep } from './retention';
import { freeBytes, sameFileSystem } from './disk';

/** Administrators are warned when the newest verified backup is older than this. */
export const STALE_AFTER_MS = 24 * 3_600_000;
/** Backups made before a migration are kept apart from the rotation: the newest this many. */
export const UPGRADE_BACKUPS_KEPT = 3;
/**
 * Backups made by hand (Back up now, npm run backup) are kept apart too, the newest this many: the
 * rotation keeps one a day, and a copy made before something risky went at the next backup.
 */
export const HAND_BACKUPS_KEPT = 5;
const STATUS_FILE = 'last-backup.json';
const BACKUP_NAME = /^hanout-.+\.sqlite$/;

export interface BackupLog {
  info(message: string): void;
  error(message: string): void;
}

/** The outcome of the last attempt, kept in DATA_DIR: BACKUP_DIR may be the thing that failed. */
interface LastAttempt {
  at: string;
  ok: boolean;
  file?: string;
  error?: string;
}

export interface BackupService {
  list(): Backup[];
  overview(): BackupOverview;
  /** Makes, verifies and names a backup, then prunes; a second call while one runs waits for the same one. */
  backupNow(reason: BackupReason, options?: { offThread?: boolean }): Promise<Backup>;
  newestVerifiedAt(): Date | null;
}

/** Runs writeVerifiedBackup on a worker thread: the integrity check and row counts are CPU work. */
function backupOffThread(source: string, target: string, reason: BackupReason, at: Date): Promise<BackupManifest> {
  return new Promise((resolve, reject) => {
    // The worker loads TypeScript through tsx's API: a worker does not inherit the parent's loader,
    // and `--import tsx` in its execArgv does not reach its entry module on Node 20.
    const entry = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(
      new URL('./backup-worker.ts', import.meta.url).href,
    )}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(entry, { eval: true, workerData: { source, target, reason, at: at.toISOString() } });
    worker.once('message', (answer: { manifest?: BackupManifest; error?: string }) => {
      if (answer.manifest) resolve(answer.manifest);
      else reject(new Error(answer.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the backup worker stopped (exit code ${code})`)));
  });
}

const running = new Map<string, Promise<Backup>>();

export function createBackupService(options: { config: Config; dialect: DialectName; log?: BackupLog; now?: () => Date }): BackupService {
  const { config, dialect } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? { info: () => {}, error: () => {} };
  const statusFile = path.join(config.dataDir, STATUS_FILE);

  function list(): Backup[] {
    if (dialect !== 'sqlite') return [];
    let names: string[];
    try {
      names = fs.readdirSync(config.backupDir);
    } catch {
      return []; // not there (yet), or a drive unplugged: no backup to list
    }
    const backups: Backup[] = [];
    for (const name of names) {
      if (!name.endsWith('.sqlite')) continue;
      const file = path.join(config.backupDir, name);
      const stats = fs.statSync(file);
      if (!stats.isFile()) continue;
      const manifest = readManifest(file);
      backups.push({
        file,
        createdAt: manifest?.createdAt ?? stats.mtime.toISOString(),
        sizeBytes: stats.size,
        verified: !!manifest && manifest.sizeBytes === stats.size,
        reason: manifest?.reason ?? null,
      });
    }
    return backups.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }

  function newestVerifiedAt(): Date | null {
    const newest = list().find((backup) => backup.verified);
    return newest ? new Date(newest.createdAt) : null;
  }

  function lastAttempt(): LastAttempt | null {
    try {
      return JSON.parse(fs.readFileSync(statusFile, 'utf8')) as LastAttempt;
    } catch {
      return null;
    }
  }

  /** Deletes the verified backups of ours that the retention no longer keeps; others' files are left alone. */
  function prune() {
    const ours = list().filter((backup) => backup.verified && BACKUP_NAME.test(path.basename(backup.file)));
    const upgrades = ours.filter((backup) => backup.reason === 'before-upgrade').slice(0, UPGRADE_BACKUPS_KEPT);
    const madeByHand = (backup: Backup) => backup.reason === 'manual' || backup.reason === 'command';
    const byHand = ours.filter(madeByHand).slice(0, HAND_BACKUPS_KEPT);
    // Kept apart from the rotation: a copy made by hand never takes the place of its day's scheduled one.
    const rotated = ours.filter((backup) => backup.reason !== 'before-upgrade' && !madeByHand(backup));
    const kept = backupsToKeep(rotated, config.backupKeep, config.timeZone);
    for (const backup of ours) {
      if (kept.has(backup) || upgrades.includes(backup) || byHand.includes(backup)) continue;
      fs.rmSync(backup.file, { force: true });
      fs.rmSync(manifestPath(backup.file), { force: true });
      log.info(
        `backup ${backup.file} removed by the retention (${config.backupKeep.daily} daily, ${config.backupKeep.weekly} weekly, ${config.backupKeep.monthly} monthly)`,
      );
    }
  }

  async function makeBackup(reason: BackupReason, offThread: boolean): Promise<Backup> {
    const at = now();
    const target = path.join(config.backupDir, `hanout-${at.toISOString().replace(/[:.]/g, '-')}-${reason}.sqlite`);
    const source = path.join(config.dataDir, DATABASE_FILE);
    try {
      fs.mkdirSync(config.backupDir, { recursive: true });
      const manifest = offThread
        ? await backupOffThread(source, target, reason, at)
        : await writeVerifiedBackup(source, target, reason, at);
      fs.writeFileSync(statusFile, JSON.stringify({ at: at.toISOString(), ok: true, file: target } satisfies LastAttempt));
      log.info(`backup written and verified: ${target}`);
      try {
        prune();
      } catch (error) {
        log.error(`backup retention failed: ${(error as Error).message}`);
      }
      return { file: target, createdAt: manifest.createdAt, sizeBytes: manifest.sizeBytes, verified: true, reason };
    } catch (error) {
      const message = (error as Error).message;
      fs.writeFileSync(statusFile, JSON.stringify({ at: at.toISOString(), ok: false, error: message } satisfies LastAttempt));
      log.error(`backup failed: ${message}`);
      throw error;
    }
  }

  function warnings(backups: Backup[]): BackupWarning[] {
    const found: BackupWarning[] = [];
    const dataFree = freeBytes(config.dataDir);
    if (dataFree < config.diskWarnBytes) found.push({ code: 'low-disk', location: 'database', freeBytes: dataFree });
    if (dialect !== 'sqlite') return found;
    const newest = backups.find((backup) => backup.verified);
    if (!newest || now().getTime() - new Date(newest.createdAt).getTime() > STALE_AFTER_MS) {
      found.push({ code: 'no-recent-backup', lastVerifiedAt: newest?.createdAt ?? null });
    }
    const attempt = lastAttempt();
    // A verified backup made since (by `npm run backup`, which writes no status) answers the failure.
    const answered = newest && new Date(newest.createdAt).getTime() > new Date(attempt?.at ?? 0).getTime();
    if (attempt && !attempt.ok && !answered) found.push({ code: 'last-backup-failed', at: attempt.at, error: attempt.error ?? '' });
    if (sameFileSystem(config.backupDir, config.dataDir)) found.push({ code: 'same-disk', directory: config.backupDir });
    else {
      const backupFree = freeBytes(config.backupDir);
      if (backupFree < config.diskWarnBytes) found.push({ code: 'low-disk', location: 'backups', freeBytes: backupFree });
    }
    return found;
  }

  return {
    list,
    newestVerifiedAt,
    overview() {
      const backups = list();
      return {
        engine: dialect,
        directory: dialect === 'sqlite' ? config.backupDir : null,
        everyHours: config.backupEveryMs / 3_600_000,
        backups,
        warnings: warnings(backups),
      };
    },
    backupNow(reason, { offThread = true } = {}) {
      const key = config.backupDir;
      const current = running.get(key);
      if (current) return current;
      const made = makeBackup(reason, offThread).finally(() => running.delete(key));
      running.set(key, made);
      return made;
    },
  };
}
