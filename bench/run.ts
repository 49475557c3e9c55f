/**
 * `npm run bench`: a shop's day on the seeded data (bench/shop-run.ts), then on PostgreSQL the
 * many-shops step (bench/many-shops.ts: BENCH_SHOPS small shops beside the big one, 1,000 by
 * default, 0 to skip), written to bench/RESULTS.md.
 * `npm run bench -- --saturate`: the saturation profile, a regression alarm without targets: seeds
 * (or reuses) a large data set, loads the built app with autocannon at 50 connections on SQLite and
 * on PostgreSQL (when reachable), measures the HTTP and database floors in the same run and the web
 * app (JavaScript sizes, Lighthouse), and prints the report. See README.md, section Benchmark.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import type { DialectName } from '../server/src/db/connect';
import { CONNECTIONS, DATABASES, DURATION, ROOT, SCALE, WEB, sizesAt } from './config';
import { dropPostgresRun, postgresReachable, preparePostgres, prepareSqlite, withAvailableLines, type Prepared } from './databases';
import { endpoints, readBenchData, timedEndpoints, type Endpoint, type TimedEndpoint } from './endpoints';
import { firstBytesOnly, loadHttp, loadInProcess, timeRequest, type HttpLoad, type Measure, type Timed } from './load';
import { login, settle, startApp, startFloorServer } from './servers';
import { measureWeb, webReport, type WebFigures } from './web';
import { importReport, measureImport, type ImportFigures } from './imports';
import { runShopProfile } from './shop-run';
import { SHOPS, runManyShops } from './many-shops';

const startedAt = new Date();
const FLOOR_SECONDS = Math.max(3, Math.round(DURATION / 2));
/** Calls in flight for the in-process floors: the app's PostgreSQL pool size; SQLite runs one at a time anyway. */
const IN_PROCESS_CONCURRENCY = 10;
/** Answers from this size on get their own HTTP floor (a bare route sending as many bytes). */
const SIZED_FLOOR_FROM = 32 * 1024;

/** Bytes of one answer as the server sends it (content-length: before the client decompresses). */
async function answerSize(url: string, load: HttpLoad): Promise<number> {
  const response = await fetch(`${url}${typeof load.path === 'string' ? load.path : load.path()}`, {
    method: load.method,
    headers: { 'accept-encoding': 'gzip', ...(load.body ? { 'content-type': 'application/json' } : {}), ...load.headers },
    body: load.body ? JSON.stringify(load.body()) : undefined,
  });
  const body = await response.arrayBuffer();
  return Number(response.headers.get('content-length') ?? body.byteLength);
}

interface Row {
  endpoint: Endpoint;
  http: Measure;
  /** Size of one answer as sent (gzipped when the app compresses it). */
  bytes: number;
  /** The bare server's rate for a constant answer of about this size. */
  httpFloor: Measure;
  /** Server CPU time (user + system) per answered request, in ms. */
  cpuMs: number;
  sql: Measure;
  inProcess?: Measure;
  /** Median time of the cached computation, alone (ms). */
  coldMs?: number;
}
interface TimedRow {
  endpoint: TimedEndpoint;
  /** On the whole data set, once (the stock report of every line takes a minute or more). */
  full: Timed;
  /** On the shop-sized data set, the median of three after a first request. */
  shop: Timed;
}
interface DatabaseResult {
  dialect: DialectName;
  prepared: Prepared;
  httpFloor: Measure;
  rows: Row[];
  timed: TimedRow[];
  imports: ImportFigures;
}

const ms = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : value.toFixed(0)) : '-');
const rate = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

async function benchDatabase(prepared: Prepared): Promise<DatabaseResult> {
  const { dialect } = prepared;
  const reader = prepared.open(2);
  const data = await readBenchData(reader.db);
  await reader.close();
  const only = process.env.BENCH_ONLY?.split(',');
  const list = endpoints(data).filter((endpoint) => !only || only.includes(endpoint.key));
  const timedList = timedEndpoints().filter((endpoint) => !only || only.includes(endpoint.key));

  console.log(`\n[${dialect}] HTTP floor: bare Fastify, constant JSON, ${CONNECTIONS} connections, ${DURATION} s`);
  // Kept running (idle) while the app is loaded, for the floors at the size of large answers afterwards.
  const floorServer = await startFloorServer();
  await loadHttp(floorServer.url, { method: 'GET', path: '/' }, 1, CONNECTIONS);
  const httpFloor = await loadHttp(floorServer.url, { method: 'GET', path: '/' }, DURATION, CONNECTIONS);
  console.log(`  ${rate(httpFloor.rps)} req/s, p50 ${ms(httpFloor.p50)} ms, p99 ${ms(httpFloor.p99)} ms`);

  const app = await startApp(prepared.env);
  const token = await login(app.url);
  const http = new Map<string, { measure: Measure; cpuMs: number; bytes: number }>();
  for (const endpoint of list) {
    console.log(`[${dialect}] ${endpoint.label}: HTTP, ${CONNECTIONS} connections, ${DURATION} s`);
    const load = endpoint.http(token);
    const bytes = await answerSize(app.url, load);
    if (endpoint.warmUp !== false) {
      await loadHttp(app.url, load, 1, CONNECTIONS);
      await settle(app.url);
    }
    const cpuBefore = app.cpuSeconds();
    const measure = await loadHttp(app.url, load, DURATION, CONNECTIONS);
    // Requests still in flight when the load stopped are finished (and paid for) before the next endpoint.
    const settled = await settle(app.url);
    const cpuMs = measure.total ? ((app.cpuSeconds() - cpuBefore) * 1000) / measure.total : NaN;
    http.set(endpoint.key, { measure, cpuMs, bytes });
    console.log(
      `  ${rate(measure.rps)} req/s, p50 ${ms(measure.p50)} ms, p99 ${ms(measure.p99)} ms, server CPU ${ms(cpuMs)} ms/req` +
        (settled > 1 ? `, settled in ${settled.toFixed(0)} s` : '') +
        (measure.failures ? `, ${measure.failures} failed: ${measure.sample}` : ''),
    );
  }
  const fullTimes = new Map<string, Timed>();
  for (const endpoint of timedList) {
    console.log(`[${dialect}] ${endpoint.label}: one request, whole data set`);
    const headers = { authorization: `Bearer ${token}` };
    // A first request, left at its first bytes, warms the app up without laying out the whole stock.
    await firstBytesOnly(`${app.url}${endpoint.path}`, headers);
    await settle(app.url);
    const full = await timeRequest(`${app.url}${endpoint.path}`, headers);
    fullTimes.set(endpoint.key, full);
    console.log(`  ${timedLine(full)}`);
  }
  await app.stop();
  const timed: TimedRow[] = [];
  for (const endpoint of timedList) {
    console.log(`[${dialect}] ${endpoint.label}: ${endpoint.shopLines.toLocaleString('en')} stock lines, one request at a time`);
    const shopData = await withAvailableLines(prepared, endpoint.shopLines);
    const shopApp = await startApp(shopData.env);
    const headers = { authorization: `Bearer ${await login(shopApp.url)}` };
    // The first request warms the app up; the median of the three after it is kept.
    await timeRequest(`${shopApp.url}${endpoint.path}`, headers);
    const runs: Timed[] = [];
    for (let i = 0; i < 3; i++) runs.push(await timeRequest(`${shopApp.url}${endpoint.path}`, headers));
    await shopApp.stop();
    await shopData.drop();
    const shop = runs.sort((a, b) => a.totalMs - b.totalMs)[1];
    console.log(`  ${timedLine(shop)}`);
    timed.push({ endpoint, full: fullTimes.get(endpoint.key)!, shop });
  }

  // An answer much larger than the constant JSON costs the server and the client more: its HTTP floor is
  // the bare server sending a body of the same size.
  const sizedFloors = new Map<string, Measure>();
  for (const endpoint of list) {
    const { bytes } = http.get(endpoint.key)!;
    if (bytes < SIZED_FLOOR_FROM) continue;
    const load = { method: 'GET' as const, path: `/bytes/${bytes}` };
    await loadHttp(floorServer.url, load, 1, CONNECTIONS);
    const measure = await loadHttp(floorServer.url, load, DURATION, CONNECTIONS);
    sizedFloors.set(endpoint.key, measure);
    console.log(`[${dialect}] HTTP floor for ${(bytes / 1024).toFixed(0)} KB answers (${endpoint.label}): ${rate(measure.rps)} req/s`);
  }
  await floorServer.stop();

  // The floors without HTTP, on the same database, with the app stopped.
  const handle = prepared.open();
  const rows: Row[] = [];
  for (const endpoint of list) {
    const sqlWork = endpoint.sql(handle.db);
    await loadInProcess(sqlWork, 0.5, IN_PROCESS_CONCURRENCY);
    const sqlFloor = await loadInProcess(sqlWork, FLOOR_SECONDS, IN_PROCESS_CONCURRENCY);
    let inProcess: Measure | undefined;
    if (endpoint.inProcess) {
      const work = endpoint.inProcess(handle.db);
      await loadInProcess(work, 0.5, IN_PROCESS_CONCURRENCY);
      inProcess = await loadInProcess(work, FLOOR_SECONDS, IN_PROCESS_CONCURRENCY);
    }
    let coldMs: number | undefined;
    if (endpoint.cold) {
      const work = endpoint.cold(handle.db);
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        await work();
        times.push(performance.now() - t);
      }
      coldMs = times.sort((a, b) => a - b)[1];
    }
    console.log(
      `[${dialect}] ${endpoint.label}: SQL floor ${rate(sqlFloor.rps)}/s (p99 ${ms(sqlFloor.p99)} ms)` +
        (inProcess ? `, in-process ${rate(inProcess.rps)}/s` : '') +
        (coldMs !== undefined ? `, uncached computation ${ms(coldMs)} ms` : '') +
        (sqlFloor.failures ? `, ${sqlFloor.failures} failed: ${sqlFloor.sample}` : ''),
    );
    const { measure, cpuMs, bytes } = http.get(endpoint.key)!;
    const floor = sizedFloors.get(endpoint.key) ?? httpFloor;
    rows.push({ endpoint, http: measure, cpuMs, bytes, httpFloor: floor, sql: sqlFloor, inProcess, coldMs });
  }
  await handle.close();

  // Last, on an app started again: the 5,000 products it adds are then in none of the figures above.
  console.log(`[${dialect}] import of products: preview and commit, once`);
  const importer = await startApp(prepared.env);
  const imports = await measureImport(importer.url, await login(importer.url));
  await importer.stop();
  console.log(`  ${importReport(imports)}`);
  return { dialect, prepared, httpFloor, rows, timed, imports };
}

const timedLine = (timed: Timed) =>
  `first byte ${ms(timed.firstByteMs)} ms, whole answer ${ms(timed.totalMs)} ms, ${(timed.bytes / 1024).toFixed(0)} KB` +
  (timed.status === 200 ? '' : `, status ${timed.status}`);

function timedVerdict({ endpoint: { target }, full, shop }: TimedRow): string {
  const misses: string[] = [];
  if ([full, shop].some((timed) => timed.status !== 200)) misses.push('failed');
  if (!(Math.max(full.firstByteMs, shop.firstByteMs) < target.firstByteMs)) misses.push(`first byte ≥ ${target.firstByteMs} ms`);
  if (!(shop.totalMs < target.shopTotalMs)) misses.push(`shop-sized ≥ ${target.shopTotalMs / 1000} s`);
  return misses.length ? `✗ ${misses.join(', ')}` : '✓';
}

function verdict(row: Row, dialect: DialectName): string {
  const misses: string[] = [];
  const { target } = row.endpoint;
  if (row.http.failures) misses.push(`${row.http.failures} failed`);
  if (target.p99 && !(row.http.p99 < target.p99)) misses.push(`p99 ≥ ${target.p99} ms`);
  if (target.minRpsSqlite && dialect === 'sqlite' && !(row.http.rps >= target.minRpsSqlite)) misses.push(`< ${target.minRpsSqlite}/s`);
  const floor = Math.min(row.httpFloor.rps, row.sql.rps);
  if (row.http.rps / floor < 0.5) misses.push('< 50% of floor');
  return misses.length ? `✗ ${misses.join(', ')}` : '✓';
}

function databaseTable(result: DatabaseResult): string {
  const { dialect, httpFloor, rows, timed, prepared, imports } = result;
  const seed = prepared.seed;
  const counts = Object.entries(seed.counts)
    .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
    .join(', ');
  const seededIn = Object.values(seed.seconds)
    .reduce((a, b) => a + b, 0)
    .toFixed(0);
  const lines = [
    `### ${dialect === 'sqlite' ? 'SQLite (embedded, WAL)' : 'PostgreSQL'}`,
    '',
    `Data: ${counts}. Seeded in ${seededIn} s on ${seed.seededAt.slice(0, 10)}${seed.reused ? ' (seed reused by this run)' : ''}.`,
    `HTTP floor (bare Fastify, constant JSON): **${rate(httpFloor.rps)} req/s**, p50 ${ms(httpFloor.p50)} ms, p99 ${ms(httpFloor.p99)} ms.`,
    '',
    '| Endpoint | req/s | p50 ms | p99 ms | p99 with 1st req. | server CPU ms/req | answer KB | HTTP floor /s | SQL floor /s | in-process /s | % of slower floor | Targets |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const row of rows) {
    const floor = Math.min(row.httpFloor.rps, row.sql.rps);
    lines.push(
      `| ${row.endpoint.label} | ${rate(row.http.rps)} | ${ms(row.http.p50)} | ${ms(row.http.p99)} | ${ms(row.http.p99WithFirst ?? NaN)} | ` +
        `${ms(row.cpuMs)} | ${(row.bytes / 1024).toFixed(1)} | ${rate(row.httpFloor.rps)} | ` +
        `${rate(row.sql.rps)} | ${row.inProcess ? rate(row.inProcess.rps) : '-'} | ` +
        `${((100 * row.http.rps) / floor).toFixed(0)}% | ${verdict(row, dialect)} |`,
    );
  }
  if (timed.length) {
    lines.push(
      '',
      'Streamed answers, one request at a time (whole data set once; shop-sized: the same data with only the first lines in stock, median of 3):',
      '',
      '| Endpoint | lines | first byte ms | whole answer ms | answer KB | shop-sized lines | first byte ms | whole answer ms | Targets |',
      '|---|--:|--:|--:|--:|--:|--:|--:|---|',
    );
    for (const row of timed) {
      lines.push(
        `| ${row.endpoint.label} | ${Number(seed.counts.availableStocks ?? NaN).toLocaleString('en')} | ${ms(row.full.firstByteMs)} | ` +
          `${ms(row.full.totalMs)} | ${(row.full.bytes / 1024).toFixed(0)} | ${row.endpoint.shopLines.toLocaleString('en')} | ` +
          `${ms(row.shop.firstByteMs)} | ${ms(row.shop.totalMs)} | first byte < ${row.endpoint.target.firstByteMs} ms, ` +
          `${row.endpoint.shopLines.toLocaleString('en')} lines < ${row.endpoint.target.shopTotalMs / 1000} s: ${timedVerdict(row)} |`,
      );
    }
  }
  lines.push('', importReport(imports));
  const cold = rows.filter((row) => row.coldMs !== undefined);
  if (cold.length) {
    lines.push(
      '',
      `Uncached computations (run once per new invoice or GRN, then served from the snapshot): ` +
        cold.map((row) => `${row.endpoint.label} ${ms(row.coldMs!)} ms`).join(', ') +
        '.',
    );
  }
  const failed = rows.filter((row) => row.http.failures || row.sql.failures);
  for (const row of failed) {
    lines.push(
      '',
      `${row.endpoint.label}: ${row.http.failures} HTTP failures (${row.http.sample ?? ''}); ${row.sql.failures} floor failures (${row.sql.sample ?? ''}).`,
    );
  }
  return lines.join('\n');
}

function machine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  return (
    `${cpus.length} cores (nproc ${os.availableParallelism()}, ${cpus[0]?.model ?? 'unknown CPU'}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, ${os.type()} ${os.release()}; ` +
    `load average at the start ${load}`
  );
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    console.log('web/dist is missing: npm run build');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const machineLine = machine();
  console.log(`Hanout bench: scale ${SCALE}, ${CONNECTIONS} connections, ${DURATION} s per endpoint. ${machineLine}`);
  console.log(`Data set at this scale: ${JSON.stringify(sizesAt(SCALE))}`);

  const results: DatabaseResult[] = [];
  const skipped: string[] = [];
  if (DATABASES.includes('sqlite')) results.push(await benchDatabase(await prepareSqlite()));
  if (DATABASES.includes('postgres')) {
    if (await postgresReachable()) {
      results.push(await benchDatabase(await preparePostgres()));
      await dropPostgresRun();
    } else {
      skipped.push('PostgreSQL: its server did not answer (set BENCH_DATABASE_URL or DATABASE_URL).');
    }
  }
  let web: WebFigures | undefined;
  if (WEB) {
    console.log('\n[web] JavaScript sizes and Lighthouse');
    try {
      web = await measureWeb(await prepareSqlite());
    } catch (error) {
      // The API figures are kept even when the browser part cannot run (no Chromium, for one).
      skipped.push(`Web figures: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }

  const elapsed = Math.round((Date.now() - startedAt.getTime()) / 1000);
  const report = [
    '# Hanout benchmark results',
    '',
    `Run on ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, ${machineLine}.`,
    `Command: \`BENCH_SCALE=${SCALE} BENCH_DURATION=${DURATION} npm run bench\` (${CONNECTIONS} connections over loopback, ` +
      `${DURATION} s per endpoint after a 1 s warm-up; floors ${FLOOR_SECONDS} s each); whole run ${Math.floor(elapsed / 60)} min ${elapsed % 60} s.`,
    '',
    '## API',
    '',
    "req/s, p50 and p99 through HTTP (autocannon, browser-like `accept-encoding: gzip`). Server CPU: the app process's",
    'user + system time per answered request (less sensitive than req/s to other load on the machine). SQL floor: the',
    `same queries run directly in a loop, ${IN_PROCESS_CONCURRENCY} in flight (the app's PostgreSQL pool size), no HTTP (the database`,
    "limit). In-process: the route's whole work without HTTP where it does more than SQL (argon2, PDF).",
    `% of slower floor: req/s ÷ min(HTTP floor, SQL floor); the HTTP floor of an answer over ${SIZED_FLOOR_FROM / 1024} KB is the bare`,
    "server sending as many bytes. p50/p99 leave out each connection's first request (see bench/NOTES.md); the",
    'column "p99 with 1st req." keeps them.',
    '',
    ...results.flatMap((result) => [databaseTable(result), '']),
    ...skipped.map((line) => `Skipped: ${line}`),
    '',
    ...(web ? ['## Web', '', webReport(web), ''] : []),
  ].join('\n');
  console.log(`\n${report}`);
}

if (process.argv.includes('--saturate')) await main();
else await runShopProfile(SHOPS > 0 ? runManyShops : undefined);
