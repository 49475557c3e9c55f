/**
 * The databases of the many-shops step (bench/many-shops.ts), kept between runs as the big shop's
 * seed is: a database holding one small shop alone, and a copy of the big shop's seed with
 * BENCH_SHOPS small shops beside it. Each round works on a fresh copy of one of them.
 */
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../server/src/db/connect';
import { inShop } from '../server/src/db/shop-scope';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { createShop } from '../server/src/modules/shops/service';
import { insertUser } from '../server/src/modules/users';
import { ADMIN_PASSWORD, CACHE_DIR, CASHIER_PASSWORD } from './config';
import { databaseUrl, withServer } from './databases';
import { SMALL_SHOP, seedSmallShop, smallShopCode, smallShopEmail } from './small-shop';

/** Bump when a small shop's data changes: the kept databases of another version are made again. */
const SMALL_SHOP_VERSION = 1;
/** Shops seeded at once: PostgreSQL gains from a few transactions in flight, argon2 from its threads. */
const SEEDING_AT_ONCE = 4;
const SEEDED = 'hanout bench shops';

const log = (line: string) => console.log(line);

/** The seed kept under `name` (its comment: what seeding it took), or undefined. */
async function keptSeed(name: string): Promise<{ seconds: number; emptySize: number } | undefined> {
  const { rows } = await withServer((client) =>
    client.query("select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1", [name]),
  );
  const comment = rows[0]?.comment as string | undefined;
  return comment?.startsWith(SEEDED) ? JSON.parse(comment.slice(SEEDED.length + 1)) : undefined;
}

/** Makes the database `name` (from `template` when given) and fills it with `seed`; kept for the next runs. */
async function keep(
  name: string,
  template: string | null,
  seed: (handle: DatabaseHandle) => Promise<void>,
): Promise<{ seconds: number; emptySize: number; reused: boolean }> {
  const kept = await keptSeed(name);
  if (kept) return { ...kept, reused: true };
  const started = performance.now();
  await withServer(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    // A seed is made again if lost: its commits need not wait for the disk.
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const handle = openDatabase({ databaseUrl: databaseUrl(name), dataDir: CACHE_DIR, poolSize: SEEDING_AT_ONCE + 2 });
  await migrateToLatest(handle);
  // What the database holds before the seed: for an empty one, the schema's own size.
  const { rows } = await sql<{ size: number }>`select pg_database_size(current_database())::float8 as size`.execute(handle.db);
  const emptySize = Number(rows[0].size);
  await seed(handle);
  // As autovacuum would have done: statistics, and the visibility map for index-only scans.
  await sql`vacuum analyze`.execute(handle.db);
  await handle.close();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  await withServer(async (client) => {
    await client.query(`alter database ${name} reset synchronous_commit`);
    await client.query(`comment on database ${name} is '${SEEDED} ${JSON.stringify({ seconds, emptySize })}'`);
  });
  return { seconds, emptySize, reused: false };
}

/**
 * The small shop measured, number `index`, alone in a database of its own: it is the installation's
 * first shop, its administrator signs in by e-mail with the bench's password.
 */
export function oneShopSeed(index: number) {
  const name = `hanout_bench_one_shop_${index}_v${SMALL_SHOP_VERSION}`;
  return keep(name, null, async ({ db }) => {
    const [adminHash, cashierHash] = await Promise.all([hashPassword(ADMIN_PASSWORD), hashPassword(CASHIER_PASSWORD)]);
    await inShop(1, async () => {
      await insertUser(db, {
        name: 'Administrator',
        username: 'admin',
        email: smallShopEmail(index),
        mobile: '0600000000',
        passwordHash: adminHash,
        role: 'ROLE_ADMIN',
        isEnabled: 1,
        createdAt: new Date().toISOString(),
      });
      await db
        .updateTable('shopSettings')
        .set({ name: `Shop ${index}` })
        .execute();
    });
    await seedSmallShop(db, 1, index, cashierHash);
  }).then((kept) => ({ name, ...kept }));
}

/**
 * The big shop's seed (`bigShop`, a database migrated to this checkout) with `shops` small shops
 * beside it, each opened by createShop (its administrator's password hashed by argon2, as for a real
 * shop) and seeded by seedSmallShop. Shop `measured`'s administrator gets the bench's password.
 */
export function manyShopsSeed(bigShop: string, bigSeedName: string, shops: number, measured: number) {
  const name = `${bigSeedName}_shops${shops}_v${SMALL_SHOP_VERSION}`;
  return keep(name, bigShop, async ({ db }) => {
    log(`Seeding ${shops} small shops (${JSON.stringify(SMALL_SHOP)} each) beside the big shop into ${name}`);
    const [adminHash, cashierHash] = await Promise.all([hashPassword(ADMIN_PASSWORD), hashPassword(CASHIER_PASSWORD)]);
    const started = performance.now();
    let next = 1;
    await Promise.all(
      Array.from({ length: SEEDING_AT_ONCE }, async () => {
        while (next <= shops) {
          const index = next++;
          const shop = await createShop(db, { code: smallShopCode(index), name: `Shop ${index}`, adminEmail: smallShopEmail(index) });
          await seedSmallShop(db, shop.id, index, cashierHash);
          if (index === measured)
            await inShop(shop.id, () => db.updateTable('users').set({ passwordHash: adminHash }).where('username', '=', 'admin').execute());
          if (index % 100 === 0) log(`  ${index} shops, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        }
      }),
    );
  }).then((kept) => ({ name, ...kept }));
}

/** A fresh copy of the kept database `template`, named `name`: its URL. */
export async function freshCopy(template: string, name: string): Promise<string> {
  await withServer(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${template}`);
  });
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await withServer((client) => client.query(`drop database if exists ${name} with (force)`));
}

export async function databaseSize(name: string): Promise<number> {
  const { rows } = await withServer((client) => client.query('select pg_database_size($1)::float8 as size', [name]));
  return Number(rows[0].size);
}
