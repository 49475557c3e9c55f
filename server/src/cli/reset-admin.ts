import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { ResetRefused, resetAdminPassword } from '../modules/users/reset-admin';
import { openAppDatabase, refuseWithoutDatabase } from './app-database';

// `npm run reset-admin -- --email E [--password-stdin]`: a new password for an administrator, from the server's shell.
// A chosen password is read from standard input, never from the command line (where `ps` and the shell's history show it).
const USAGE = 'Usage: npm run reset-admin -- --email ADMIN_EMAIL [--password-stdin]   (the new password on standard input)';
let options: { email?: string; 'password-stdin'?: boolean };
try {
  ({ values: options } = parseArgs({ options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!options.email) {
  console.error(USAGE);
  process.exit(2);
}

/** The password piped in, its line's end dropped (`echo` adds one). */
async function passwordFromStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

const config = configFromEnv();
refuseWithoutDatabase(config);
const chosen = options['password-stdin'] ? await passwordFromStdin() : undefined;
const database = openAppDatabase(config);
try {
  const { password, reEnabled } = await resetAdminPassword(database.db, options.email, chosen);
  if (reEnabled) console.log(`${options.email} was disabled: they are enabled again.`);
  console.log(
    chosen === undefined
      ? `\n  New password for ${options.email}: ${password}\n  It is printed only now: note it. Their sessions are ended.\n`
      : `The password of ${options.email} is changed; their sessions are ended.`,
  );
} catch (error) {
  console.error(error instanceof ResetRefused ? error.message : `The password was not reset: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
