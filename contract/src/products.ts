import { z } from 'zod';
import { fromDigits, id, requiredRecordId } from './common';
import { brand } from './brands';
import { unit } from './units';
import { vatRate } from './vat';
import { barcode } from './barcodes';
import { medicineFields, medicineFieldsRequest } from './medicines';
import { productScan, scannedBatch } from './scans';

/** The highest reorder level accepted: far above any shelf, low enough to stay a plain integer everywhere. */
export const REORDER_LEVEL_MAX = 1_000_000;

/**
 * The level at or under which the product's unexpired quantity is reported as low stock (alerts,
 * dashboard): a whole number of units, or null for a product never reported.
 */
export const reorderLevel = z
  .number({ error: 'Reorder level must be a whole number' })
  .int('Reorder level must be a whole number')
  .min(0, 'Reorder level must be 0 or more')
  .max(REORDER_LEVEL_MAX, `Reorder level must be at most ${REORDER_LEVEL_MAX}`);

/**
 * A product with its brand (and the brand's category), its unit, its VAT rate (%), its barcode, its
 * reorder level and its pharmaceutical fields (medicines.ts).
 */
export const product = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand,
    unit,
    vatRate,
    barcode: z.string().nullable(),
    reorderLevel: z.number().int().nullable(),
    ...medicineFields,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;

export const productName = z
  .string({ error: 'Product name is required' })
  .trim()
  .min(1, 'Product name is required')
  .max(150, 'Product name must have at most 150 characters');

/** A brand or unit of a product write: its numeric id, or an object carrying the id. */
const reference = (what: string) => {
  const refId = requiredRecordId(what);
  // Digits are read as a number outside the union, so that the field stays required in the OpenAPI document.
  return z.preprocess(
    fromDigits,
    z.union([refId, z.object({ id: z.preprocess(fromDigits, refId) }, { error: `${what} is required` })], { error: `${what} is required` }),
  );
};

/**
 * POST /api/products. Without `vatRate` the product takes its category's default rate, else 0;
 * on PUT, a missing `vatRate` keeps the product's rate.
 */
export const registerProductRequest = z.object({
  name: productName,
  brand: reference('Brand'),
  unit: reference('Unit'),
  vatRate: vatRate.optional(),
  /** Absent keeps the product's code on PUT; empty or null removes it. */
  barcode: barcode.nullish(),
  /** Absent keeps the product's level on PUT (none for a new product); null removes it. */
  reorderLevel: reorderLevel.nullish(),
  ...medicineFieldsRequest,
});
export type RegisterProductRequest = z.input<typeof registerProductRequest>;

/** PUT /api/products */
export const updateProductRequest = registerProductRequest.extend({ id });
export type UpdateProductRequest = z.input<typeof updateProductRequest>;

/** Reads the id of a reference sent as a number or as an object with an id. */
export const referencedId = (value: number | { id: number }): number => (typeof value === 'number' ? value : value.id);

/** GET /api/products/lookup: a scanned code (a box's GS1 DataMatrix too) or typed name. */
export const productLookupQuery = z.object({
  q: z.string({ error: 'Type a barcode or a name' }).trim().min(1, 'Type a barcode or a name').max(150),
});

/**
 * A product the counter can sell: `availableQuantity` counts unexpired batches only, and `price`
 * is the selling price of the batch that would be sold first (null when none is left). For a GS1
 * scan, `scan` is what the box said and `batch` the batch of its lot when that lot is in stock.
 */
export const productLookupItem = product.extend({
  availableQuantity: z.number().int(),
  price: z.number().nullable(),
  scan: productScan.optional().describe('Only for a GS1 scan (AI 01 with 10, 17, 21)'),
  batch: scannedBatch.optional().describe('Only for a GS1 scan whose lot (AI 10) of the product is in stock'),
});
export type ProductLookupItem = z.infer<typeof productLookupItem>;
export const productLookupAnswer = z.array(productLookupItem);

/**
 * A generic of a product (same active ingredients, strengths and form), as the counter sells it:
 * `priceDifference` is its `price` less the product's own (the selling price of the product's batch
 * that would go first), null when either has none.
 */
export const productEquivalent = productLookupItem.extend({ priceDifference: z.number().nullable() }).meta({ id: 'ProductEquivalent' });
export type ProductEquivalent = z.infer<typeof productEquivalent>;
export const productEquivalentsAnswer = z.array(productEquivalent);
