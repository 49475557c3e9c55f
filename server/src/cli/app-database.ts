import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { DATABASE_FILE } from '../db/backup';
import { isPostgresUrl, openDatabase } from '../db/connect';

/** Exits (status 1) when the app's embedded database is not there yet: a command on it does not make an empty one. */
export function refuseWithoutDatabase(config: Config): void {
  if (isPostgresUrl(config.databaseUrl) || fs.existsSync(path.join(config.dataDir, DATABASE_FILE))) return;
  console.error(`There is no database in ${config.dataDir} (DATA_DIR): start the app once (npm start), or set DATA_DIR or DATABASE_URL.`);
  process.exit(1);
}

/** The app's database (DATA_DIR's file or DATABASE_URL), one connection: for a command run beside the app. */
export const openAppDatabase = (config: Config) => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
