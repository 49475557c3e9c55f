import { sql } from 'kysely';
import { ALERT_LIST_MAX, type Alerts, type AlertsQuery, type ExpiryAlert, type LowStockAlert } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { addDays, expiryStatusOf } from '../../lib/expiry';
import { toDirhams } from '../../lib/money';
import { countOf } from '../../db/paging';
import { notFound } from '../../lib/problems';
import type { AlertsDocument } from '../../pdf/alerts-pdf';
import { loadShopIdentity } from '../settings';
import { availableStock, PRODUCT_DETAIL_COLUMNS, stockProductOf, withStockDetails, type CostVisibility, type ExpiryWindow } from '../stock';

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

/** Products at or under their level, fewest units first, with their brand, category and unit. */
async function lowStock(db: Db, today: string, categoryId: number | undefined): Promise<[LowStockAlert[], number]> {
  const low = stockLevels(db, today, categoryId);
  const [rows, count] = await Promise.all([
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
  const alerts = rows.map((row) => ({
    product: stockProductOf(row),
    quantity: Number(row.quantity),
    reorderLevel: row.reorderLevel!,
  }));
  return [alerts, count];
}

/**
 * Batches still holding units whose expiry date is in [from, to], first expiring first, the number
 * of them and their value at cost (quantity × buying price HT).
 */
async function batchesExpiring(
  db: Db,
  { from, to }: { from?: string; to?: string },
  expiry: ExpiryWindow,
  categoryId: number | undefined,
  withCost: boolean,
): Promise<{ alerts: ExpiryAlert[]; count: number; valueAtCost: number }> {
  const batches = availableStock(db, { categoryId, expireDateFrom: from, expireDateTo: to });
  const [rows, totals] = await Promise.all([
    withStockDetails(batches).limit(ALERT_LIST_MAX).execute(),
    batches
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number | null>`sum(cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref('stocks.buyingPrice')})`.as('cost'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const alerts = rows.map((row) => ({
    stockId: row.id,
    product: stockProductOf(row),
    batchNumber: row.batchNumber,
    expireDate: row.expireDate,
    quantity: row.quantity,
    expiryStatus: expiryStatusOf(row.expireDate, expiry.today, expiry.nearExpiryDays),
    ...(withCost ? { valueAtCost: toDirhams(row.buyingPrice * row.quantity) } : {}),
  }));
  return { alerts, count: Number(totals.count), valueAtCost: toDirhams(Number(totals.cost ?? 0)) };
}

/** 404 for a category that does not exist. */
async function checkCategory(db: Db, categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  const found = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw notFound(`Category ${categoryId} does not exist.`);
}

/**
 * The shop's alerts on `expiry.today`: products whose unexpired units are at or under their reorder
 * level, batches expiring within the near-expiry window, and expired batches still holding units.
 * Values at cost for administrators only. Read fresh at every call: a sale, a GRN or the day's
 * change shows at once.
 */
export async function loadAlerts(db: Db, expiry: ExpiryWindow, { withCost }: CostVisibility, { categoryId }: AlertsQuery): Promise<Alerts> {
  await checkCategory(db, categoryId);
  const { today } = expiry;
  const [[low, lowCount], near, expired] = await Promise.all([
    lowStock(db, today, categoryId),
    batchesExpiring(db, { from: today, to: addDays(today, expiry.nearExpiryDays) }, expiry, categoryId, withCost),
    batchesExpiring(db, { to: addDays(today, -1) }, expiry, categoryId, withCost),
  ]);
  return {
    today,
    nearExpiryDays: expiry.nearExpiryDays,
    counts: { lowStock: lowCount, nearExpiry: near.count, expired: expired.count },
    lowStock: low,
    nearExpiry: near.alerts,
    expired: expired.alerts,
    ...(withCost ? { nearExpiryValueAtCost: near.valueAtCost, expiredValueAtCost: expired.valueAtCost } : {}),
  };
}

/** How many lines each list has, for the dashboard: three counts over the indexes, no line read. */
export async function countAlerts(db: Db, expiry: ExpiryWindow): Promise<Alerts['counts']> {
  const { today } = expiry;
  const [lowStock, nearExpiry, expired] = await Promise.all([
    countOf(stockLevels(db, today, undefined)),
    countOf(availableStock(db, { expireDateFrom: today, expireDateTo: addDays(today, expiry.nearExpiryDays) })),
    countOf(availableStock(db, { expireDateTo: addDays(today, -1) })),
  ]);
  return { lowStock, nearExpiry, expired };
}

/** The alerts and the shop, for their PDF. */
export async function loadAlertsDocument(
  db: Db,
  expiry: ExpiryWindow,
  costs: CostVisibility,
  query: AlertsQuery,
  now: Date = new Date(),
): Promise<AlertsDocument> {
  const alerts = await loadAlerts(db, expiry, costs, query);
  const [shop, category] = await Promise.all([
    loadShopIdentity(db),
    query.categoryId === undefined
      ? undefined
      : db.selectFrom('categories').select('name').where('id', '=', query.categoryId).executeTakeFirst(),
  ]);
  return { ...alerts, shop, generatedAt: now.toISOString(), ...(category ? { category: category.name } : {}) };
}
