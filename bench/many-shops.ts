/**
 * The many-shops step of `npm run bench` (issue 47), PostgreSQL only: the shop profile on one small
 * shop alone in its database and on the same shop among BENCH_SHOPS small shops beside the big shop,
 * in turn (alone, among, alone, among…), each round on a fresh copy; then the big shop among them,
 * against the main profile's rounds on the big shop alone. Side by side: latencies, server CPU per
 * request, each endpoint's SQL one call at a time, the buffer hit ratio; then the database's size
 * per shop, the text searches as the role hanout_app (row-level security) and as the tables' owner,
 * and one pass of the alerts digest's check over every shop.
 */
import { openDatabase, type Db } from '../server/src/db/connect';
import { FIRST_SHOP_ID, inShop } from '../server/src/db/shop-scope';
import { findShopByCode } from '../server/src/modules/shops/repository';
import { ADMIN_PASSWORD, CACHE_DIR, ROOT } from './config';
import { bufferReads, postgresSeedName, preparePostgres } from './databases';
import { readBenchData, type BenchData } from './endpoints';
import { databaseSize, dropDatabase, freshCopy, manyShopsSeed, oneShopSeed } from './many-shops-seed';
import { digestPass, rowsOfShop, searchesUnderRls, type SearchFigures } from './many-shops-probes';
import { manyShopsReport, type ShopSide } from './many-shops-report';
import { login } from './servers';
import { floors, shopRound, type BigShopAlone } from './shop-run';
import { smallShopCode, smallShopEmail } from './small-shop';

/** Small shops seeded beside the big one; 0 skips the step. */
export const SHOPS = Number(process.env.BENCH_SHOPS ?? 1000);
/** Round pairs (alone, among) of the small shop. */
const SHOP_ROUNDS = Number(process.env.BENCH_SHOPS_ROUNDS ?? 1);
const RUN_COPY = 'hanout_bench_shops_run';

interface Target {
  /** The kept database a round copies. */
  template: string;
  shopCode: string;
  adminEmail?: string;
  signIn: (url: string) => Promise<string>;
}

const hitRatio = ({ hit, read }: { hit: number; read: number }) => hit / (hit + read);

/**
 * One round of the shop profile on a fresh copy of the target's database; then, on another fresh
 * copy (a small shop's stock would not last the day and the floors' sales), its SQL floors and
 * `after`, given the shop's id. The shop's rows are counted before the round.
 */
async function roundOn(target: Target, index: number, label: string, side: ShopSide, after?: (db: Db, shopId: number) => Promise<void>) {
  const copy = async () => {
    const url = await freshCopy(target.template, RUN_COPY);
    const open = (poolSize?: number) => openDatabase({ databaseUrl: url, dataDir: CACHE_DIR, poolSize });
    const reader = open(2);
    const shopId = (await findShopByCode(reader.db, target.shopCode))!.id;
    const data: BenchData = await inShop(shopId, () => readBenchData(reader.db, target.adminEmail));
    side.rows ??= await rowsOfShop(reader.db, shopId);
    await reader.close();
    return { url, open, shopId, data };
  };
  const day = await copy();
  side.rounds.push(await shopRound({ env: { DATABASE_URL: day.url }, root: ROOT, signIn: target.signIn, data: day.data }, index, label));
  side.hitRatios.push(hitRatio(await bufferReads(RUN_COPY)));
  const fresh = await copy();
  side.floors = await floors(fresh.open, fresh.data, fresh.shopId);
  if (after) {
    const handle = fresh.open(2);
    await after(handle.db, fresh.shopId);
    await handle.close();
  }
  await dropDatabase(RUN_COPY);
}

export async function runManyShops(bigAlone: BigShopAlone): Promise<string> {
  const started = performance.now();
  const measured = Math.ceil(SHOPS / 2);
  // A fresh copy of the big shop's seed, brought up to this checkout's migrations, is the template of the many shops' database.
  const big = await preparePostgres();
  const bigSize = await databaseSize('hanout_bench');
  const reader = big.open(2);
  const bigRows = await inShop(FIRST_SHOP_ID, () => rowsOfShop(reader.db, FIRST_SHOP_ID));
  await reader.close();
  const one = await oneShopSeed(measured);
  const many = await manyShopsSeed('hanout_bench', postgresSeedName(), SHOPS, measured);
  const seeding = { oneShop: one, manyShops: many, seconds: (performance.now() - started) / 1000 };

  const signInSmall = (url: string) => login(url, { username: smallShopEmail(measured), password: ADMIN_PASSWORD });
  const small = { template: '', shopCode: '', adminEmail: smallShopEmail(measured), signIn: signInSmall };
  const sides = {
    alone: { target: { ...small, template: one.name, shopCode: 'main' }, side: { rounds: [], hitRatios: [] } as ShopSide },
    among: {
      target: { ...small, template: many.name, shopCode: smallShopCode(measured) },
      side: { rounds: [], hitRatios: [] } as ShopSide,
    },
  };
  for (let index = 0; index < SHOP_ROUNDS; index++)
    for (const [name, { target, side }] of Object.entries(sides)) {
      await roundOn(target, index, `[shops] round ${index + 1}, the small shop ${name === 'alone' ? 'alone' : `among ${SHOPS}`}`, side);
    }

  const bigAmong: ShopSide = { rounds: [], hitRatios: [] };
  let searches: SearchFigures | undefined;
  let digest: { shops: number; seconds: number } | undefined;
  const bigTarget = { template: many.name, shopCode: 'main', signIn: (url: string) => login(url, { shop: 'main' }) };
  await roundOn(bigTarget, 0, `[shops] the big shop among ${SHOPS} small shops`, bigAmong, async (db, shopId) => {
    searches = await searchesUnderRls(db, shopId);
    digest = await digestPass(db);
  });
  return manyShopsReport({
    shops: SHOPS,
    measured,
    rounds: SHOP_ROUNDS,
    seeding,
    sizes: { oneShop: await databaseSize(one.name), bigShop: bigSize, manyShops: await databaseSize(many.name) },
    small: { alone: sides.alone.side, among: sides.among.side },
    big: {
      alone: { rounds: bigAlone.rounds, hitRatios: [bigAlone.hitRatio], floors: bigAlone.floors, rows: bigRows },
      among: bigAmong,
    },
    searches: searches!,
    digest: digest!,
    seconds: (performance.now() - started) / 1000,
  });
}
