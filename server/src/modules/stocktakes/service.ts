import {
  COUNT_REASON_PROBLEM,
  type Paged,
  type Stocktake,
  type StocktakeBatch,
  type StocktakeCountRequest,
  type StocktakeLine,
  type StocktakeSummary,
} from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { parseGs1, productCodesOf } from '../../lib/gs1';
import { toDirhams } from '../../lib/money';
import { toPage } from '../../db/paging';
import { conflict, isUniqueViolation, notFound, Problem } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import type { Db } from '../../db/connect';
import type { StocktakeDocument } from '../../pdf/stocktake-pdf';
import { loadShopIdentity } from '../settings';
import * as repository from './repository';
import type { BatchRow, CostVisibility, StocktakeRow, SummaryRow } from './repository';

const STOCKTAKE_KIND = 'INV';

/** A scanned box's batches: those of its lot (any case) when the product has it, else all the product's. */
function boxBatches(rows: BatchRow[], lot: string | null) {
  const ofLot = rows.filter((row) => lot !== null && row.batchNumber?.toUpperCase() === lot.toUpperCase());
  return ofLot.length ? ofLot : rows;
}

const toSummary = (row: SummaryRow): StocktakeSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? '' },
  startedBy: { id: row.startedBy, name: row.starterName },
  startedAt: row.startedAt,
  closedBy: row.closedBy === null ? null : { id: row.closedBy, name: row.closerName ?? '' },
  closedAt: row.closedAt,
  countedLines: Number(row.countedLines ?? 0),
});

const toBatch = (row: BatchRow, { withCost }: CostVisibility): StocktakeBatch => ({
  stockId: row.stockId,
  product: { id: row.productId, name: row.productName, barcode: row.barcode },
  batchNumber: row.batchNumber,
  expireDate: row.expireDate,
  ...(withCost ? { quantity: row.quantity } : {}),
  counted:
    row.countedQuantity === null
      ? null
      : { quantity: row.countedQuantity, by: { id: row.countedBy!, name: row.counterName ?? '' }, at: row.countedAt!, reason: row.reason },
});

/** Who writes and when. */
export interface Actor {
  userId: number;
  now?: Date;
}

/** A stocktake's row, or 404. */
export async function requireStocktake(db: Db, id: number): Promise<StocktakeRow> {
  const found = await repository.findStocktake(db, id);
  if (!found) throw notFound(`Stocktake ${id} does not exist.`);
  return found;
}

/** The 409 a closed stocktake answers to a count, a validation or a cancellation (404 when it does not exist). */
export function refuseClosed(stocktake: { number: string; status: string }): never {
  throw conflict(
    stocktake.status === 'VALIDATED'
      ? `Stocktake ${stocktake.number} is already validated.`
      : `Stocktake ${stocktake.number} is already cancelled.`,
  );
}

const stillOpen = (number: string) => conflict(`Stocktake ${number} is still open: validate or cancel it first.`);

/**
 * Starts a stocktake of all the stock or of one category (404 when unknown), numbered
 * `INV-2026-000001`. Only one is open at a time (409 naming it): two open ones could count the same
 * batch and apply its difference twice. The unique index on open stocktakes settles two racing starts.
 */
export async function startStocktake(
  db: Db,
  categoryId: number | null,
  { userId, timeZone, now = new Date() }: Actor & { timeZone: string },
): Promise<{ id: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (categoryId !== null && !(await repository.categoryExists(trx, categoryId)))
        throw notFound(`Category ${categoryId} does not exist.`);
      const open = await repository.openStocktakeNumber(trx);
      if (open !== undefined) throw stillOpen(open);
      const number = await nextDocumentNumber(trx, STOCKTAKE_KIND, Number(localDate(timeZone, now).slice(0, 4)));
      return repository.insertStocktake(trx, { number, categoryId, startedBy: userId, startedAt: now.toISOString() });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await repository.openStocktakeNumber(db);
    if (open === undefined) throw error;
    throw stillOpen(open);
  }
}

/** Stocktakes, newest first. */
export async function listStocktakes(db: Db, page: number, size: number): Promise<Paged<StocktakeSummary>> {
  const [summaries, total] = await repository.listStocktakes(db, page, size);
  return toPage(summaries.map(toSummary), total, page, size);
}

/**
 * A stocktake with its counted batches and, while it is open, the batches of its scope still in
 * stock that nobody counted. Expected quantities, differences and values `withCost` (administrators).
 */
export async function loadStocktake(db: Db, id: number, visibility: CostVisibility): Promise<Stocktake> {
  const header = await repository.stocktakeSummary(db, id);
  if (!header) throw notFound(`Stocktake ${id} does not exist.`);
  const [lines, uncounted] = await Promise.all([
    repository.countedLines(db, id),
    header.status === 'OPEN' ? repository.uncountedBatches(db, header) : Promise.resolve([]),
  ]);
  let shortage = 0;
  let surplus = 0;
  const counted = lines.map((line): StocktakeLine => {
    const difference = line.countedQuantity - line.expectedQuantity;
    // Once validated, the value is that of the change the books took (appliedChange), which sales since the count may have limited.
    const value = (line.appliedChange ?? difference) * line.buyingPrice;
    if (value < 0) shortage -= value;
    else surplus += value;
    return {
      stockId: line.stockId,
      product: { id: line.productId, name: line.productName, barcode: line.barcode },
      batchNumber: line.batchNumber,
      expireDate: line.expireDate,
      counted: {
        quantity: line.countedQuantity,
        by: { id: line.countedBy, name: line.counterName },
        at: line.countedAt,
        reason: line.reason,
      },
      ...(visibility.withCost
        ? {
            expectedQuantity: line.expectedQuantity,
            difference,
            buyingPrice: toDirhams(line.buyingPrice),
            value: toDirhams(value),
            appliedChange: line.appliedChange,
          }
        : {}),
    };
  });
  return {
    ...toSummary(header),
    lines: counted,
    uncounted: uncounted.map((row) => toBatch(row, visibility)),
    ...(visibility.withCost
      ? { shortageValue: toDirhams(shortage), surplusValue: toDirhams(surplus), netValue: toDirhams(surplus - shortage) }
      : {}),
  };
}

/**
 * The counting screen's search within the stocktake's scope (repository.searchBatches); a box's GS1
 * scan finds its product's batches, only those of its lot when it has it. 404 for an unknown stocktake.
 */
export async function searchStocktakeBatches(db: Db, id: number, q: string, visibility: CostVisibility): Promise<StocktakeBatch[]> {
  const stocktake = await requireStocktake(db, id);
  const scan = parseGs1(q);
  const rows = scan
    ? boxBatches(await repository.batchesWithCodes(db, stocktake, productCodesOf(scan.gtin)), scan.lot)
    : await repository.searchBatches(db, stocktake, q);
  return rows.map((row) => toBatch(row, visibility));
}

/**
 * A difference found on a narcotic (tableau B) shows in its register, with its reason: without one, 400
 * naming the products (type COUNT_REASON_PROBLEM).
 */
export function refuseUnexplained(lines: { name: string; schedule: string; difference: number; reason: string | null }[]) {
  const unexplained = lines.filter((line) => line.schedule === 'B' && line.difference !== 0 && !line.reason);
  if (unexplained.length)
    throw new Problem(
      400,
      `${[...new Set(unexplained.map((line) => line.name))].join(', ')}: a difference on a narcotic (tableau B) needs its reason.`,
      COUNT_REASON_PROBLEM,
    );
}

/**
 * Saves the count of one batch (any signed-in user, while the stocktake is open), with the books'
 * quantity at this moment as the expected one: a batch counted again keeps the last count (last write
 * wins, the screen shows who counted it before). 404 for an unknown batch, 409 when it is not in the
 * stocktake's category or the stocktake is closed. On PostgreSQL the stocktake's row is read FOR SHARE,
 * so a count and a validation never cross: the count lands before the validation reads the lines, or
 * is refused after it. A tableau B batch counted with a difference needs its reason (refuseUnexplained).
 */
export async function saveCount(
  db: Db,
  id: number,
  stockId: number,
  { countedQuantity, reason }: StocktakeCountRequest,
  { userId, now = new Date() }: Actor,
  visibility: CostVisibility,
): Promise<StocktakeBatch> {
  await db.transaction().execute(async (trx) => {
    const stocktake = await repository.findStocktake(trx, id, { forShare: true });
    if (!stocktake) throw notFound(`Stocktake ${id} does not exist.`);
    if (stocktake.status !== 'OPEN') refuseClosed(stocktake);
    const batch = await repository.batchToCount(trx, stockId);
    if (!batch) throw notFound(`Stock ${stockId} does not exist.`);
    if (stocktake.categoryId !== null && batch.categoryId !== stocktake.categoryId)
      throw conflict(`${batch.name} is not in the category this stocktake counts.`);
    refuseUnexplained([{ ...batch, difference: countedQuantity - batch.quantity, reason }]);
    await repository.saveCountLine(
      trx,
      { stocktakeId: id, stockId, productId: batch.productId },
      { expectedQuantity: batch.quantity, countedQuantity, countedBy: userId, countedAt: now.toISOString(), reason },
    );
  });
  const stocktake = await requireStocktake(db, id);
  return toBatch(await repository.stocktakeBatch(db, stocktake, stockId), visibility);
}

/** Cancels an open stocktake (administrators): nothing is applied, its counts stay on record. 409 when closed. */
export async function cancelStocktake(db: Db, id: number, { userId, now = new Date() }: Actor): Promise<void> {
  const cancelled = await repository.closeStocktake(db, id, 'CANCELLED', userId, now.toISOString());
  if (!cancelled) refuseClosed(await requireStocktake(db, id));
}

/** Everything the stocktake's PDF shows: the stocktake (values `withCost`) and the shop. */
export async function loadStocktakeDocument(db: Db, id: number, visibility: CostVisibility): Promise<StocktakeDocument> {
  const [stocktake, shop] = await Promise.all([loadStocktake(db, id, visibility), loadShopIdentity(db)]);
  return { ...stocktake, shop };
}
