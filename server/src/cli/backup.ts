import path from 'node:path';
import { configFromEnv } from '../config';
import { isPostgresUrl } from '../db/connect';
import { backupDatabase } from '../db/backup';

// `npm run backup [-- FILE]`: an online copy of the embedded database.
const config = configFromEnv();
if (isPostgresUrl(config.databaseUrl)) {
  console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump.');
  process.exit(1);
}
const cwd = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(cwd, process.argv[2] ?? `backups/hanout-${stamp}.sqlite`);
await backupDatabase(config.dataDir, target);
console.log(`Backup written to ${target}`);
