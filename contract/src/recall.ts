import { z } from 'zod';

/** GET /api/stock/recall: the supplier's lot number, as printed on the box and entered on the GRN. */
export const recallQuery = z.object({
  batchNumber: z
    .string({ error: 'Enter a lot number' })
    .trim()
    .min(1, 'Enter a lot number')
    .max(40, 'A lot number has at most 40 characters')
    .describe('The lot number, in any case'),
});
export type RecallQuery = z.infer<typeof recallQuery>;

const productOf = z.object({ id: z.number().int(), name: z.string(), brand: z.string() });

/**
 * How a batch's units moved, from its stock ledger, so that
 * received + openingStock − sold + returnedByCustomers − returnedToSupplier + adjusted + counted − usedInPreparations + split
 * is what it holds (`remaining`).
 */
export const recallMovements = z.object({
  /** Units in on the GRN. */
  received: z.number().int(),
  /** Units in as imported opening stock. */
  openingStock: z.number().int(),
  /** Units sold as they are (not inside a preparation). */
  sold: z.number().int(),
  /** Units brought back on credit notes and put back on the shelf (those destroyed are not). */
  returnedByCustomers: z.number().int(),
  /** Units sent back to the supplier. */
  returnedToSupplier: z.number().int(),
  /** Units added (positive) or taken off (negative) by hand by an administrator. */
  adjusted: z.number().int(),
  /** Units found over (positive) or short (negative) by stocktakes, and the balance the ledger started from. */
  counted: z.number().int(),
  /** Units that went into mixed (compounded) preparations. */
  usedInPreparations: z.number().int(),
  /** Packs opened into units (negative, on a pack batch), or units in from opened packs (positive, on the unit product's batch of the lot). */
  split: z.number().int(),
});
export type RecallMovements = z.infer<typeof recallMovements>;

/** A batch of the lot: what came in, what is left on the shelf, from whom, and how its units moved. */
export const recallBatch = z.object({
  stockId: z.number().int(),
  product: productOf,
  expireDate: z.string(),
  received: z.number().int(),
  remaining: z.number().int(),
  supplier: z.string().nullable(),
  grn: z.object({ id: z.number().int(), number: z.string(), date: z.string() }).nullable(),
  movements: recallMovements,
});
export type RecallBatch = z.infer<typeof recallBatch>;

/** A sale of units of the lot: directly, or inside a mixed (compounded) preparation made from it. */
export const recallSale = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  dateTime: z.string(),
  date: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  product: productOf,
  stockId: z.number().int(),
  quantity: z.number().int(),
  /** Units of this line brought back on credit notes. */
  returnedQuantity: z.number().int(),
  /** True when the units sold were a mixed preparation containing the lot. */
  viaMixedStock: z.boolean(),
  /** Units of the lot this line handed over: its quantity, or for a preparation what went into the ones sold. */
  lotUnits: z.number().int(),
});
export type RecallSale = z.infer<typeof recallSale>;

/** Sales to the walk-in customer: nobody to call, so counted, not listed. */
export const recallWalkInSales = z.object({
  /** Invoices to the walk-in customer holding units of the lot, as they are or in a preparation. */
  count: z.number().int(),
  /** Of `unitsSold`, those the walk-in customer took as they are; returns are in `unitsReturned`, a preparation's units in `unitsInPreparations`. */
  units: z.number().int(),
});
export type RecallWalkInSales = z.infer<typeof recallWalkInSales>;

/** Every batch of a lot and every sale of it, newest sale first, to answer a recall in minutes. */
export const recall = z
  .object({
    batchNumber: z.string(),
    batches: z.array(recallBatch),
    /** Sales to customers who can be called; the walk-in customer's are in `walkInSales`. */
    sales: z.array(recallSale),
    /** Walk-in sales, not traceable: how many and how many units of the lot. */
    walkInSales: recallWalkInSales,
    /** Units of the lot sold as they are (a preparation's are in `unitsInPreparations`). */
    unitsSold: z.number().int(),
    /** Of those, units brought back on credit notes. */
    unitsReturned: z.number().int(),
    /** Units of the lot that went into mixed preparations, sold or not. */
    unitsInPreparations: z.number().int(),
    /** Distinct customers to call: those who received units of the lot, the walk-in customer left out. */
    customers: z.number().int(),
  })
  .meta({ id: 'Recall' });
export type Recall = z.infer<typeof recall>;
