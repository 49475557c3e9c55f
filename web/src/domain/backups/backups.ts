import type { BackupWarning } from '@hanout/contract';
import { formatDateTime } from '../../common/dates';
import { isolated, t } from '../../common/i18n';

export { BACKUPS } from '../../common/queryKeys';
export { fetchBackupOverview } from '../../common/backupOverview';

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
            title: t('No backup in the last 24 hours'),
            text: t('The newest verified backup is from {{time}}. A dead disk would lose everything since.', {
              time: formatDateTime(warning.lastVerifiedAt),
            }),
          }
        : {
            title: t('No verified backup yet'),
            text: t('Nothing protects the invoices, credits and stock from a dead disk. Make a backup now.'),
          };
    case 'last-backup-failed':
      return { title: t('The last backup failed'), text: `${formatDateTime(warning.at)}: ${warning.error}` };
    case 'same-disk':
      return {
        title: t('Backups are on the same disk as the database'),
        text: t('If this disk dies, the backups in {{directory}} die with it. Set BACKUP_DIR to a USB drive or a synced folder.', {
          directory: isolated(warning.directory),
        }),
      };
    case 'low-disk':
      return {
        title: t('Disk space is low'),
        text:
          warning.location === 'database'
            ? t('Only {{free}} free on the disk of the database.', { free: formatBytes(warning.freeBytes) })
            : t('Only {{free}} free on the disk of the backups.', { free: formatBytes(warning.freeBytes) }),
      };
  }
}
