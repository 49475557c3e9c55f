import { z } from 'zod';
import { id, pageIndex, pageSize, requiredRecordId } from './common';

/** A stocktake is counted while OPEN, then VALIDATED (its differences applied) or CANCELLED (nothing applied). */
export const STOCKTAKE_STATUSES = ['OPEN', 'VALIDATED', 'CANCELLED'] as const;
export const stocktakeStatus = z.enum(STOCKTAKE_STATUSES);
export type StocktakeStatus = z.infer<typeof stocktakeStatus>;

/** POST /api/stocktakes: count one category's stock, or all of it with `categoryId` null (said, never implied). */
export const startStocktakeRequest = z.object({ categoryId: requiredRecordId('Category').nullable() });
export type StartStocktakeRequest = z.input<typeof startStocktakeRequest>;

/** GET /api/stocktakes */
export const stocktakesQuery = z.object({
  page: pageIndex.default(0).describe('Page number, from 0'),
  size: pageSize.default(10).describe('Lines per page: 10, 20, 30, 40 or 50'),
});

/** GET /api/stocktakes/{id}/batches: a scanned barcode, a lot number or part of a product's name. */
export const stocktakeBatchQuery = z.object({
  q: z
    .string({ error: 'Scan a barcode or type a name or lot number' })
    .trim()
    .min(1, 'Scan a barcode or type a name or lot number')
    .max(100, 'A search has at most 100 characters')
    .describe('A product barcode, a lot number or part of a product name'),
});

export const stocktakeCountParams = z.object({ id, stockId: id.describe('The batch (stock line) counted') });

/** PUT /api/stocktakes/{id}/counts/{stockId}: the units found on the shelf; a new count of a batch replaces the last. */
export const stocktakeCountRequest = z.object({
  countedQuantity: z
    .number({ error: 'Counted quantity is required' })
    .int('Counted quantity must be a whole number')
    .min(0, 'Counted quantity cannot be negative')
    .max(1_000_000, 'Counted quantity is too large'),
  /** Why the count differs from the books: required for a tableau B product (400, type COUNT_REASON_PROBLEM). */
  reason: z
    .string()
    .trim()
    .max(200, 'A reason has at most 200 characters')
    .nullish()
    .transform((value) => value || null),
});
export type StocktakeCountRequest = z.infer<typeof stocktakeCountRequest>;

const person = z.object({ id: z.number().int(), name: z.string() });
const productOf = z.object({ id: z.number().int(), name: z.string(), barcode: z.string().nullable() });

/** Who counted a batch, how many, and when. */
export const stocktakeCount = z.object({
  quantity: z.number().int(),
  by: person,
  at: z.string(),
  /** Why it differs from the books, when said (required for a tableau B product). */
  reason: z.string().nullable(),
});

/**
 * A batch as the counting screen finds it. `quantity` (what the books say) is for administrators
 * only: staff count blind, so that what they type is what they see on the shelf.
 */
export const stocktakeBatch = z.object({
  stockId: z.number().int(),
  product: productOf,
  batchNumber: z.string().nullable(),
  expireDate: z.string(),
  quantity: z.number().int().optional(),
  /** This stocktake's count of the batch, null while not counted. */
  counted: stocktakeCount.nullable(),
});
export type StocktakeBatch = z.infer<typeof stocktakeBatch>;

/**
 * A counted batch. `expectedQuantity` is the books' quantity when the count was saved, so that sales
 * made after the count do not count as a difference; `difference` = counted − expected.
 * `appliedChange`, once validated, is what the COUNT movement changed: the difference, unless sales
 * since the count had already taken from the batch units the count did not find there (the batch
 * never goes below zero; those units are then taken from the product's other counted batches).
 * `value`: the difference at the batch's buying price (HT) while open, the applied change once
 * validated. Expected, difference and values are for administrators only.
 */
export const stocktakeLine = z.object({
  stockId: z.number().int(),
  product: productOf,
  batchNumber: z.string().nullable(),
  expireDate: z.string(),
  counted: stocktakeCount,
  expectedQuantity: z.number().int().optional(),
  difference: z.number().int().optional(),
  buyingPrice: z.number().optional(),
  value: z.number().optional(),
  appliedChange: z.number().int().nullable().optional(),
});
export type StocktakeLine = z.infer<typeof stocktakeLine>;

/** A stocktake as its list shows it. */
export const stocktakeSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: stocktakeStatus,
  /** The category counted, null for all the stock. */
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  startedBy: person,
  startedAt: z.string(),
  /** Who validated or cancelled it, and when; null while open. */
  closedBy: person.nullable(),
  closedAt: z.string().nullable(),
  /** Batches counted so far. */
  countedLines: z.number().int(),
});
export type StocktakeSummary = z.infer<typeof stocktakeSummary>;

/**
 * A stocktake with its counted batches and, while open, the batches of its scope still in stock and
 * not counted (left unchanged at validation). Totals at cost for administrators only: the value of
 * the units missing, of the units found in excess, and the net.
 */
export const stocktake = stocktakeSummary
  .extend({
    lines: z.array(stocktakeLine),
    uncounted: z.array(stocktakeBatch),
    shortageValue: z.number().optional(),
    surplusValue: z.number().optional(),
    netValue: z.number().optional(),
  })
  .meta({ id: 'Stocktake' });
export type Stocktake = z.infer<typeof stocktake>;
