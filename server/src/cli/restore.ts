import path from 'node:path';
import { configFromEnv } from '../config';
import { isPostgresUrl } from '../db/connect';
import { BackupError, restoreDatabase } from '../db/backup';
import { createBackupService } from '../modules/backups';

// `npm run restore -- FILE` or `npm run restore -- --newest`: puts a backup back in place of the
// embedded database (app stopped). Without an argument, lists the backups in BACKUP_DIR.
const config = configFromEnv();
if (isPostgresUrl(config.databaseUrl)) {
  console.error('DATABASE_URL points at PostgreSQL: restore it with pg_restore or psql.');
  process.exit(1);
}
const backups = createBackupService({ config, dialect: 'sqlite' }).list();
const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run restore -- FILE   or   npm run restore -- --newest (the newest verified backup)');
  console.error(backups.length ? `Backups in ${config.backupDir}, newest first:` : `No backup in ${config.backupDir}.`);
  for (const backup of backups) console.error(`  ${backup.file}  ${backup.createdAt}  ${backup.verified ? 'verified' : 'NOT verified'}`);
  // Listing is what the command without an argument is for: not a failure.
  process.exit(0);
}
let file: string;
if (argument === '--newest') {
  const newest = backups.find((backup) => backup.verified);
  if (!newest) {
    console.error(`No verified backup in ${config.backupDir}.`);
    process.exit(1);
  }
  file = newest.file;
} else {
  file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}
try {
  const kept = restoreDatabase(config.dataDir, file);
  console.log(`Restored ${file} into ${config.dataDir}.${kept ? ` The previous database is kept as ${kept}.` : ''}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Refused: ${error.message}\nThe database in ${config.dataDir} was not touched.`);
  process.exit(1);
}
