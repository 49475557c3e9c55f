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

/** A batch of the lot: what came in, what is left on the shelf, and from whom. */
export const recallBatch = z.object({
  stockId: z.number().int(),
  product: productOf,
  expireDate: z.string(),
  received: z.number().int(),
  remaining: z.number().int(),
  supplier: z.string().nullable(),
  grn: z.object({ id: z.number().int(), number: z.string(), date: z.string() }).nullable(),
});

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
});
export type RecallSale = z.infer<typeof recallSale>;

/** Every batch of a lot and every sale of it, newest sale first, to answer a recall in minutes. */
export const recall = z
  .object({
    batchNumber: z.string(),
    batches: z.array(recallBatch),
    sales: z.array(recallSale),
    unitsSold: z.number().int(),
    unitsReturned: z.number().int(),
    /** Distinct customers who received units of the lot. */
    customers: z.number().int(),
  })
  .meta({ id: 'Recall' });
export type Recall = z.infer<typeof recall>;
