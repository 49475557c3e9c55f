/** The many-shops step's section of bench/RESULTS.md: each figure of a shop among many beside the same figure of it alone. */
import { SCALE, sizesAt } from './config';
import { SEARCH_CALLS, type SearchFigures } from './many-shops-probes';
import { SHOP_ENDPOINTS, WRITES, percentile, type ShopEndpoint } from './shop';
import type { Floors, ShopRound } from './shop-run';
import { SMALL_SHOP } from './small-shop';

/** A shop's rounds on one side (alone, or among the others), the buffer hit ratio of each, its SQL floors and rows. */
export interface ShopSide {
  rounds: ShopRound[];
  hitRatios: number[];
  floors?: Floors;
  rows?: Record<string, number>;
}

export interface ManyShopsFigures {
  shops: number;
  measured: number;
  rounds: number;
  seeding: { oneShop: Seeded; manyShops: Seeded; seconds: number };
  sizes: { oneShop: number; bigShop: number; manyShops: number };
  small: Record<'alone' | 'among', ShopSide>;
  big: Record<'alone' | 'among', ShopSide>;
  searches: SearchFigures;
  digest: { shops: number; seconds: number };
  seconds: number;
}
interface Seeded {
  name: string;
  seconds: number;
  reused: boolean;
  emptySize?: number;
}

const fmt = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '-');
const ratio = (among: number, alone: number) => (Number.isFinite(among / alone) ? (among / alone).toFixed(2) : '-');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const percent = (value: number) => (Number.isFinite(value) ? `${(100 * value).toFixed(2)} %` : '-');
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Per endpoint: p50, p99 (every request of the side's rounds, pooled), mean server CPU per request, SQL floor. */
function figures(side: ShopSide, endpoint: ShopEndpoint) {
  const times = side.rounds.flatMap((round) => round.times.get(endpoint) ?? []).sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    cpu: mean(side.rounds.map((round) => round.cpu.get(endpoint) ?? NaN)),
    sql: side.floors?.sql.get(endpoint) ?? NaN,
  };
}

/** The side-by-side table, and the worst ratios of p50 and p99 and the range of the CPU ratios. */
function comparison(sides: Record<'alone' | 'among', ShopSide>, shops: number): string {
  const endpoints = Object.keys(SHOP_ENDPOINTS) as ShopEndpoint[];
  const rows = endpoints.map((endpoint) => ({ endpoint, alone: figures(sides.alone, endpoint), among: figures(sides.among, endpoint) }));
  const worst = (key: 'p50' | 'p99' | 'cpu' | 'sql') => {
    const ratios = rows
      .map((row) => ({ endpoint: row.endpoint, value: row.among[key] / row.alone[key] }))
      .filter((one) => Number.isFinite(one.value))
      .sort((a, b) => b.value - a.value);
    const median = ratios[Math.floor(ratios.length / 2)]?.value ?? NaN;
    return ratios.length ? `${ratios[0].value.toFixed(2)} (${SHOP_ENDPOINTS[ratios[0].endpoint]}), median ${median.toFixed(2)}` : '-';
  };
  const failures = (['alone', 'among'] as const).flatMap((side) =>
    sides[side].rounds.flatMap((round) => round.failures.map((failure) => `${side}: ${failure}`)),
  );
  return [
    `| Endpoint | p50 alone | p50 among ${shops} | ratio | p99 alone | p99 among | ratio | CPU ms/req alone | CPU among | ratio | SQL floor alone | SQL floor among | ratio |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      ({ endpoint, alone, among }) =>
        [
          `${SHOP_ENDPOINTS[endpoint]}${WRITES.has(endpoint) ? ' (write)' : ''}`,
          ...(['p50', 'p99', 'cpu', 'sql'] as const).flatMap((key) => [fmt(alone[key]), fmt(among[key]), ratio(among[key], alone[key])]),
        ]
          .join(' | ')
          .replace(/^/, '| ') + ' |',
    ),
    '',
    `Among ÷ alone, worst endpoint: p50 ${worst('p50')}; p99 ${worst('p99')}; server CPU ${worst('cpu')}; SQL floor ${worst('sql')}.`,
    `Buffer hit ratio of the rounds (blocks found in shared_buffers ÷ blocks asked): alone ${sides.alone.hitRatios.map(percent).join(', ')}; ` +
      `among ${sides.among.hitRatios.map(percent).join(', ')}.`,
    ...(failures.length ? ['', `Failures: ${failures.join('; ')}`] : []),
  ].join('\n');
}

const rowList = (rows: Record<string, number> | undefined) =>
  Object.entries(rows ?? {})
    .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
    .join(', ');

export function manyShopsReport(f: ManyShopsFigures): string {
  const { sizes, seeding, shops } = f;
  const seeded = (one: Seeded) =>
    one.reused ? `kept from an earlier run (seeded in ${one.seconds.toFixed(0)} s)` : `seeded in ${one.seconds.toFixed(0)} s`;
  const perShop = (sizes.manyShops - sizes.bigShop) / shops;
  const empty = seeding.oneShop.emptySize;
  return [
    `### Many shops on one PostgreSQL (BENCH_SHOPS=${shops})`,
    '',
    `${shops.toLocaleString('en')} small shops (each ${JSON.stringify(SMALL_SHOP)}, opened by createShop, the rest bulk inserts in the shop) ` +
      `beside the big shop (scale ${SCALE}: ${JSON.stringify(sizesAt(SCALE))}). The database of the ${shops.toLocaleString('en')} shops was ` +
      `${seeded(seeding.manyShops)}, the one of the small shop alone ${seeded(seeding.oneShop)}; the step took ${(f.seconds / 60).toFixed(1)} min ` +
      `(${seeding.seconds.toFixed(0)} s of it making or copying databases before the rounds).`,
    `Rounds: ${f.rounds} of the small shop (number ${f.measured}) alone in its database, and as many among the others, alternated; one of the big shop ` +
      `among them, against the main profile's rounds on it alone (above). Each on a fresh copy; every figure of one side beside the same figure of the other.`,
    '',
    `**Sizes** (pg_database_size): the small shop alone ${mb(sizes.oneShop)}${empty ? ` (an empty migrated database: ${mb(empty)})` : ''}; ` +
      `the big shop alone ${mb(sizes.bigShop)}; with the ${shops.toLocaleString('en')} small shops ${mb(sizes.manyShops)} ` +
      `(${(sizes.manyShops / sizes.bigShop).toFixed(2)}× the big shop alone): ${mb(perShop)} per small shop added; ` +
      `${mb(sizes.manyShops / (shops + 1))} per shop, all shops counted alike.`,
    `Rows of the small shop: ${rowList(f.small.among.rows)}${rowList(f.small.alone.rows) === rowList(f.small.among.rows) ? ' (the same alone)' : `; alone: ${rowList(f.small.alone.rows)}`}. ` +
      `Of the big shop: ${rowList(f.big.among.rows)}.`,
    '',
    `#### The small shop, alone and among ${shops.toLocaleString('en')}`,
    '',
    comparison(f.small, shops),
    '',
    `#### The big shop, alone and among ${shops.toLocaleString('en')} small shops`,
    '',
    comparison(f.big, shops),
    '',
    '#### Text searches under row-level security (the big shop)',
    '',
    "The same calls in the shop (as the role hanout_app, under the policies: what requests do) and outside any shop (as the tables' owner, " +
      "the plugin still adding the shop's condition), alternated, p50 of " +
      `${SEARCH_CALLS} calls each:`,
    '',
    '| Search | as hanout_app, ms | as owner, ms | ratio |',
    '|---|--:|--:|--:|',
    ...f.searches.searches.map((one) => `| ${one.label} | ${fmt(one.rls)} | ${fmt(one.owner)} | ${ratio(one.rls, one.owner)} |`),
    '',
    `Plan of \`fold_text(name) like '%dol%'\` on products: as hanout_app ${f.searches.plans.rls}; as owner ${f.searches.plans.owner}.`,
    '',
    `**Alerts digest check**: one pass over the ${f.digest.shops.toLocaleString('en')} active shops (the app makes one a minute, ` +
      `each shop's settings read in its own checkout) took ${(f.digest.seconds * 1000).toFixed(0)} ms in process.`,
  ].join('\n');
}
