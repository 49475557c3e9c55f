import type { StockMovementType } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { insertMovements } from './repository';

const INSERT_SLICE = 500;

/** The reason on the COUNT movement that brings an imported batch in: its opening stock. */
export const OPENING_STOCK_REASON = 'OPENING_STOCK';

/** One change of a batch's quantity, as the code that changes it knows it. */
export interface MovementEntry {
  stockId: number;
  productId: number;
  type: StockMovementType;
  /** Units in (positive) or out (negative). */
  quantityChange: number;
  reason?: string | null;
  note?: string | null;
  documentId?: number | null;
  documentNumber?: string | null;
}

/** Who moved the stock and when: one per request. */
export interface MovementContext {
  userId: number | null;
  at: string;
}

/**
 * Writes movements into the ledger inside the caller's transaction, the one that changes the
 * quantities: both land or neither does, so a batch's quantity is always the sum of its movements.
 */
export async function recordMovements(trx: Db, context: MovementContext, entries: readonly MovementEntry[]): Promise<void> {
  const rows = entries
    .filter((entry) => entry.quantityChange !== 0)
    .map((entry) => ({
      stockId: entry.stockId,
      productId: entry.productId,
      type: entry.type,
      quantityChange: entry.quantityChange,
      reason: entry.reason ?? null,
      note: entry.note ?? null,
      documentId: entry.documentId ?? null,
      documentNumber: entry.documentNumber ?? null,
      userId: context.userId,
      at: context.at,
    }));
  // In slices, so that a large import stays under SQLite's limit of bound parameters per statement.
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    await insertMovements(trx, rows.slice(start, start + INSERT_SLICE));
  }
}
