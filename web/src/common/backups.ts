import type { BackupOverview, BackupWarning } from '@hanout/contract';
import { api } from './api';
import { formatDateTime } from './dates';

/** Query key of GET /api/backups: the dashboard's warnings and the Backups screen share it. */
export const BACKUPS = ['backups'] as const;
export const fetchBackupOverview = () => api<BackupOverview>('/backups');

/** `1.4 GB`, `820 KB`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** What each warning says to an administrator. */
export function warningText(warning: BackupWarning): { title: string; text: string } {
  switch (warning.code) {
    case 'no-recent-backup':
      return warning.lastVerifiedAt
        ? {
            title: 'No backup in the last 24 hours',
            text: `The newest verified backup is from ${formatDateTime(warning.lastVerifiedAt)}. A dead disk would lose everything since.`,
          }
        : {
            title: 'No verified backup yet',
            text: 'Nothing protects the invoices, credits and stock from a dead disk. Make a backup now.',
          };
    case 'last-backup-failed':
      return { title: 'The last backup failed', text: `${formatDateTime(warning.at)}: ${warning.error}` };
    case 'same-disk':
      return {
        title: 'Backups are on the same disk as the database',
        text: `If this disk dies, the backups in ${warning.directory} die with it. Set BACKUP_DIR to a USB drive or a synced folder.`,
      };
    case 'low-disk':
      return {
        title: 'Disk space is low',
        text: `Only ${formatBytes(warning.freeBytes)} free on the disk of the ${warning.location === 'database' ? 'database' : 'backups'}.`,
      };
  }
}
