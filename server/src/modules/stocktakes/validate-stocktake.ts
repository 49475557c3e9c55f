import type { Db } from '../../db/connect';
import { conflict } from '../../lib/problems';
import { recordMovements, type MovementEntry } from '../ledger';
import * as repository from './repository';
import { refuseClosed, refuseUnexplained, requireStocktake, type Actor } from './service';

/**
 * Applies one counted difference to a batch inside the validation's transaction, never below zero:
 * the batch's row is locked (PostgreSQL) and updated only if it still holds what was read. Answers
 * the change made: the difference, or what takes the batch to zero when sales since the count left
 * fewer units than the count found missing.
 */
async function applyDifference(trx: Db, stockId: number, difference: number): Promise<number> {
  const quantity = await repository.lockedQuantity(trx, stockId);
  const change = Math.max(difference, -quantity);
  if (change === 0) return 0;
  if (!(await repository.replaceQuantity(trx, stockId, quantity, quantity + change)))
    throw conflict('A batch changed while the stocktake was validated. Try again.');
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
 * naming the stocktake (with the line's reason), and its line's appliedChange. Batches not counted are left
 * unchanged. A tableau B line whose count differs from the books without a reason refuses the whole
 * validation (400), nothing applied.
 */
export async function validateStocktake(db: Db, id: number, { userId, now = new Date() }: Actor): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const closed = await repository.closeStocktake(trx, id, 'VALIDATED', userId, at);
    if (!closed) refuseClosed(await requireStocktake(trx, id));
    const lines = await repository.linesToValidate(trx, id);
    refuseUnexplained(lines.map((line) => ({ ...line, difference: line.countedQuantity - line.expectedQuantity })));
    // Every counted batch is locked at once, in id order as sales lock theirs (PostgreSQL): the
    // second pass below may take from a batch the first left alone, and must not wait on a sale
    // that waits on this validation.
    await repository.lockBatches(
      trx,
      lines.map((line) => line.stockId),
    );
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
    await repository.clearAppliedChanges(trx, id);
    const movements: MovementEntry[] = [];
    for (const line of lines) {
      const change = applied.get(line.id) ?? 0;
      if (change === 0) continue;
      await repository.setAppliedChange(trx, line.id, change);
      movements.push({
        stockId: line.stockId,
        productId: line.productId,
        type: 'COUNT',
        quantityChange: change,
        reason: line.reason,
        documentId: closed.id,
        documentNumber: closed.number,
      });
    }
    await recordMovements(trx, { userId, at }, movements);
  });
}
