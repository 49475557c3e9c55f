import type { Alerts, AlertsQuery, ExpiryAlert, LowStockAlert } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { addDays, expiryStatusOf } from '../../lib/expiry';
import { toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import type { AlertsDocument } from '../../pdf/alerts-pdf';
import { loadShopIdentity } from '../settings';
import { stockProductOf, type CostVisibility, type ExpiryWindow } from '../stock';
import * as repository from './repository';

/** Products at or under their level, fewest units first, with their brand, category and unit. */
async function lowStock(db: Db, today: string, categoryId: number | undefined): Promise<[LowStockAlert[], number]> {
  const [rows, count] = await repository.lowStock(db, today, categoryId);
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
  range: { from?: string; to?: string },
  expiry: ExpiryWindow,
  categoryId: number | undefined,
  withCost: boolean,
): Promise<{ alerts: ExpiryAlert[]; count: number; valueAtCost: number }> {
  const [rows, totals] = await repository.batchesExpiring(db, range, categoryId);
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
  if ((await repository.categoryName(db, categoryId)) === undefined) throw notFound(`Category ${categoryId} does not exist.`);
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
    repository.countLowStock(db, today),
    repository.countBatchesExpiring(db, { from: today, to: addDays(today, expiry.nearExpiryDays) }),
    repository.countBatchesExpiring(db, { to: addDays(today, -1) }),
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
    query.categoryId === undefined ? undefined : repository.categoryName(db, query.categoryId),
  ]);
  return { ...alerts, shop, generatedAt: now.toISOString(), ...(category !== undefined ? { category } : {}) };
}
