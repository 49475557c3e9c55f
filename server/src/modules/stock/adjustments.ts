import type { StockAdjustmentRequest, StockMovement } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../lib/problems';
import { loadMovement, recordMovements } from '../ledger';
import { lockStock } from './queries';

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
    const updated = await trx
      .updateTable('stocks')
      .set((eb) => ({ quantity: eb('quantity', '+', quantityChange) }))
      .where('id', '=', stockId)
      .where('quantity', '>=', -quantityChange)
      .returning('quantity')
      .executeTakeFirst();
    if (!updated) {
      const product = await trx.selectFrom('products').select('name').where('id', '=', stock.productId).executeTakeFirstOrThrow();
      const left = await trx.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow();
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
    const movement = await trx
      .selectFrom('stockMovements')
      .select('id')
      .where('stockId', '=', stockId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { movementId: movement.id, quantity: updated.quantity };
  });
  return { stockId, quantity, movement: await loadMovement(db, movementId) };
}
