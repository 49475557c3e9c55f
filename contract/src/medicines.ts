import { z } from 'zod';
import { buyingPrice, sellingPrice } from './common';

/** The schedules of the dahir of 2 December 1922 on poisonous substances: tableaux A (toxic), B (narcotics), C (dangerous). */
export const MEDICINE_SCHEDULES = ['NONE', 'A', 'B', 'C'] as const;
export const medicineSchedule = z.enum(MEDICINE_SCHEDULES, { error: 'Schedule must be NONE, A, B or C' });
export type MedicineSchedule = z.infer<typeof medicineSchedule>;

/** An active ingredient (DCI) with its strength, e.g. `{ name: "Paracétamol", strength: "500 mg" }`. */
export const activeIngredient = z.object({ name: z.string(), strength: z.string() }).meta({ id: 'ActiveIngredient' });
export type ActiveIngredient = z.infer<typeof activeIngredient>;

/** An active ingredient as a product write gives it: a strength may be left out (none). */
const activeIngredientRequest = z.object({
  name: z
    .string({ error: 'Ingredient name is required' })
    .trim()
    .min(1, 'Ingredient name is required')
    .max(100, 'Ingredient name must have at most 100 characters'),
  strength: z.string().trim().max(40, 'Strength must have at most 40 characters').default(''),
});

export const UNITS_PER_PACK_MAX = 10_000;

/** The pharmaceutical fields of a product, as answered: all products have them, a plain product with their defaults. */
export const medicineFields = {
  dci: z.array(activeIngredient),
  form: z.string().nullable(),
  unitsPerPack: z.number().int(),
  /** Prix public de vente, TTC, in dirhams: no batch sells above it. */
  ppv: z.number().nullable(),
  /** Prix pharmacien, HT, in dirhams. */
  pph: z.number().nullable(),
  schedule: medicineSchedule,
  prescriptionRequired: z.boolean(),
  /** Whether a pack may be sold by the unit, through the companion `unitProductId`. */
  sellByUnit: z.boolean(),
  unitProductId: z.number().int().nullable(),
};

/**
 * The pharmaceutical fields of a product write, all optional: absent keeps the product's own on PUT
 * (the defaults for a new product); null removes a form or a price. `prescriptionRequired` absent on
 * a new product is true for tableaux A, B and C.
 */
export const medicineFieldsRequest = {
  dci: z.array(activeIngredientRequest).max(10, 'A product has at most 10 active ingredients').optional(),
  form: z.string().trim().max(40, 'Form must have at most 40 characters').nullish(),
  unitsPerPack: z
    .number({ error: 'Units per pack must be a whole number' })
    .int('Units per pack must be a whole number')
    .min(1, 'Units per pack must be 1 or more')
    .max(UNITS_PER_PACK_MAX, `Units per pack must be at most ${UNITS_PER_PACK_MAX}`)
    .optional(),
  ppv: sellingPrice('PPV').nullish(),
  pph: buyingPrice('PPH').nullish(),
  schedule: medicineSchedule.optional(),
  prescriptionRequired: z.boolean().optional(),
  sellByUnit: z.boolean().optional(),
};

/** A batch whose selling price a lowered PPV brought down to it (in dirhams). */
export const repricedBatch = z
  .object({
    id: z.number().int(),
    batchNumber: z.string().nullable(),
    oldPrice: z.number(),
    newPrice: z.number(),
  })
  .meta({ id: 'RepricedBatch' });
export type RepricedBatch = z.infer<typeof repricedBatch>;

/** PUT /api/products answers the batches it repriced to the product's PPV (none unless the PPV went below some). */
export const updateProductAnswer = z
  .object({ message: z.string(), repricedBatches: z.array(repricedBatch) })
  .meta({ id: 'ProductUpdated' });
export type UpdateProductAnswer = z.infer<typeof updateProductAnswer>;
