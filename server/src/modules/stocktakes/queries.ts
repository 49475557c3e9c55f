import { sql } from 'kysely';
import type { Paged, Stocktake, StocktakeBatch, StocktakeLine, StocktakeSummary } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { toDirhams } from '../../lib/money';
import { countOf, toPage } from '../../db/paging';
import { conflict, isUniqueViolation, notFound } from '../../lib/problems';
import { matchesText } from '../../db/search';
import { nextDocumentNumber } from '../../db/sequences';
import { isOneOf } from '../../db/id-list';
import { dialectOf, type Db } from '../../db/connect';
import type { StocktakeDocument } from '../../pdf/stocktake-pdf';
import { recordMovements, type MovementEntry } from '../ledger';
import { loadShopIdentity } from '../settings';

const STOCKTAKE_KIND = 'INV';
/** At most this many batches answer a search of the counting screen: a clerk who does not see theirs types more. */
const SEARCH_LIMIT = 20;

/** Buying prices and values are for administrators: staff count blind and never see costs. */
interface CostVisibility {
  withCost: boolean;
}
/** Who writes and when. */
interface Actor {
  userId: number;
  now?: Date;
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
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

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
      'counter.name as counterName',
    ])
    .orderBy('products.name')
    .orderBy('stocks.expireDate')
    .orderBy('stocks.id');
  if (stocktake.categoryId !== null) query = query.where('brands.categoryId', '=', stocktake.categoryId);
  return query;
}
type BatchRow = Awaited<ReturnType<ReturnType<typeof batchesOf>['executeTakeFirstOrThrow']>>;

const toBatch = (row: BatchRow, { withCost }: CostVisibility): StocktakeBatch => ({
  stockId: row.stockId,
  product: { id: row.productId, name: row.productName, barcode: row.barcode },
  batchNumber: row.batchNumber,
  expireDate: row.expireDate,
  ...(withCost ? { quantity: row.quantity } : {}),
  counted:
    row.countedQuantity === null
      ? null
      : { quantity: row.countedQuantity, by: { id: row.countedBy!, name: row.counterName ?? '' }, at: row.countedAt! },
});

/** A stocktake's row, or 404. */
async function findStocktake(db: Db, id: number) {
  const found = await db.selectFrom('stocktakes').select(['id', 'number', 'status', 'categoryId']).where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(`Stocktake ${id} does not exist.`);
  return found;
}

/** The 409 a closed stocktake answers to a count, a validation or a cancellation (404 when it does not exist). */
function refuseClosed(stocktake: { number: string; status: string }): never {
  throw conflict(
    stocktake.status === 'VALIDATED'
      ? `Stocktake ${stocktake.number} is already validated.`
      : `Stocktake ${stocktake.number} is already cancelled.`,
  );
}

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
      if (categoryId !== null) {
        const category = await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
        if (!category) throw notFound(`Category ${categoryId} does not exist.`);
      }
      const open = await trx.selectFrom('stocktakes').select('number').where(isOpen).executeTakeFirst();
      if (open) throw conflict(`Stocktake ${open.number} is still open: validate or cancel it first.`);
      const number = await nextDocumentNumber(trx, STOCKTAKE_KIND, Number(localDate(timeZone, now).slice(0, 4)));
      return trx
        .insertInto('stocktakes')
        .values({ number, status: 'OPEN', categoryId, startedBy: userId, startedAt: now.toISOString(), closedBy: null, closedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await db.selectFrom('stocktakes').select('number').where(isOpen).executeTakeFirstOrThrow();
    throw conflict(`Stocktake ${open.number} is still open: validate or cancel it first.`);
  }
}

/** Stocktakes, newest first. */
export async function listStocktakes(db: Db, page: number, size: number): Promise<Paged<StocktakeSummary>> {
  const [rows, total] = await Promise.all([
    summaries(db)
      .orderBy('stocktakes.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    countOf(db.selectFrom('stocktakes')),
  ]);
  return toPage(rows.map(toSummary), total, page, size);
}

/**
 * A stocktake with its counted batches and, while it is open, the batches of its scope still in
 * stock that nobody counted. Expected quantities, differences and values `withCost` (administrators).
 */
export async function loadStocktake(db: Db, id: number, visibility: CostVisibility): Promise<Stocktake> {
  const header = await summaries(db).where('stocktakes.id', '=', id).executeTakeFirst();
  if (!header) throw notFound(`Stocktake ${id} does not exist.`);
  const [lines, uncounted] = await Promise.all([
    db
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
      .execute(),
    header.status === 'OPEN'
      ? batchesOf(db, header)
          .where('stocktakeLines.id', 'is', null)
          .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`)
          .execute()
      : Promise.resolve([]),
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
      counted: { quantity: line.countedQuantity, by: { id: line.countedBy, name: line.counterName }, at: line.countedAt },
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
 * The counting screen's search, within the stocktake's scope: the batches of the product whose
 * barcode is `q`, the batches whose lot number is `q` (any case), and those of products whose name
 * contains it; batches with nothing left in the books only when named by their lot, scanned by their
 * product's barcode (goods the books say are gone are what a count finds) or already counted.
 */
export async function searchStocktakeBatches(db: Db, id: number, q: string, visibility: CostVisibility): Promise<StocktakeBatch[]> {
  const stocktake = await findStocktake(db, id);
  const lot = q.toUpperCase();
  const rows = await batchesOf(db, stocktake)
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
  return rows.map((row) => toBatch(row, visibility));
}

/**
 * Saves the count of one batch (any signed-in user, while the stocktake is open), with the books'
 * quantity at this moment as the expected one: a batch counted again keeps the last count (last write
 * wins, the screen shows who counted it before). 404 for an unknown batch, 409 when it is not in the
 * stocktake's category or the stocktake is closed. On PostgreSQL the stocktake's row is read FOR SHARE,
 * so a count and a validation never cross: the count lands before the validation reads the lines, or
 * is refused after it.
 */
export async function saveCount(
  db: Db,
  id: number,
  stockId: number,
  countedQuantity: number,
  { userId, now = new Date() }: Actor,
  visibility: CostVisibility,
): Promise<StocktakeBatch> {
  await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('stocktakes').select(['id', 'number', 'status', 'categoryId']).where('id', '=', id);
    if (dialectOf(trx) === 'postgres') query = query.forShare();
    const stocktake = await query.executeTakeFirst();
    if (!stocktake) throw notFound(`Stocktake ${id} does not exist.`);
    if (stocktake.status !== 'OPEN') refuseClosed(stocktake);
    const batch = await trx
      .selectFrom('stocks')
      .innerJoin('products', 'products.id', 'stocks.productId')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .select(['stocks.quantity', 'stocks.productId', 'products.name', 'brands.categoryId'])
      .where('stocks.id', '=', stockId)
      .executeTakeFirst();
    if (!batch) throw notFound(`Stock ${stockId} does not exist.`);
    if (stocktake.categoryId !== null && batch.categoryId !== stocktake.categoryId)
      throw conflict(`${batch.name} is not in the category this stocktake counts.`);
    const count = { expectedQuantity: batch.quantity, countedQuantity, countedBy: userId, countedAt: now.toISOString() };
    await trx
      .insertInto('stocktakeLines')
      .values({ stocktakeId: id, stockId, productId: batch.productId, ...count, appliedChange: null })
      .onConflict((oc) => oc.columns(['stocktakeId', 'stockId']).doUpdateSet(count))
      .execute();
  });
  const stocktake = await findStocktake(db, id);
  return toBatch(await batchesOf(db, stocktake).where('stocks.id', '=', stockId).executeTakeFirstOrThrow(), visibility);
}

/**
 * Applies one counted difference to a batch inside the validation's transaction, never below zero:
 * the batch's row is locked (PostgreSQL) and updated only if it still holds what was read. Answers
 * the change made: the difference, or what takes the batch to zero when sales since the count left
 * fewer units than the count found missing.
 */
async function applyDifference(trx: Db, stockId: number, difference: number): Promise<number> {
  let query = trx.selectFrom('stocks').select('quantity').where('id', '=', stockId);
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  const { quantity } = await query.executeTakeFirstOrThrow();
  const change = Math.max(difference, -quantity);
  if (change === 0) return 0;
  const updated = await trx
    .updateTable('stocks')
    .set({ quantity: quantity + change })
    .where('id', '=', stockId)
    .where('quantity', '=', quantity)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw conflict('A batch changed while the stocktake was validated. Try again.');
  return change;
}

/**
 * Validates a stocktake in one transaction (administrators): its status goes from OPEN to VALIDATED
 * in one conditional update, which also locks its row, so a second validation (or one racing this one)
 * finds it closed and answers 409, and nothing is applied twice. Then each counted batch gets
 * counted − expected (the books' quantity when the count was saved), so that sales, receptions and
 * returns made since the count stay as they were; batches in id order, as sales take them. A batch
 * never goes below zero: when sales since the count took, in the books, units that the count had not
 * found in that batch, those units were on the shelf in another batch of the product; the units
 * missing that could not be taken from the first batch are taken from the product's other counted
 * batches, first expiring first, as far as they hold units, so that the product's stock ends at what
 * was counted less what was sold since. Each batch's net change is one COUNT movement of the ledger
 * naming the stocktake, and its line's appliedChange. Batches not counted are left unchanged.
 */
export async function validateStocktake(db: Db, id: number, { userId, now = new Date() }: Actor): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('stocktakes')
      .set({ status: 'VALIDATED', closedBy: userId, closedAt: at })
      .where('id', '=', id)
      .where(isOpen)
      .returning(['id', 'number'])
      .executeTakeFirst();
    if (!closed) refuseClosed(await findStocktake(trx, id));
    const lines = await trx
      .selectFrom('stocktakeLines')
      .innerJoin('stocks', 'stocks.id', 'stocktakeLines.stockId')
      .select([
        'stocktakeLines.id',
        'stocktakeLines.stockId',
        'stocktakeLines.productId',
        'stocktakeLines.expectedQuantity',
        'stocktakeLines.countedQuantity',
        'stocks.expireDate',
      ])
      .where('stocktakeLines.stocktakeId', '=', id)
      .orderBy('stocktakeLines.stockId')
      .execute();
    // Every counted batch is locked at once, in id order as sales lock theirs (PostgreSQL): the
    // second pass below may take from a batch the first left alone, and must not wait on a sale
    // that waits on this validation.
    if (dialectOf(trx) === 'postgres' && lines.length)
      await trx
        .selectFrom('stocks')
        .select('id')
        .where(
          isOneOf(
            trx,
            'stocks.id',
            lines.map((line) => line.stockId),
          ),
        )
        .orderBy('id')
        .forUpdate()
        .execute();
    const applied = new Map<number, number>();
    /** By product: the units found missing that their batch no longer held. */
    const untaken = new Map<number, number>();
    for (const line of lines) {
      const difference = line.countedQuantity - line.expectedQuantity;
      if (difference === 0) continue;
      const change = await applyDifference(trx, line.stockId, difference);
      applied.set(line.id, change);
      if (change > difference) untaken.set(line.productId, (untaken.get(line.productId) ?? 0) + change - difference);
    }
    const firstExpiring = [...lines].sort((a, b) => a.expireDate.localeCompare(b.expireDate) || a.stockId - b.stockId);
    for (const [productId, units] of untaken) {
      let missing = units;
      for (const line of firstExpiring) {
        if (missing === 0) break;
        if (line.productId !== productId) continue;
        const change = await applyDifference(trx, line.stockId, -missing);
        applied.set(line.id, (applied.get(line.id) ?? 0) + change);
        missing += change;
      }
    }
    await trx.updateTable('stocktakeLines').set({ appliedChange: 0 }).where('stocktakeId', '=', id).execute();
    const movements: MovementEntry[] = [];
    for (const line of lines) {
      const change = applied.get(line.id) ?? 0;
      if (change === 0) continue;
      await trx.updateTable('stocktakeLines').set({ appliedChange: change }).where('id', '=', line.id).execute();
      movements.push({
        stockId: line.stockId,
        productId: line.productId,
        type: 'COUNT',
        quantityChange: change,
        documentId: closed.id,
        documentNumber: closed.number,
      });
    }
    await recordMovements(trx, { userId, at }, movements);
  });
}

/** Cancels an open stocktake (administrators): nothing is applied, its counts stay on record. 409 when closed. */
export async function cancelStocktake(db: Db, id: number, { userId, now = new Date() }: Actor): Promise<void> {
  const cancelled = await db
    .updateTable('stocktakes')
    .set({ status: 'CANCELLED', closedBy: userId, closedAt: now.toISOString() })
    .where('id', '=', id)
    .where(isOpen)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) refuseClosed(await findStocktake(db, id));
}

/** Everything the stocktake's PDF shows: the stocktake (values `withCost`) and the shop. */
export async function loadStocktakeDocument(db: Db, id: number, visibility: CostVisibility): Promise<StocktakeDocument> {
  const [stocktake, shop] = await Promise.all([loadStocktake(db, id, visibility), loadShopIdentity(db)]);
  return { ...stocktake, shop };
}
