import { sql } from 'kysely';
import { countOf } from '../../db/paging';
import { matchesText } from '../../db/search';
import { isOneOf } from '../../db/id-list';
import { dialectOf, type Db } from '../../db/connect';

/** At most this many batches answer a search of the counting screen: a clerk who does not see theirs types more. */
const SEARCH_LIMIT = 20;

/** Buying prices and values are for administrators: staff count blind and never see costs. */
export interface CostVisibility {
  withCost: boolean;
}

/** A stocktake's row as the rules read it. */
export interface StocktakeRow {
  id: number;
  number: string;
  status: string;
  categoryId: number | null;
}

const isOpen = sql<boolean>`${sql.ref('stocktakes.status')} = 'OPEN'`;

/** Stocktakes with their category, who started and closed them, and how many batches were counted. */
const summaries = (db: Db) =>
  db
    .selectFrom('stocktakes')
    .leftJoin('categories', 'categories.id', 'stocktakes.categoryId')
    .innerJoin('users as starter', 'starter.id', 'stocktakes.startedBy')
    .leftJoin('users as closer', 'closer.id', 'stocktakes.closedBy')
    .select((eb) => [
      'stocktakes.id',
      'stocktakes.number',
      'stocktakes.status',
      'stocktakes.categoryId',
      'categories.name as categoryName',
      'stocktakes.startedBy',
      'starter.name as starterName',
      'stocktakes.startedAt',
      'stocktakes.closedBy',
      'closer.name as closerName',
      'stocktakes.closedAt',
      eb
        .selectFrom('stocktakeLines')
        .select((inner) => inner.fn.countAll<number>().as('lines'))
        .whereRef('stocktakeLines.stocktakeId', '=', 'stocktakes.id')
        .as('countedLines'),
    ]);
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/** The batches of a stocktake's scope (all, or its category's), with this stocktake's count of each when there is one. */
function batchesOf(db: Db, stocktake: { id: number; categoryId: number | null }) {
  let query = db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .leftJoin('stocktakeLines', (join) =>
      join.onRef('stocktakeLines.stockId', '=', 'stocks.id').on('stocktakeLines.stocktakeId', '=', stocktake.id),
    )
    .leftJoin('users as counter', 'counter.id', 'stocktakeLines.countedBy')
    .select([
      'stocks.id as stockId',
      'stocks.quantity',
      'stocks.batchNumber',
      'stocks.expireDate',
      'stocks.buyingPrice',
      'products.id as productId',
      'products.name as productName',
      'products.barcode',
      'stocktakeLines.countedQuantity',
      'stocktakeLines.countedBy',
      'stocktakeLines.countedAt',
      'stocktakeLines.reason',
      'counter.name as counterName',
    ])
    .orderBy('products.name')
    .orderBy('stocks.expireDate')
    .orderBy('stocks.id');
  if (stocktake.categoryId !== null) query = query.where('brands.categoryId', '=', stocktake.categoryId);
  return query;
}
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchesOf>['executeTakeFirstOrThrow']>>;

/** A stocktake's row; on PostgreSQL `forShare` holds it FOR SHARE until the transaction ends. */
export function findStocktake(db: Db, id: number, { forShare = false } = {}): Promise<StocktakeRow | undefined> {
  let query = db.selectFrom('stocktakes').select(['id', 'number', 'status', 'categoryId']).where('id', '=', id);
  if (forShare && dialectOf(db) === 'postgres') query = query.forShare();
  return query.executeTakeFirst();
}

/** Whether a category exists. */
export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  return !!(await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst());
}

/** The open stocktake's number, if one is open. */
export async function openStocktakeNumber(db: Db): Promise<string | undefined> {
  return (await db.selectFrom('stocktakes').select('number').where(isOpen).executeTakeFirst())?.number;
}

/** A new open stocktake, answering its id. */
export function insertStocktake(db: Db, stocktake: { number: string; categoryId: number | null; startedBy: number; startedAt: string }) {
  return db
    .insertInto('stocktakes')
    .values({ ...stocktake, status: 'OPEN', closedBy: null, closedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** One page of the stocktakes, newest first, and how many there are. */
export async function listStocktakes(db: Db, page: number, size: number): Promise<[SummaryRow[], number]> {
  const [rows, total] = await Promise.all([
    summaries(db)
      .orderBy('stocktakes.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    countOf(db.selectFrom('stocktakes')),
  ]);
  return [rows, total];
}

/** A stocktake as lists show it. */
export function stocktakeSummary(db: Db, id: number) {
  return summaries(db).where('stocktakes.id', '=', id).executeTakeFirst();
}

/** A stocktake's counted batches, by product, first expiring first. */
export function countedLines(db: Db, id: number) {
  return db
    .selectFrom('stocktakeLines')
    .innerJoin('stocks', 'stocks.id', 'stocktakeLines.stockId')
    .innerJoin('products', 'products.id', 'stocktakeLines.productId')
    .innerJoin('users as counter', 'counter.id', 'stocktakeLines.countedBy')
    .select([
      'stocktakeLines.stockId',
      'stocktakeLines.expectedQuantity',
      'stocktakeLines.countedQuantity',
      'stocktakeLines.countedBy',
      'stocktakeLines.countedAt',
      'stocktakeLines.appliedChange',
      'stocktakeLines.reason',
      'counter.name as counterName',
      'stocks.batchNumber',
      'stocks.expireDate',
      'stocks.buyingPrice',
      'products.id as productId',
      'products.name as productName',
      'products.barcode',
    ])
    .where('stocktakeLines.stocktakeId', '=', id)
    .orderBy('products.name')
    .orderBy('stocks.expireDate')
    .orderBy('stocks.id')
    .execute();
}

/** The batches of a stocktake's scope still in stock that nobody counted. */
export function uncountedBatches(db: Db, stocktake: { id: number; categoryId: number | null }) {
  return batchesOf(db, stocktake)
    .where('stocktakeLines.id', 'is', null)
    .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`)
    .execute();
}

/**
 * The counting screen's search, within the stocktake's scope: the batches of the product whose
 * barcode is `q`, the batches whose lot number is `q` (any case), and those of products whose name
 * contains it; batches with nothing left in the books only when named by their lot, scanned by their
 * product's barcode (goods the books say are gone are what a count finds) or already counted.
 */
export function searchBatches(db: Db, stocktake: { id: number; categoryId: number | null }, q: string) {
  const lot = q.toUpperCase();
  return batchesOf(db, stocktake)
    .where((eb) =>
      eb.and([
        eb.or([eb('products.barcode', '=', q), eb(eb.fn('upper', ['stocks.batchNumber']), '=', lot), matchesText(db, 'products', q)]),
        eb.or([
          eb('stocks.quantity', '>', 0),
          eb(eb.fn('upper', ['stocks.batchNumber']), '=', lot),
          eb('products.barcode', '=', q),
          eb('stocktakeLines.id', 'is not', null),
        ]),
      ]),
    )
    .limit(SEARCH_LIMIT)
    .execute();
}

/** The batches of a stocktake's scope of the products registered under one of `codes` (a box's GS1 GTIN, lib/gs1.ts). */
export function batchesWithCodes(db: Db, stocktake: { id: number; categoryId: number | null }, codes: string[]) {
  return batchesOf(db, stocktake).where('products.barcode', 'in', codes).limit(SEARCH_LIMIT).execute();
}

/** One batch of a stocktake's scope, with this stocktake's count of it (it exists). */
export function stocktakeBatch(db: Db, stocktake: { id: number; categoryId: number | null }, stockId: number) {
  return batchesOf(db, stocktake).where('stocks.id', '=', stockId).executeTakeFirstOrThrow();
}

/** A batch as a count reads it: its quantity in the books, its product and the product's category. */
export function batchToCount(db: Db, stockId: number) {
  return db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select(['stocks.quantity', 'stocks.productId', 'products.name', 'products.schedule', 'brands.categoryId'])
    .where('stocks.id', '=', stockId)
    .executeTakeFirst();
}

/** Saves the count of one batch, replacing an earlier count of it in this stocktake. */
export async function saveCountLine(
  trx: Db,
  line: { stocktakeId: number; stockId: number; productId: number },
  count: { expectedQuantity: number; countedQuantity: number; countedBy: number; countedAt: string; reason: string | null },
): Promise<void> {
  await trx
    .insertInto('stocktakeLines')
    .values({ ...line, ...count, appliedChange: null })
    .onConflict((oc) => oc.columns(['stocktakeId', 'stockId']).doUpdateSet(count))
    .execute();
}

/** Closes an open stocktake as `status`, answering it; undefined when it is not open (or does not exist). */
export function closeStocktake(db: Db, id: number, status: 'VALIDATED' | 'CANCELLED', closedBy: number, closedAt: string) {
  return db
    .updateTable('stocktakes')
    .set({ status, closedBy, closedAt })
    .where('id', '=', id)
    .where(isOpen)
    .returning(['id', 'number'])
    .executeTakeFirst();
}

/** A stocktake's counted lines with their batch's expiry date and their product's name and schedule, in batch id order. */
export function linesToValidate(trx: Db, id: number) {
  return trx
    .selectFrom('stocktakeLines')
    .innerJoin('stocks', 'stocks.id', 'stocktakeLines.stockId')
    .innerJoin('products', 'products.id', 'stocktakeLines.productId')
    .select([
      'stocktakeLines.id',
      'stocktakeLines.stockId',
      'stocktakeLines.productId',
      'stocktakeLines.expectedQuantity',
      'stocktakeLines.countedQuantity',
      'stocktakeLines.reason',
      'stocks.expireDate',
      'products.name',
      'products.schedule',
    ])
    .where('stocktakeLines.stocktakeId', '=', id)
    .orderBy('stocktakeLines.stockId')
    .execute();
}

/** Locks these batches' rows in id order until the transaction ends (PostgreSQL; SQLite's writer lock covers them). */
export async function lockBatches(trx: Db, stockIds: number[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres' || !stockIds.length) return;
  await trx
    .selectFrom('stocks')
    .select('id')
    .where(isOneOf(trx, 'stocks.id', stockIds))
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/** A batch's quantity, its row locked on PostgreSQL (it exists). */
export async function lockedQuantity(trx: Db, stockId: number): Promise<number> {
  let query = trx.selectFrom('stocks').select('quantity').where('id', '=', stockId);
  if (dialectOf(trx) === 'postgres') query = query.forNoKeyUpdate();
  return (await query.executeTakeFirstOrThrow()).quantity;
}

/** Sets a batch's quantity from `from` to `to`: false when it no longer holds `from`. */
export async function replaceQuantity(trx: Db, stockId: number, from: number, to: number): Promise<boolean> {
  const updated = await trx
    .updateTable('stocks')
    .set({ quantity: to })
    .where('id', '=', stockId)
    .where('quantity', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Sets every line of a stocktake as applying no change. */
export async function clearAppliedChanges(trx: Db, id: number): Promise<void> {
  await trx.updateTable('stocktakeLines').set({ appliedChange: 0 }).where('stocktakeId', '=', id).execute();
}

/** The change a validation applied to one line's batch. */
export async function setAppliedChange(trx: Db, lineId: number, appliedChange: number): Promise<void> {
  await trx.updateTable('stocktakeLines').set({ appliedChange }).where('id', '=', lineId).execute();
}
