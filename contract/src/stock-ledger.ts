import { z } from 'zod';
import { pageIndex, pageSize } from './common';

/**
 * What moved a batch's quantity: a document, a mix, an adjustment, a stocktake, or packs opened
 * into units (SPLIT_OUT on the pack batch, SPLIT_IN on the unit product's batch of the same lot).
 */
export const STOCK_MOVEMENT_TYPES = [
  'GRN',
  'SALE',
  'CREDIT_NOTE',
  'SUPPLIER_RETURN',
  'MIX_IN',
  'MIX_OUT',
  'ADJUSTMENT',
  'COUNT',
  'SPLIT_OUT',
  'SPLIT_IN',
] as const;
export const stockMovementType = z.enum(STOCK_MOVEMENT_TYPES);
export type StockMovementType = z.infer<typeof stockMovementType>;

/** What each kind of movement is called (English: the message catalogues' keys). */
export const STOCK_MOVEMENT_LABELS: Record<StockMovementType, string> = {
  GRN: 'Reception',
  SALE: 'Sale',
  CREDIT_NOTE: 'Credit note',
  SUPPLIER_RETURN: 'Supplier return',
  MIX_IN: 'Mix made',
  MIX_OUT: 'Used in a mix',
  ADJUSTMENT: 'Adjustment',
  COUNT: 'Stock count',
  SPLIT_OUT: 'Packs opened',
  SPLIT_IN: 'Units from opened packs',
};

/** Why an administrator corrected a batch by hand. */
export const ADJUSTMENT_REASONS = ['BREAKAGE', 'EXPIRED_DESTROYED', 'THEFT', 'COUNT_CORRECTION', 'INTERNAL_USE', 'OTHER'] as const;
export const adjustmentReason = z.enum(ADJUSTMENT_REASONS, {
  error: `Reason must be one of ${ADJUSTMENT_REASONS.join(', ')}`,
});
export type AdjustmentReason = z.infer<typeof adjustmentReason>;

/**
 * The reason codes a movement may carry, in words (English: the catalogues' keys): an adjustment's,
 * an import's opening stock, and the balance the ledger started from (migration 025). Any other
 * reason is the text a clerk typed on a return.
 */
export const MOVEMENT_REASON_LABELS: Record<AdjustmentReason | 'OPENING_STOCK' | 'LEDGER_START', string> = {
  BREAKAGE: 'Breakage',
  EXPIRED_DESTROYED: 'Expired, destroyed',
  THEFT: 'Theft',
  COUNT_CORRECTION: 'Count correction',
  INTERNAL_USE: 'Internal use',
  OTHER: 'Other',
  OPENING_STOCK: 'Opening stock',
  LEDGER_START: 'Quantity when the history began',
};

/** A movement's reason in English words (a code's label, or the typed text as is). */
export const movementReasonText = (reason: string | null): string =>
  reason === null ? '' : (MOVEMENT_REASON_LABELS[reason as keyof typeof MOVEMENT_REASON_LABELS] ?? reason);

/** One change of a batch's quantity, newest first in its lists. */
export const stockMovement = z
  .object({
    id: z.number().int(),
    stockId: z.number().int(),
    product: z.object({ id: z.number().int(), name: z.string() }),
    batchNumber: z.string().nullable(),
    type: stockMovementType,
    /** Units in (positive) or out (negative). */
    quantityChange: z.number().int(),
    /** An adjustment's reason code, a return's reason, or null. */
    reason: z.string().nullable(),
    note: z.string().nullable(),
    /** The invoice, GRN, credit note, supplier return, mixed stock line, stocktake or other batch of a split that moved it. */
    document: z.object({ id: z.number().int(), number: z.string().nullable() }).nullable(),
    /**
     * The mixed preparation a MIX_IN movement made or a MIX_OUT one went into (its stock line and
     * product): a mix has no number. For a split, the other batch: the unit batch a SPLIT_OUT's packs
     * went into, the pack batch a SPLIT_IN's units came from.
     */
    preparation: z.object({ stockId: z.number().int(), name: z.string() }).nullable(),
    /** Null for movements written before the ledger recorded who made them. */
    user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    at: z.string(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovement>;

/** What a movement's document column shows: the document's number, or the preparation's name and stock line. */
export const movementDocumentText = ({ document, preparation }: Pick<StockMovement, 'document' | 'preparation'>): string =>
  document?.number ?? (preparation ? `${preparation.name} #${preparation.stockId}` : '');

/** GET /api/stock/{id}/movements and /api/products/{id}/movements */
export const movementsQuery = z.object({
  page: pageIndex.default(0).describe('Page number, from 0'),
  size: pageSize.default(10).describe('Lines per page: 10, 20, 30, 40 or 50'),
});

/** One selling price change of a batch, in dirhams. */
export const stockPriceChange = z.object({
  id: z.number().int(),
  oldPrice: z.number(),
  newPrice: z.number(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
});
export type StockPriceChange = z.infer<typeof stockPriceChange>;

/** POST /api/stock/{id}/adjustments: administrators correct a batch, never below zero. */
export const stockAdjustmentRequest = z.object({
  quantityChange: z
    .number({ error: 'Quantity change is required' })
    .int('Quantity change must be a whole number')
    .min(-1_000_000, 'Quantity change is too large')
    .max(1_000_000, 'Quantity change is too large')
    .refine((change) => change !== 0, 'Quantity change cannot be 0'),
  reason: adjustmentReason,
  note: z.string().trim().max(500, 'A note has at most 500 characters').nullish(),
});
export type StockAdjustmentRequest = z.input<typeof stockAdjustmentRequest>;

/** The batch after an adjustment, and the movement that records it. */
export const stockAdjustment = z.object({
  stockId: z.number().int(),
  quantity: z.number().int(),
  movement: stockMovement,
});
