import type { Migration } from 'kysely';
import type { Config } from '../../config';
import { migrateToLatest, migrations, pendingMigrations, type DatabaseHandle } from '../../db/connect';
import { createBackupService, type BackupLog } from './service';

/**
 * Migrates the database at start. An existing embedded database with migrations to run is first
 * backed up and verified (in-process: nothing else runs yet), and not migrated at all if that
 * fails. A failing migration is rolled back (see migrateToLatest) and the error names the backup.
 * PostgreSQL is not backed up by the app; its migrations run in one transaction.
 */
export async function upgradeDatabase(
  database: DatabaseHandle,
  config: Config,
  log: BackupLog,
  migrationSet: Record<string, Migration> = migrations(database.dialect),
): Promise<{ backup: string | null; applied: string[] }> {
  const { pending, existing } = await pendingMigrations(database, migrationSet);
  if (pending.length === 0) return { backup: null, applied: [] };
  let backup: string | null = null;
  if (existing && database.dialect === 'sqlite') {
    log.info(`database upgrade: ${pending.join(', ')} to run; backing up first`);
    try {
      backup = (await createBackupService({ config, dialect: database.dialect, log }).backupNow('before-upgrade', { offThread: false }))
        .file;
    } catch (error) {
      throw new Error(
        `Not upgrading the database: the backup before the upgrade failed (${(error as Error).message}). Make BACKUP_DIR (${config.backupDir}) writable with room, then start again.`,
      );
    }
    log.info(`database upgrade: verified backup before the upgrade at ${backup}`);
  } else if (existing) {
    log.info(`database upgrade: ${pending.join(', ')} to run in one transaction; PostgreSQL is backed up by pg_dump, not by Hanout`);
  }
  try {
    await migrateToLatest(database, migrationSet);
  } catch (error) {
    const advice = backup
      ? ` The database was left as it was. Should it be damaged anyway, restore the backup made just before: npm run restore -- ${backup}`
      : '';
    throw new Error(`${(error as Error).message}.${advice}`);
  }
  if (existing) log.info(`database upgrade: ${pending.join(', ')} applied`);
  return { backup, applied: pending };
}
