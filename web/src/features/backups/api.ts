import type { Backup } from '@hanout/contract';
import { api } from '../../common/api';
import { apiFile } from '../../common/files';

export const makeBackup = () => api<Backup>('/backups', { method: 'POST' });
export const downloadExport = () => apiFile('/backups/export', 'hanout-export.zip');

/** Hands a downloaded file to the browser to save. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
