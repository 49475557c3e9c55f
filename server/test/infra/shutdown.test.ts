/**
 * Stopping the real server (SIGTERM, as a service manager does): requests in flight are finished,
 * and a client that holds its connection without finishing its request does not hold the stop
 * (its connection, serving no request, is cut after 10 s).
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freshDatabase } from '../support/harness';
import { killStartedServers, startServer, stopServer } from '../support/processes';

afterAll(killStartedServers);

describe('a graceful stop', () => {
  // A server's start and a 10 s stop, with another file's tests on the other core.
  it('cuts, after 10 s, a connection whose request never ends', { timeout: 90_000 }, async () => {
    const fresh = await freshDatabase();
    const server = await startServer({
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl,
      JWT_SECRET: 'shutdown-test-secret-0123456789-abcdefghij',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    });
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    const closedByServer = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Headers without their closing blank line: Node counts the connection busy until its 60 s headers timeout.
    await new Promise<void>((resolve) => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', () => resolve()));

    const started = Date.now();
    await stopServer(server);
    const stoppedInMs = Date.now() - started;
    await closedByServer;
    await fresh.drop();
    expect(server.child.exitCode).toBe(0);
    expect(stoppedInMs).toBeGreaterThanOrEqual(9_000);
    expect(stoppedInMs).toBeLessThan(30_000);
  });
});
