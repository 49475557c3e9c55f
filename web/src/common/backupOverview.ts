import type { BackupOverview } from '@hanout/contract';
import { ApiError, api } from './api';

/**
 * The backups' overview, or null where the installation holds several shops: whoever hosts it backs
 * it up whole, and the server answers 404. Light enough for the app's first script (the dashboard).
 */
export const fetchBackupOverview = (): Promise<BackupOverview | null> =>
  api<BackupOverview>('/backups').catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
