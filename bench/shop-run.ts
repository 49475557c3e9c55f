/**
 * The shop profile's run (`npm run bench`): on each database, rounds of a shop's day on a fresh copy
 * of the seeded data; with BENCH_BEFORE=<a checkout of the previous commit>, its server and this
 * one in turn (before, after, before, after…), each on its own fresh copy. Then the floors, with
 * this checkout: a bare HTTP server's answer, and each endpoint's SQL without HTTP, one at a time.
 * Writes bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle, Db, DialectName } from '../server/src/db/connect';
import { FIRST_SHOP_ID, inShop } from '../server/src/db/shop-scope';
import { localDate } from '../server/src/lib/clock';
import { findSessionUser } from '../server/src/modules/auth/repository';
import { documentsVersion } from '../server/src/modules/dashboard/snapshot';
import { documentAsIssued } from '../server/src/modules/documents';
import { createInvoice, loadInvoiceDocument, searchInvoices } from '../server/src/modules/invoices';
import { lookupProducts, searchProducts } from '../server/src/modules/products/repository';
import { searchStock } from '../server/src/modules/stock/service';
import { BEFORE, BENCH_DIR, DATABASES, ROOT, SCALE, TIME_ZONE, sizesAt } from './config';
import { createRandom, productBarcode, productSearchTerms } from './data';
import { bufferReads, postgresReachable, preparePostgres, prepareSqlite, dropPostgresRun, type Prepared } from './databases';
import { readBenchData, type BenchData } from './endpoints';
import { login, startApp, startFloorServer, type Running } from './servers';
import { SHOP_ENDPOINTS, SHOP_SECONDS, SHOP_SPEED, WARM_UP, WRITES, cpuPerRequest, percentile, shopDay, type ShopEndpoint } from './shop';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const FLOOR_RUNS = 200;

type Version = 'before' | 'after';
export interface Round {
  version: Version;
  times: Map<ShopEndpoint, number[]>;
  cpu: Map<ShopEndpoint, number>;
  failures: string[];
}

const prepare = (dialect: DialectName, version: Version) =>
  dialect === 'sqlite' ? prepareSqlite({ migrate: version === 'after' }) : preparePostgres({ migrate: version === 'after' });

/** A round's figures, whichever server it ran. */
export type ShopRound = Pick<Round, 'times' | 'cpu' | 'failures'>;

/** A shop's server and how to sign in to it: the app at `root` on the database of `env`, the shop's data read. */
export interface ShopUnderTest {
  env: Record<string, string>;
  root: string;
  signIn: (url: string) => Promise<string>;
  data: BenchData;
}

/** One round on a server of its own: a warm-up, a shop's day, then each endpoint's server CPU. */
export async function shopRound(shop: ShopUnderTest, index: number, label: string): Promise<ShopRound> {
  const app: Running = await startApp(shop.env, shop.root);
  try {
    const token = await shop.signIn(app.url);
    // A warm-up: every endpoint a few times, on this fresh process.
    await cpuPerRequest(app, token, shop.data, WARM_UP);
    console.log(`${label}: a shop's day of ${SHOP_SECONDS} s at ${SHOP_SPEED}× speed`);
    const day = await shopDay(app.url, token, shop.data, index + 1);
    const cpu = await cpuPerRequest(app, token, shop.data);
    const failures = [...day.failures.entries()].map(([endpoint, sample]) => `${endpoint}: ${sample}`);
    const counts = [...day.times.values()].reduce((sum, list) => sum + list.length, 0);
    console.log(`  ${counts} requests, ${failures.length ? `failures: ${failures.join('; ')}` : 'no failure'}`);
    return { times: day.times, cpu, failures };
  } finally {
    await app.stop();
  }
}

async function round(
  dialect: DialectName,
  version: Version,
  index: number,
): Promise<{ round: Round; prepared: Prepared; data: BenchData }> {
  const prepared = await prepare(dialect, version);
  const reader = prepared.open(2);
  const data = await readBenchData(reader.db);
  await reader.close();
  const shop = { env: prepared.env, root: version === 'before' ? BEFORE! : ROOT, signIn: (url: string) => login(url), data };
  const done = await shopRound(shop, index, `[${dialect}] round ${index + 1}, ${version}`);
  return { round: { version, ...done }, prepared, data };
}

/** p50 of `runs` calls of `work`, one at a time (ms). */
async function p50Of(work: () => Promise<unknown>, runs = FLOOR_RUNS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

export interface Floors {
  http: number;
  sql: Map<ShopEndpoint, number>;
}

/**
 * Each endpoint's SQL without HTTP (the session check included), and the bare HTTP answer, one at a
 * time. The SQL runs in the shop `shopId`, as the app's requests do (on PostgreSQL, as the role
 * hanout_app under row-level security).
 */
export async function floors(open: () => DatabaseHandle, data: BenchData, shopId = FIRST_SHOP_ID): Promise<Floors> {
  const floorServer = await startFloorServer();
  const http = await p50Of(async () => (await fetch(floorServer.url)).arrayBuffer());
  await floorServer.stop();
  const handle = open();
  const sql = await inShop(shopId, () => sqlFloors(handle.db, data));
  await handle.close();
  return { http, sql };
}

async function sqlFloors(db: Db, data: BenchData): Promise<Map<ShopEndpoint, number>> {
  const r = createRandom(11);
  const today = localDate(TIME_ZONE);
  const session = () => findSessionUser(db, data.adminId, '');
  const term = () => r.pick(productSearchTerms);
  const sale = () => ({
    customer: { id: data.customerIds[0] },
    invoiceItems: [...new Set([0, 1, 2].map(() => r.pick(data.productPool)))].map((id) => ({ product: { id }, quantity: 1 })),
    invoicePayment: { payment: 50, paymentType: 'CASH' as const },
  });
  const sold: number[] = [];
  const work: [ShopEndpoint, () => Promise<unknown>][] = [
    ['lookup-code', () => lookupProducts(db, productBarcode(r.pick(data.productPool)), today)],
    ['lookup-name', () => lookupProducts(db, term(), today)],
    ['sale', async () => sold.push((await createInvoice(db, sale(), data.adminId, TIME_ZONE)).id)],
    ['receipt', () => documentAsIssued(db, 'invoice', sold[r.int(0, sold.length - 1)], loadInvoiceDocument)],
    ['stock-search', () => searchStock(db, { productName: term() }, 0, 10, today, { withCost: true })],
    ['product-search', () => searchProducts(db, term(), 0, 10)],
    ['invoice-history', () => searchInvoices(db, { page: r.int(0, 3), size: 10 })],
    ['statistics', () => documentsVersion(db)],
  ];
  const sqlFloors = new Map<ShopEndpoint, number>();
  for (const [endpoint, run] of work) sqlFloors.set(endpoint, await p50Of(async () => (await session(), run())));
  for (const endpoint of ['top-selling', 'recent-orders', 'receivables-summary', 'payables-summary'] as const)
    sqlFloors.set(endpoint, sqlFloors.get('statistics')!);
  return sqlFloors;
}

const fmt = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '-');
const ratio = (after: number, before: number) => (Number.isFinite(after / before) ? (after / before).toFixed(2) : '-');

function table(dialect: DialectName, rounds: Round[], floor: Floors): string {
  const pooled = (version: Version, endpoint: ShopEndpoint) =>
    rounds
      .filter((one) => one.version === version)
      .flatMap((one) => one.times.get(endpoint) ?? [])
      .sort((a, b) => a - b);
  const cpu = (version: Version, endpoint: ShopEndpoint) => {
    const values = rounds.filter((one) => one.version === version).map((one) => one.cpu.get(endpoint) ?? NaN);
    return values.reduce((sum, value) => sum + value, 0) / values.length;
  };
  const compared = rounds.some((one) => one.version === 'before');
  const head = compared
    ? '| Endpoint | requests (after) | p50 before | p50 after | p50 ratio | p99 before | p99 after | p99 ratio | CPU ms/req before | CPU after | CPU ratio | p50 ratio by round | after p50 ÷ HTTP floor | after p50 ÷ SQL floor |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|'
    : '| Endpoint | requests | p50 ms | p99 ms | CPU ms/req | p50 ÷ HTTP floor | p50 ÷ SQL floor |\n|---|--:|--:|--:|--:|--:|--:|';
  const lines = (Object.keys(SHOP_ENDPOINTS) as ShopEndpoint[]).map((endpoint) => {
    const after = pooled('after', endpoint);
    const [p50, p99] = [percentile(after, 50), percentile(after, 99)];
    const floors = `${fmt(p50 / floor.http)} | ${fmt(p50 / (floor.sql.get(endpoint) ?? NaN))}`;
    const label = `${SHOP_ENDPOINTS[endpoint]}${WRITES.has(endpoint) ? ' (write)' : ''}`;
    if (!compared) return `| ${label} | ${after.length} | ${fmt(p50)} | ${fmt(p99)} | ${fmt(cpu('after', endpoint))} | ${floors} |`;
    const before = pooled('before', endpoint);
    const byRound = (version: Version) =>
      rounds
        .filter((one) => one.version === version)
        .map((one) =>
          percentile(
            [...(one.times.get(endpoint) ?? [])].sort((a, b) => a - b),
            50,
          ),
        );
    const afterByRound = byRound('after');
    const roundRatios = byRound('before')
      .map((value, index) => ratio(afterByRound[index], value))
      .join(' ');
    const [b50, b99] = [percentile(before, 50), percentile(before, 99)];
    return `| ${label} | ${after.length} | ${fmt(b50)} | ${fmt(p50)} | ${ratio(p50, b50)} | ${fmt(b99)} | ${fmt(p99)} | ${ratio(p99, b99)} | ${fmt(cpu('before', endpoint))} | ${fmt(cpu('after', endpoint))} | ${ratio(cpu('after', endpoint), cpu('before', endpoint))} | ${roundRatios} | ${floors} |`;
  });
  const failures = rounds.flatMap((one) => one.failures.map((failure) => `${one.version}: ${failure}`));
  return [
    `### ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    '',
    `Floors, one request at a time: bare HTTP answer p50 ${fmt(floor.http)} ms; SQL (session check + the endpoint's queries) p50: ` +
      [...floor.sql.entries()]
        .filter(([endpoint]) => !['top-selling', 'recent-orders', 'receivables-summary', 'payables-summary'].includes(endpoint))
        .map(([endpoint, value]) => `${endpoint} ${fmt(value)} ms`)
        .join(', ') +
      ' (the dashboard endpoints: the look-up of the latest documents).',
    '',
    head,
    ...lines,
    '',
    ...(failures.length ? [`Failures: ${failures.join('; ')}`, ''] : []),
  ].join('\n');
}

/** What the PostgreSQL rounds measured on the big shop, for a step run after them (the many-shops step). */
export interface BigShopAlone {
  rounds: ShopRound[];
  floors: Floors;
  /** Buffer hit ratio of the last round. */
  hitRatio: number;
}

/** `afterPostgres`: a step run after the PostgreSQL rounds, on their figures; answers its section of the report. */
export async function runShopProfile(afterPostgres?: (alone: BigShopAlone) => Promise<string>): Promise<void> {
  const startedAt = new Date();
  const versions: Version[] = BEFORE ? ['before', 'after'] : ['after'];
  const sections: string[] = [];
  if (afterPostgres && !DATABASES.includes('postgres')) sections.push('The many-shops step was skipped: it runs on PostgreSQL only.\n');
  for (const dialect of DATABASES as DialectName[]) {
    if (dialect === 'postgres' && !(await postgresReachable())) {
      sections.push('PostgreSQL skipped: its server did not answer (and with it the many-shops step).');
      continue;
    }
    const rounds: Round[] = [];
    let last: { prepared: Prepared; data: BenchData } | undefined;
    for (let index = 0; index < ROUNDS; index++)
      for (const version of versions) {
        const done = await round(dialect, version, index);
        rounds.push(done.round);
        last = done;
      }
    // The buffer cache during the last round (its copy was made for it), before the floors read more.
    const reads = dialect === 'postgres' ? await bufferReads('hanout_bench') : undefined;
    const floor = await floors(() => last!.prepared.open(), last!.data);
    const section = table(dialect, rounds, floor);
    console.log(`\n${section}`);
    sections.push(section);
    if (dialect === 'postgres' && afterPostgres) {
      const alone = {
        rounds: rounds.filter((one) => one.version === 'after'),
        floors: floor,
        hitRatio: reads!.hit / (reads!.hit + reads!.read),
      };
      const section = await afterPostgres(alone);
      console.log(`\n${section}`);
      sections.push(section);
    }
    if (dialect === 'postgres') await dropPostgresRun();
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  // The settings of the run that are not the defaults, and those every run names.
  const settings = [
    process.env.BENCH_DB && `BENCH_DB=${process.env.BENCH_DB}`,
    `BENCH_SCALE=${SCALE}`,
    `BENCH_ROUNDS=${ROUNDS}`,
    ...['BENCH_SHOP_SECONDS', 'BENCH_SHOPS', 'BENCH_SHOPS_ROUNDS'].map((name) => process.env[name] && `${name}=${process.env[name]}`),
    BEFORE && 'BENCH_BEFORE=<checkout of the previous commit>',
  ]
    .filter(Boolean)
    .join(' ');
  const report = [
    '# Hanout benchmark results: a shop’s day',
    '',
    `Run on ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
      `load average at the end ${load}; data set at scale ${SCALE} (${JSON.stringify(sizesAt(SCALE))}).`,
    `Command: \`${settings} npm run bench\`: ` +
      `${ROUNDS} round(s)${BEFORE ? ' of each checkout, alternated (before, after, before, after…)' : ''}, each a shop’s day of ${SHOP_SECONDS} s ` +
      `at ${SHOP_SPEED}× a shop’s pace (5 tills, one back office) on a fresh copy of the seeded data.`,
    '',
    'p50 and p99: every request of the endpoint in the rounds of that checkout, pooled, as the client timed it. CPU ms/req: the',
    'server process’s user + system time per request, its requests sent one at a time after the day (mean of the rounds).',
    'Floors: this checkout, one request at a time, after the rounds. Ratios are after ÷ before. See bench/NOTES.md.',
    '',
    ...sections,
  ].join('\n');
  fs.writeFileSync(path.join(BENCH_DIR, 'RESULTS.md'), `${report}\n`);
  console.log(`Written to ${path.relative(process.cwd(), path.join(BENCH_DIR, 'RESULTS.md'))}`);
}
