export { backupRoutes } from './routes';
export { healthRoutes } from './health';
export { createBackupService, type BackupService } from './service';
export { scheduleBackups } from './schedule';
export { upgradeDatabase } from './upgrade';
export { sendExportZip, shopExportFiles, writeExport, writeExportFiles, type ExportFile } from './export';
