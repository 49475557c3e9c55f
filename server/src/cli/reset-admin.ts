import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { DATABASE_FILE } from '../db/backup';
import { isPostgresUrl, openDatabase } from '../db/connect';
import { ResetRefused, resetAdminPassword } from '../modules/users/reset-admin';

// `npm run reset-admin -- --email E [--password P]`: a new password for an administrator, from the server's shell.
const USAGE = 'Usage: npm run reset-admin -- --email ADMIN_EMAIL [--password NEW_PASSWORD]';
let options: { email?: string; password?: string };
try {
  ({ values: options } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!options.email) {
  console.error(USAGE);
  process.exit(2);
}
const config = configFromEnv();
if (!isPostgresUrl(config.databaseUrl) && !fs.existsSync(path.join(config.dataDir, DATABASE_FILE))) {
  console.error(`There is no database in ${config.dataDir} (DATA_DIR): start the app once (npm start), or set DATA_DIR or DATABASE_URL.`);
  process.exit(1);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  const password = await resetAdminPassword(database.db, options.email, options.password);
  console.log(
    options.password
      ? `The password of ${options.email} is changed; their sessions are ended.`
      : `\n  New password for ${options.email}: ${password}\n  It is printed only now: note it. Their sessions are ended.\n`,
  );
} catch (error) {
  console.error(error instanceof ResetRefused ? error.message : `The password was not reset: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
