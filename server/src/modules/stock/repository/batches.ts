import { dialectOf, type Db } from '../../../db/connect';
import { preparedQuery } from '../../../db/prepared';

/**
 * Takes `quantity` units out of a batch, inside the caller's transaction: the condition and the
 * decrement are one statement, so two writers (sales, mixes, supplier returns) never take the same
 * unit and a batch never goes below zero. Answers the batch's product and prices, or undefined when
 * it holds fewer units (or does not exist).
 */
export const takeFromBatch = async (trx: Db, stockId: number, quantity: number) => (await takeUnits(trx, stockId, quantity))[0];

/** takeFromBatch's statement, compiled once (every line of every sale runs it). */
const takeUnits = preparedQuery((trx: Db, stockId: number, quantity: number) =>
  trx
    .updateTable('stocks')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('id', '=', stockId)
    .where('quantity', '>=', quantity)
    .returning(['productId', 'sellingPrice', 'buyingPrice']),
);

/**
 * Adds `quantityChange` units (fewer when negative) to a batch, only when that leaves it at zero or
 * more: answers its new quantity, or undefined when it holds too few.
 */
export function changeBatchQuantity(trx: Db, stockId: number, quantityChange: number) {
  return trx
    .updateTable('stocks')
    .set((eb) => ({ quantity: eb('quantity', '+', quantityChange) }))
    .where('id', '=', stockId)
    .where('quantity', '>=', -quantityChange)
    .returning('quantity')
    .executeTakeFirst();
}

/** A batch's row, locked on PostgreSQL until the transaction ends (SQLite's writer lock covers it there). */
export function lockStock(trx: Db, stockId: number) {
  let query = trx
    .selectFrom('stocks')
    .select(['id', 'productId', 'quantity', 'sellingPrice', 'buyingPrice', 'batchNumber'])
    .where('id', '=', stockId);
  if (dialectOf(trx) === 'postgres') query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

/** The units a batch holds now (it exists). */
export function batchQuantity(db: Db, stockId: number) {
  return db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow();
}

/** A product's name (it exists). */
export function productNameOf(db: Db, productId: number) {
  return db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirstOrThrow();
}

/** The id of a batch's latest movement in the ledger (it has one). */
export function lastMovementOf(db: Db, stockId: number) {
  return db
    .selectFrom('stockMovements')
    .select('id')
    .where('stockId', '=', stockId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Sets a batch's selling price, in centimes. */
export async function setSellingPrice(trx: Db, stockId: number, price: number): Promise<void> {
  await trx.updateTable('stocks').set({ sellingPrice: price }).where('id', '=', stockId).execute();
}

/** Keeps one change of a batch's selling price: old, new (centimes), who and when. */
export async function recordPriceChange(
  trx: Db,
  change: { stockId: number; oldPrice: number; newPrice: number; userId: number; at: string },
): Promise<void> {
  await trx.insertInto('stockPriceChanges').values(change).execute();
}

/**
 * The regulated public prices (PPV, centimes) of those of these products that have one, with their
 * names; on PostgreSQL held FOR SHARE until the transaction ends, so that a PPV lowered meanwhile
 * (which reprices the batches above it) waits for the batches priced against the PPV read here.
 */
export function regulatedPrices(trx: Db, productIds: number[]) {
  let query = trx.selectFrom('products').select(['id', 'name', 'ppv']).where('id', 'in', productIds).where('ppv', 'is not', null);
  if (dialectOf(trx) === 'postgres') query = query.forShare();
  return query.execute();
}

/** A product's batches priced above `price` (centimes), locked on PostgreSQL until the transaction ends. */
export function batchesPricedAbove(trx: Db, productId: number, price: number) {
  let query = trx
    .selectFrom('stocks')
    .select(['id', 'batchNumber', 'sellingPrice'])
    .where('productId', '=', productId)
    .where('sellingPrice', '>', price)
    .orderBy('id');
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  return query.execute();
}

/** The batches a mix is made of, with what the mix takes of their products. */
export function mixComponents(trx: Db, stockIds: number[]) {
  return trx
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .select([
      'stocks.id',
      'stocks.productId',
      'stocks.buyingPrice',
      'stocks.expireDate',
      'products.name as productName',
      'products.vatRate',
    ])
    .where('stocks.id', 'in', stockIds)
    .execute();
}

/** A new batch of one unit of a mix (no GRN line), answering its id. */
export async function insertMixedBatch(
  trx: Db,
  batch: { productId: number; buyingPrice: number; sellingPrice: number; manufactureDate: string; expireDate: string; createdAt: string },
): Promise<number> {
  const inserted = await trx
    .insertInto('stocks')
    .values({ ...batch, grnItemId: null, quantity: 1, initialQuantity: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** What went into one unit of a mix: each component batch and its dosage. */
export async function insertMixComponents(
  trx: Db,
  mixedStockId: number,
  items: readonly { stockName: number; dosage: number }[],
): Promise<void> {
  await trx
    .insertInto('mixedStockComponents')
    .values(items.map((item) => ({ mixedStockId, componentStockId: item.stockName, dosage: item.dosage })))
    .execute();
}
