import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { buildApp } from './app';
import { configFromEnv, type Config } from './config';
import { isPostgresUrl, openDatabase } from './db/connect';
import { DATABASE_FILE, databaseInUse } from './db/backup';
import { createBackupService, scheduleBackups, upgradeDatabase } from './modules/backups';
import { ensureFirstAdmin } from './modules/users/first-admin';

/** A setting the server cannot run with stops it with its own message, not a stack trace. */
function readConfig(): Config {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(`Hanout cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = readConfig();
// One instance per embedded database: a second one's writes failed with 'database is locked'.
if (!isPostgresUrl(config.databaseUrl) && databaseInUse(path.join(config.dataDir, DATABASE_FILE))) {
  console.error(`Hanout cannot start: the database in ${config.dataDir} is in use by another Hanout (one instance per DATA_DIR).`);
  process.exit(1);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Before the app's logger exists: plain lines on the console (the service manager's journal).
const consoleLog = { info: (text: string) => console.log(text), error: (text: string) => console.error(text) };
try {
  await upgradeDatabase(database, config, consoleLog);
} catch (error) {
  console.error((error as Error).message);
  await database.close();
  process.exit(1);
}
const app = await buildApp(config, database);

const generatedPassword = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
if (generatedPassword) {
  // Printed once, on the console only: the log never carries it.
  console.log(
    `\n  First administrator created.\n  Sign in as ${config.adminEmail} (or admin) with password: ${generatedPassword}\n` +
      `  It is printed only now. If it is lost: npm run reset-admin -- --email ${config.adminEmail}\n`,
  );
}

const backups = createBackupService({
  config,
  dialect: database.dialect,
  log: { info: (text) => app.log.info(text), error: (text) => app.log.error(text) },
});
const automaticBackups = database.dialect === 'sqlite' && config.backupEveryMs > 0;
const schedule = automaticBackups
  ? scheduleBackups({
      everyMs: config.backupEveryMs,
      lastBackupAt: () => Promise.resolve(backups.newestVerifiedAt()),
      backup: () => backups.backupNow('schedule'),
    })
  : null;

/**
 * Watches the server's connections and answers a function that cuts those serving no request (a
 * request is served from its headers to its answer's end): for a stop that has waited long enough.
 */
function idleConnectionCutter(server: Server): () => void {
  const connections = new Set<Socket>();
  const serving = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    serving.add(request.socket);
    response.once('close', () => serving.delete(request.socket));
  });
  return () => {
    for (const socket of connections) if (!serving.has(socket)) socket.destroy();
  };
}
const cutIdleConnections = idleConnectionCutter(app.server);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Requests in flight are finished, but a client must not hold the stop (deploy/hanout.service gives
  // it 120 s, the backup included): after 10 s the connections serving no request are cut (one whose
  // request never ends, say), after 60 s all (an answer nobody reads).
  const cutOffs = [setTimeout(cutIdleConnections, 10_000), setTimeout(() => app.server.closeAllConnections(), 60_000)];
  await app.close();
  cutOffs.forEach(clearTimeout);
  await schedule?.stop();
  if (automaticBackups) {
    // The last sales of the day are in a backup before the computer is switched off.
    await backups.backupNow('shutdown', { offThread: false }).catch(() => undefined);
  }
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const inUse = (error as { code?: string }).code === 'EADDRINUSE';
  console.error(
    `Hanout cannot start: ${inUse ? `port ${config.port} is already in use (is Hanout already running?)` : (error as Error).message}`,
  );
  // Created before the server listens, so that it exists as soon as the server answers, the first
  // administrator stays: its password, printed above, is printed by no later start.
  if (generatedPassword) console.error('The first administrator’s password printed above stays valid: note it.');
  await database.close();
  process.exit(1);
}
app.log.info(`Hanout is serving on ${config.appUrl} (${database.dialect})`);
