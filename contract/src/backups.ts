import { z } from 'zod';

export const BACKUP_REASONS = ['schedule', 'manual', 'shutdown', 'before-upgrade', 'command'] as const;

/** One backup file in BACKUP_DIR. `verified`: checked after writing (integrity and every table's row count). */
export const backup = z.object({
  file: z.string(),
  createdAt: z.string(),
  sizeBytes: z.number().int(),
  verified: z.boolean(),
  reason: z.enum(BACKUP_REASONS).nullable(),
});
export type Backup = z.infer<typeof backup>;

/** What administrators are warned about; the texts are the web app's. */
export const backupWarning = z.discriminatedUnion('code', [
  /** No verified backup in the last 24 hours (`lastVerifiedAt` null: none at all). */
  z.object({ code: z.literal('no-recent-backup'), lastVerifiedAt: z.string().nullable() }),
  z.object({ code: z.literal('last-backup-failed'), at: z.string(), error: z.string() }),
  /** BACKUP_DIR is on the same file system as the database: one dead disk loses both. */
  z.object({ code: z.literal('same-disk'), directory: z.string() }),
  z.object({ code: z.literal('low-disk'), location: z.enum(['database', 'backups']), freeBytes: z.number() }),
]);
export type BackupWarning = z.infer<typeof backupWarning>;

/**
 * GET /api/backups (administrators). With PostgreSQL (`engine: 'postgres'`) the app makes no
 * backups (pg_dump does, see the README): `backups` is empty and `directory` null.
 */
export const backupOverview = z.object({
  engine: z.enum(['sqlite', 'postgres']),
  directory: z.string().nullable(),
  /** Hours between automatic backups; 0: off. */
  everyHours: z.number(),
  backups: z.array(backup),
  warnings: z.array(backupWarning),
});
export type BackupOverview = z.infer<typeof backupOverview>;

/** GET /api/health when all is well; otherwise 503 as a problem. */
export const health = z.object({ status: z.literal('ok') });
