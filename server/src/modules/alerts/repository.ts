import { sql } from 'kysely';
import { ALERT_LIST_MAX } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { countOf } from '../../db/paging';
import { availableStock, PRODUCT_DETAIL_COLUMNS, withStockDetails } from '../stock';

/** The products of one category, or of all when none is named. */
function productsOf(db: Db, categoryId: number | undefined) {
  const products = db.selectFrom('products').select('products.id');
  return categoryId === undefined
    ? products
    : products.where('products.brandId', 'in', db.selectFrom('brands').select('brands.id').where('brands.categoryId', '=', categoryId));
}

/**
 * Products with a reorder level and their units in unexpired batches, summed over the index
 * stocks_available_product_idx alone (`quantity > 0` written literally so that both databases use it).
 */
function stockLevels(db: Db, today: string, categoryId: number | undefined) {
  let levels = db
    .selectFrom('products')
    .where('products.reorderLevel', 'is not', null)
    .select((eb) => [
      'products.id',
      'products.reorderLevel',
      eb.fn
        .coalesce(
          eb
            .selectFrom('stocks')
            .select((inner) => inner.fn.sum<number>('stocks.quantity').as('units'))
            .whereRef('stocks.productId', '=', 'products.id')
            .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`)
            .where('stocks.expireDate', '>=', today),
          eb.lit(0),
        )
        .as('quantity'),
    ]);
  if (categoryId !== undefined) levels = levels.where('products.id', 'in', productsOf(db, categoryId));
  return db.selectFrom(levels.as('levels')).whereRef('levels.quantity', '<=', 'levels.reorderLevel');
}

/** Products at or under their level, fewest units first, with their brand, category and unit (the first ALERT_LIST_MAX), and how many. */
export async function lowStock(db: Db, today: string, categoryId: number | undefined) {
  const low = stockLevels(db, today, categoryId);
  return Promise.all([
    low
      .innerJoin('products', 'products.id', 'levels.id')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .innerJoin('categories', 'categories.id', 'brands.categoryId')
      .innerJoin('units', 'units.id', 'products.unitId')
      .select(['levels.quantity', 'levels.reorderLevel', ...PRODUCT_DETAIL_COLUMNS])
      .orderBy('levels.quantity')
      .orderBy('products.name')
      .orderBy('products.id')
      .limit(ALERT_LIST_MAX)
      .execute(),
    countOf(low),
  ]);
}

/** How many products are at or under their level. */
export const countLowStock = (db: Db, today: string) => countOf(stockLevels(db, today, undefined));

/**
 * Batches still holding units whose expiry date is in [from, to], first expiring first (the first
 * ALERT_LIST_MAX), the number of them and their value at cost (quantity × buying price HT).
 */
export async function batchesExpiring(db: Db, { from, to }: { from?: string; to?: string }, categoryId: number | undefined) {
  const batches = availableStock(db, { categoryId, expireDateFrom: from, expireDateTo: to });
  return Promise.all([
    withStockDetails(batches).limit(ALERT_LIST_MAX).execute(),
    batches
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number | null>`sum(cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref('stocks.buyingPrice')})`.as('cost'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
}

/** How many batches still holding units expire in [from, to]. */
export const countBatchesExpiring = (db: Db, { from, to }: { from?: string; to?: string }) =>
  countOf(availableStock(db, { expireDateFrom: from, expireDateTo: to }));

/** A category's name, if it exists. */
export async function categoryName(db: Db, categoryId: number): Promise<string | undefined> {
  return (await db.selectFrom('categories').select('name').where('id', '=', categoryId).executeTakeFirst())?.name;
}

/** The shop's settings the daily digest reads: its hour (null: off), language and the shop's name. */
export function digestSettings(db: Db) {
  return db.selectFrom('shopSettings').select(['alertDigestHour', 'documentLanguage', 'name']).executeTakeFirstOrThrow();
}

/** Claims `day`'s digest: answers the day, or undefined when it was already claimed (the day is the table's key). */
export function claimDigestDay(db: Db, day: string, claimedAt: string) {
  return db
    .insertInto('alertDigests')
    .values({ day, claimedAt })
    .onConflict((conflict) => conflict.columns(['shopId', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
}

/** Gives `day`'s digest back, unclaimed. */
export async function releaseDigestDay(db: Db, day: string): Promise<void> {
  await db.deleteFrom('alertDigests').where('day', '=', day).execute();
}

/** Notes when `day`'s digest was sent and to how many. */
export async function markDigestSent(db: Db, day: string, sentAt: string, recipients: number): Promise<void> {
  await db.updateTable('alertDigests').set({ sentAt, recipients }).where('day', '=', day).execute();
}

/** The e-mail of every enabled administrator that has one. */
export function administratorEmails(db: Db) {
  return db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'ROLE_ADMIN')
    .where('isEnabled', '=', 1)
    .where('email', '<>', '')
    .orderBy('id')
    .execute();
}
