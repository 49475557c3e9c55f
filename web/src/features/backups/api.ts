import type { Backup } from '@hanout/contract';
import { api } from '../../common/api';
import { apiFile } from '../../common/files';

export const makeBackup = () => api<Backup>('/backups', { method: 'POST' });
export const downloadExport = () => apiFile('/backups/export', 'hanout-export.zip');
