import { z } from 'zod';

/** POST /api/stock/{id}/split: how many packs of the batch to open into units of the same lot and expiry. */
export const stockSplitRequest = z.object({
  packs: z
    .number({ error: 'Number of packs is required' })
    .int('Number of packs must be a whole number')
    .min(1, 'Open at least one pack')
    .max(100_000, 'Number of packs is too large'),
});
export type StockSplitRequest = z.infer<typeof stockSplitRequest>;

/** A batch after a split: its id, product and what it holds now. */
const splitBatch = z.object({ stockId: z.number().int(), productId: z.number().int(), quantity: z.number().int() });

/** The packs opened: the pack batch they left and the unit product's batch their units went into. */
export const stockSplit = z
  .object({
    packs: z.number().int(),
    units: z.number().int(),
    pack: splitBatch,
    unit: splitBatch.extend({ sellingPrice: z.number().describe('Dirhams per unit') }),
  })
  .meta({ id: 'StockSplit' });
export type StockSplit = z.infer<typeof stockSplit>;
