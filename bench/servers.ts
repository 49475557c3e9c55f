/** Child processes of a run: the built app (web + API) and the bare Fastify floor server. */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../e2e/harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BENCH_DIR, JWT_SECRET, ROOT } from './config';

export interface Running {
  url: string;
  pid: number;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

async function start(args: string[], cwd: string, env: Record<string, string>, readyPath: string): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    if (i > 600) throw new Error(`${args.join(' ')} did not start in 2 minutes:\n${output}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      // Read to the end: an answer left unread holds its connection, and a graceful stop waits on it.
      await response.arrayBuffer();
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    cpuSeconds() {
      // /proc/<pid>/stat: utime and stime are fields 14 and 15, in clock ticks (100 per second on Linux).
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // The app finishes the requests in flight before it exits; a load may leave minutes of them.
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
      if (/error/i.test(output)) console.log(`  (server output)\n${output.slice(-2000)}`);
    },
  };
}

/** The app as `npm start` runs it from the checkout at `root`, on the given database, with logs at warn. */
export function startApp(databaseEnv: Record<string, string>, root = ROOT): Promise<Running> {
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return start(
    [...nodeArgs, '--import', 'tsx', 'src/main.ts'],
    path.join(root, 'server'),
    {
      ...databaseEnv,
      JWT_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // A backup of the seeded database (hundreds of MB) at start and on exit is not what the loads measure.
      BACKUP_EVERY: 'off',
      LOGIN_LIMIT_PER_MINUTE: '10000000',
    },
    '/api/docs/json',
  );
}

export function startFloorServer(): Promise<Running> {
  return start(['--import', 'tsx', path.join(BENCH_DIR, 'floor-server.ts')], ROOT, {}, '/');
}

/**
 * Signs a user in (the bench's administrator unless told): answers the session's token. `shop`, a
 * shop's code, is needed with a username once the installation holds several shops.
 */
export async function login(url: string, account: { username?: string; password?: string; shop?: string } = {}): Promise<string> {
  const { username = 'admin', password = ADMIN_PASSWORD, shop } = account;
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, shop }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Waits until the server answers a static file quickly again: the requests a load left in flight are done. */
export async function settle(url: string, limitSeconds = 180): Promise<number> {
  const started = Date.now();
  let quick = 0;
  while (quick < 3 && Date.now() - started < limitSeconds * 1000) {
    const t = performance.now();
    try {
      await (await fetch(`${url}/favicon.svg`)).arrayBuffer();
    } catch {
      // busy or restarting
    }
    quick = performance.now() - t < 100 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (Date.now() - started) / 1000;
}
