import path from 'node:path';
import { configFromEnv } from '../config';
import { isPostgresUrl } from '../db/connect';
import { backupDatabase } from '../db/backup';

// `npm run backup [-- FILE]`: an online, verified copy of the embedded database (into BACKUP_DIR by default).
const config = configFromEnv();
if (isPostgresUrl(config.databaseUrl)) {
  console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump.');
  process.exit(1);
}
const cwd = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = process.argv[2] ? path.resolve(cwd, process.argv[2]) : path.join(config.backupDir, `hanout-${stamp}-command.sqlite`);
try {
  const manifest = await backupDatabase(config.dataDir, target);
  console.log(`Backup written to ${target} and verified (${Object.keys(manifest.tables).length} tables).`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
