import { buildApp } from './app';
import { configFromEnv } from './config';
import { migrateToLatest, openDatabase } from './db/connect';
import { ensureFirstAdmin } from './modules/users/first-admin';

const config = configFromEnv();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database);
const app = await buildApp(config, database);

const generatedPassword = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
if (generatedPassword) {
  // Printed once, on the console only: the log never carries it.
  console.log(`\n  First administrator created.\n  Sign in as ${config.adminEmail} (or admin) with password: ${generatedPassword}\n`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close(); // waits for requests in flight
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Hanout is serving on ${config.appUrl} (${database.dialect})`);
