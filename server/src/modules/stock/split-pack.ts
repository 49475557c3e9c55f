import type { StockSplit } from '@hanout/contract';
import { unitCostOfPack, unitPriceOfPack } from '../../lib/medicines';
import type { Db } from '../../db/connect';
import { dayFirst } from '../../lib/clock';
import { toDirhams } from '../../lib/money';
import { conflict, notFound } from '../../lib/problems';
import { recordMovements, type MovementContext } from '../ledger';
import { takeFromBatch } from './repository/batches';
import {
  addOpenedUnits,
  insertSplit,
  insertUnitBatch,
  lockSplitBatch,
  openedUnitBatch,
  packOf,
  type SplitBatch,
} from './repository/splits';

/** What a split opens: packs of a batch of `packProductId`, into units of `unitProductId`. */
export interface Opening {
  pack: SplitBatch;
  packs: number;
  unitProductId: number;
  unitsPerPack: number;
}

/**
 * Opens packs of a batch inside the caller's transaction, which holds the pack batch locked (or
 * SQLite's writer lock): the packs leave it by a conditional decrement (never below zero), and their
 * units go into the unit product's batch already opened from it at the same unit price, else into
 * a new batch of the same lot, expiry and manufacture date, priced per unit (the pack's selling
 * price and cost over its units, to the centime). A batch newer than its pack batch, it is locked
 * after it, as every writer takes them. The split is kept, with its SPLIT_OUT and SPLIT_IN movements.
 * Answers the two batches as they are now, or undefined when the pack batch holds fewer packs.
 */
export async function openPacks(trx: Db, { pack, packs, unitProductId, unitsPerPack }: Opening, context: MovementContext) {
  const taken = await takeFromBatch(trx, pack.id, packs);
  if (!taken) return undefined;
  const units = packs * unitsPerPack;
  const sellingPrice = unitPriceOfPack(taken.sellingPrice, unitsPerPack);
  const opened = await openedUnitBatch(trx, pack.id, unitProductId, sellingPrice);
  let unitStockId: number;
  let unitQuantity: number;
  if (opened) {
    unitStockId = opened.id;
    unitQuantity = (await addOpenedUnits(trx, opened.id, units)).quantity;
  } else {
    unitStockId = await insertUnitBatch(trx, {
      productId: unitProductId,
      quantity: units,
      sellingPrice,
      buyingPrice: unitCostOfPack(taken.buyingPrice, unitsPerPack),
      batchNumber: pack.batchNumber,
      manufactureDate: pack.manufactureDate,
      expireDate: pack.expireDate,
      createdAt: context.at,
    });
    unitQuantity = units;
  }
  await insertSplit(trx, { packStockId: pack.id, unitStockId, packs, unitsPerPack, userId: context.userId, at: context.at });
  await recordMovements(trx, context, [
    { stockId: pack.id, productId: pack.productId, type: 'SPLIT_OUT', quantityChange: -packs, documentId: unitStockId },
    { stockId: unitStockId, productId: unitProductId, type: 'SPLIT_IN', quantityChange: units, documentId: pack.id },
  ]);
  return {
    packs,
    units,
    pack: { stockId: pack.id, productId: pack.productId, quantity: pack.quantity - packs },
    unit: { stockId: unitStockId, productId: unitProductId, quantity: unitQuantity, sellingPrice: toDirhams(sellingPrice) },
  };
}

/**
 * POST /api/stock/{id}/split: opens `packs` packs of a batch into units of its lot, in one
 * transaction. Refused with 409 when its product is not sold by the unit, when the batch has
 * expired (expired stock is never sold) or holds fewer packs; nothing is changed then.
 */
export async function splitPack(
  db: Db,
  stockId: number,
  packs: number,
  userId: number,
  today: string,
  now = new Date(),
): Promise<StockSplit> {
  return db.transaction().execute(async (trx) => {
    const pack = await lockSplitBatch(trx, stockId);
    if (!pack) throw notFound(`Stock ${stockId} does not exist.`);
    const product = await packOf(trx, pack.productId);
    const lot = pack.batchNumber ?? `#${stockId}`;
    if (!product.sellByUnit || product.unitProductId === null || product.unitsPerPack < 2)
      throw conflict(`${product.name} is not sold by the unit: its packs are not opened.`);
    if (pack.expireDate < today)
      throw conflict(`${product.name} (lot ${lot}) expired on ${dayFirst(pack.expireDate)}: expired packs are not opened.`);
    const split = await openPacks(
      trx,
      { pack, packs, unitProductId: product.unitProductId, unitsPerPack: product.unitsPerPack },
      { userId, at: now.toISOString() },
    );
    if (!split) throw conflict(`packs: ${product.name} (lot ${lot}) holds ${pack.quantity} packs: ${packs} cannot be opened.`);
    return split;
  });
}
