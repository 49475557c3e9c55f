import type { StockAdjustmentRequest, StockMovement } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../lib/problems';
import { loadMovement, recordMovements } from '../ledger';
import { batchQuantity, changeBatchQuantity, lastMovementOf, lockStock, productNameOf } from './repository/batches';

/**
 * Corrects a batch by hand in one transaction: its row is locked (PostgreSQL) or the writer lock
 * held (SQLite), the change applied only when it leaves the batch at zero or more (409 naming the
 * product otherwise), and an ADJUSTMENT movement records who, why and when.
 */
export async function adjustStock(
  db: Db,
  stockId: number,
  request: StockAdjustmentRequest,
  userId: number,
  now: Date = new Date(),
): Promise<{ stockId: number; quantity: number; movement: StockMovement }> {
  const { movementId, quantity } = await db.transaction().execute(async (trx) => {
    const stock = await lockStock(trx, stockId);
    if (!stock) throw notFound(`Stock ${stockId} does not exist.`);
    const { quantityChange } = request;
    const updated = await changeBatchQuantity(trx, stockId, quantityChange);
    if (!updated) {
      const product = await productNameOf(trx, stock.productId);
      const left = await batchQuantity(trx, stockId);
      throw conflict(
        `quantityChange: ${product.name} (lot ${stock.batchNumber ?? `#${stockId}`}) holds ${left.quantity} units: it cannot lose ${-quantityChange}.`,
      );
    }
    await recordMovements(trx, { userId, at: now.toISOString() }, [
      {
        stockId,
        productId: stock.productId,
        type: 'ADJUSTMENT',
        quantityChange,
        reason: request.reason,
        note: request.note || null,
      },
    ]);
    const movement = await lastMovementOf(trx, stockId);
    return { movementId: movement.id, quantity: updated.quantity };
  });
  return { stockId, quantity, movement: await loadMovement(db, movementId) };
}
