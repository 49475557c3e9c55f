import path from 'node:path';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/connect';
import { writeExport } from '../modules/backups';

// `npm run export -- DIR`: every table as CSV, with a README of the columns (the app may keep running).
const config = configFromEnv();
const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run export -- DIR');
  process.exit(1);
}
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  const files = await writeExport(database.db, config.dataDir, dir);
  console.log(`Exported ${files.length - 1} tables as CSV, with README.md, into ${dir}`);
} finally {
  await database.close();
}
