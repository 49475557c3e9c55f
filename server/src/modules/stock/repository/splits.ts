import { sql } from 'kysely';
import { dialectOf, type Db } from '../../../db/connect';
import { preparedQuery } from '../../../db/prepared';
import { idListValue, isOneOfValue } from '../../../db/id-list';

/** A batch as a split reads it: what it holds, its prices (centimes) and its lot. */
export interface SplitBatch {
  id: number;
  productId: number;
  quantity: number;
  sellingPrice: number;
  buyingPrice: number;
  batchNumber: string | null;
  manufactureDate: string;
  expireDate: string;
}

const SPLIT_BATCH_COLUMNS = [
  'stocks.id',
  'stocks.productId',
  'stocks.quantity',
  'stocks.sellingPrice',
  'stocks.buyingPrice',
  'stocks.batchNumber',
  'stocks.manufactureDate',
  'stocks.expireDate',
] as const;

/** A batch, locked on PostgreSQL until the transaction ends (SQLite's one writer covers it there). */
export function lockSplitBatch(trx: Db, stockId: number): Promise<SplitBatch | undefined> {
  const query = trx.selectFrom('stocks').select(SPLIT_BATCH_COLUMNS).where('stocks.id', '=', stockId);
  return (dialectOf(trx) === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/** A product's pack as splits read it: whether it is sold by the unit, its units and its companion unit product. */
export function packOf(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(['name', 'unitsPerPack', 'sellByUnit', 'unitProductId'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}

/**
 * The packs sold by the unit whose companion unit product is one of `unitProductIds`, with that
 * unit product's name: every sale of products asks (on the partial index of migration 049).
 */
const packsOfUnitsQuery = preparedQuery((db: Db, unitProductIds: unknown) =>
  db
    .selectFrom('products as packs')
    .innerJoin('products as units', 'units.id', 'packs.unitProductId')
    .select(['packs.id as packProductId', 'packs.unitsPerPack', 'units.id as unitProductId', 'units.name as unitName'])
    .where(isOneOfValue(db, 'packs.unitProductId', unitProductIds))
    .where('packs.sellByUnit', '=', 1)
    .where('packs.unitsPerPack', '>', 1),
);
export const packsOfUnits = (db: Db, unitProductIds: number[]) => packsOfUnitsQuery(db, idListValue(db, unitProductIds));

/**
 * Every batch a sale of units may touch, in id order, locked on PostgreSQL in that order: the stock
 * lines named, the sellable batches of the products sold (packs among them), and every unexpired
 * batch of the unit products, empty ones too (opened packs may go into them). It holds every batch
 * the sale's own locking takes next (invoices' involvedBatches), so that all are taken in one order.
 */
const saleOfUnitsBatchesQuery = preparedQuery((trx: Db, ids: unknown, productIds: unknown, unitProductIds: unknown, today: string) => {
  const batches = trx
    .selectFrom('stocks')
    .select(SPLIT_BATCH_COLUMNS)
    .where((eb) =>
      eb.or([
        isOneOfValue(trx, 'stocks.id', ids),
        eb.and([
          isOneOfValue(trx, 'stocks.productId', productIds),
          sql<boolean>`${sql.ref('stocks.quantity')} > 0`,
          eb('stocks.expireDate', '>=', today),
        ]),
        eb.and([isOneOfValue(trx, 'stocks.productId', unitProductIds), eb('stocks.expireDate', '>=', today)]),
      ]),
    )
    .orderBy('stocks.id');
  return dialectOf(trx) === 'postgres' ? batches.forNoKeyUpdate() : batches;
});
export const saleOfUnitsBatches = (trx: Db, stockIds: number[], productIds: number[], unitProductIds: number[], today: string) =>
  saleOfUnitsBatchesQuery(trx, idListValue(trx, stockIds), idListValue(trx, productIds), idListValue(trx, unitProductIds), today);

/** The unit product's batch already opened from this pack batch at this unit price, latest first. */
export function openedUnitBatch(trx: Db, packStockId: number, unitProductId: number, sellingPrice: number) {
  return trx
    .selectFrom('stockSplits')
    .innerJoin('stocks', 'stocks.id', 'stockSplits.unitStockId')
    .select('stocks.id')
    .where('stockSplits.packStockId', '=', packStockId)
    .where('stocks.productId', '=', unitProductId)
    .where('stocks.sellingPrice', '=', sellingPrice)
    .orderBy('stocks.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds units opened from packs to a unit batch (units that came in, as a GRN's do): answers what it holds. */
export function addOpenedUnits(trx: Db, stockId: number, units: number) {
  return trx
    .updateTable('stocks')
    .set((eb) => ({ quantity: eb('quantity', '+', units), initialQuantity: eb('initialQuantity', '+', units) }))
    .where('id', '=', stockId)
    .returning('quantity')
    .executeTakeFirstOrThrow();
}

/** A new batch of the unit product, of the pack batch's lot and dates: answers its id. */
export async function insertUnitBatch(trx: Db, batch: Omit<SplitBatch, 'id'> & { createdAt: string }): Promise<number> {
  const inserted = await trx
    .insertInto('stocks')
    .values({ ...batch, grnItemId: null, initialQuantity: batch.quantity })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertSplit(
  trx: Db,
  split: { packStockId: number; unitStockId: number; packs: number; unitsPerPack: number; userId: number | null; at: string },
): Promise<void> {
  await trx.insertInto('stockSplits').values(split).execute();
}
