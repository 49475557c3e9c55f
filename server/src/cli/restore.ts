import path from 'node:path';
import { configFromEnv } from '../config';
import { isPostgresUrl } from '../db/connect';
import { restoreDatabase } from '../db/backup';

// `npm run restore -- FILE`: puts a backup back in place of the embedded database (app stopped).
const config = configFromEnv();
if (isPostgresUrl(config.databaseUrl)) {
  console.error('DATABASE_URL points at PostgreSQL: restore it with pg_restore or psql.');
  process.exit(1);
}
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(1);
}
const backup = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const kept = restoreDatabase(config.dataDir, backup);
console.log(`Restored ${backup} into ${config.dataDir}.${kept ? ` The previous database is kept as ${kept}.` : ''}`);
