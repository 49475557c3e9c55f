import type { Paged, StockMovement, StockPriceChange } from '@hanout/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { StockMovementsTable } from '../../db/schema';
import { toDirhams } from '../../lib/money';
import { fetchPage } from '../../db/paging';

/** Whose movements a list shows: one batch's or every batch of one product. */
export type MovementOwner = { stockId: number } | { productId: number };

const movementRows = (db: Db) =>
  db
    .selectFrom('stockMovements')
    .innerJoin('products', 'products.id', 'stockMovements.productId')
    .innerJoin('stocks', 'stocks.id', 'stockMovements.stockId')
    .leftJoin('users', 'users.id', 'stockMovements.userId')
    // A mix's movements name the preparation's stock line as their document, a split's the other
    // batch (where the packs' units went, where the units came from): its product names it.
    .leftJoin('stocks as preparation', (join) =>
      join
        .onRef('preparation.id', '=', 'stockMovements.documentId')
        .on('stockMovements.type', 'in', ['MIX_IN', 'MIX_OUT', 'SPLIT_OUT', 'SPLIT_IN']),
    )
    .leftJoin('products as preparationProduct', 'preparationProduct.id', 'preparation.productId')
    .select([
      'stockMovements.id',
      'stockMovements.stockId',
      'stockMovements.productId',
      'products.name as productName',
      'stocks.batchNumber',
      'stockMovements.type',
      'stockMovements.quantityChange',
      'stockMovements.reason',
      'stockMovements.note',
      'stockMovements.documentId',
      'stockMovements.documentNumber',
      'stockMovements.userId',
      'users.name as userName',
      'preparation.id as preparationId',
      'preparationProduct.name as preparationName',
      'stockMovements.at',
    ]);

type MovementRow = Awaited<ReturnType<ReturnType<typeof movementRows>['executeTakeFirstOrThrow']>>;

const toMovement = (row: MovementRow): StockMovement => ({
  id: row.id,
  stockId: row.stockId,
  product: { id: row.productId, name: row.productName },
  batchNumber: row.batchNumber,
  type: row.type,
  quantityChange: Number(row.quantityChange),
  reason: row.reason,
  note: row.note,
  document: row.documentId === null ? null : { id: row.documentId, number: row.documentNumber },
  preparation: row.preparationId === null ? null : { stockId: row.preparationId, name: row.preparationName ?? '' },
  user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
  at: row.at,
});

/** Whether the batch or the product exists. */
export async function ownerExists(db: Db, owner: MovementOwner): Promise<boolean> {
  const found =
    'stockId' in owner
      ? await db.selectFrom('stocks').select('id').where('id', '=', owner.stockId).executeTakeFirst()
      : await db.selectFrom('products').select('id').where('id', '=', owner.productId).executeTakeFirst();
  return !!found;
}

/** One page of a batch's or a product's movements, newest first. */
export async function listMovements(db: Db, owner: MovementOwner, page: number, size: number): Promise<Paged<StockMovement>> {
  const query =
    'stockId' in owner
      ? movementRows(db).where('stockMovements.stockId', '=', owner.stockId)
      : movementRows(db).where('stockMovements.productId', '=', owner.productId);
  return fetchPage(query.orderBy('stockMovements.at', 'desc').orderBy('stockMovements.id', 'desc'), page, size, toMovement);
}

/** Every selling price change of a batch, newest first. */
export async function listPriceChanges(db: Db, stockId: number): Promise<StockPriceChange[]> {
  const rows = await db
    .selectFrom('stockPriceChanges')
    .leftJoin('users', 'users.id', 'stockPriceChanges.userId')
    .select([
      'stockPriceChanges.id',
      'stockPriceChanges.oldPrice',
      'stockPriceChanges.newPrice',
      'stockPriceChanges.userId',
      'users.name as userName',
      'stockPriceChanges.at',
    ])
    .where('stockPriceChanges.stockId', '=', stockId)
    .orderBy('stockPriceChanges.at', 'desc')
    .orderBy('stockPriceChanges.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    oldPrice: toDirhams(row.oldPrice),
    newPrice: toDirhams(row.newPrice),
    user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    at: row.at,
  }));
}

/** One movement as the lists show it. */
export async function loadMovement(db: Db, id: number): Promise<StockMovement> {
  return toMovement(await movementRows(db).where('stockMovements.id', '=', id).executeTakeFirstOrThrow());
}

/** Writes movements into the ledger, in one statement. */
export async function insertMovements(trx: Db, movements: Insertable<StockMovementsTable>[]): Promise<void> {
  await trx.insertInto('stockMovements').values(movements).execute();
}
