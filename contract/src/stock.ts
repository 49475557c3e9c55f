import { z } from 'zod';
import { calendarDate, id, pageIndex, pageSize, sellingPrice } from './common';
import { expiryStatus } from './barcodes';

const named = z.object({ id: z.number().int(), name: z.string() });

/** One available stock line (a batch), as listed, picked and sold from. */
export const stockEntry = z
  .object({
    id: z.number().int(),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      barcode: z.string().nullable(),
      brand: named,
      category: named,
      unit: named,
      /** Units in one pack of the product (1 for a product not sold in packs). */
      unitsPerPack: z.number().int(),
      /** Whether its packs are opened to sell by the unit (POST /api/stock/{id}/split). */
      sellByUnit: z.boolean(),
    }),
    /** Available quantity (whole units). */
    quantity: z.number().int(),
    /** Dirhams. */
    sellingPrice: z.number(),
    /** Administrators only: staff never receive buying prices. */
    buyingPrice: z.number().optional(),
    manufactureDate: z.string(),
    expireDate: z.string(),
    /** The supplier's lot number, when the GRN line gave one. */
    batchNumber: z.string().nullable(),
    /** EXPIRED batches are never sold; NEAR ones expire within the shop's near-expiry days. */
    expiryStatus,
  })
  .meta({ id: 'StockEntry' });
export type StockEntry = z.infer<typeof stockEntry>;

const optionalPrice = z.number().nonnegative().max(10_000_000).nullish();

/** The filters of the stock screen and of the stock picker; every one is optional. */
export const stockFilters = z.object({
  productName: z.string().trim().max(150).nullish(),
  /** One product's batches (the counter shows how a quantity is taken from them). */
  productId: id.nullish(),
  brandId: id.nullish(),
  categoryId: id.nullish(),
  sellingPriceFrom: optionalPrice,
  sellingPriceTo: optionalPrice,
  manufactureDateFrom: calendarDate.nullish(),
  manufactureDateTo: calendarDate.nullish(),
  expireDateFrom: calendarDate.nullish(),
  expireDateTo: calendarDate.nullish(),
  /** Only batches that can be sold (not expired): what the pickers offer. */
  sellableOnly: z.boolean().nullish(),
});
export type StockFilters = z.input<typeof stockFilters>;

/** POST /api/stock/search: available lines only, first expiring first. */
export const stockSearchRequest = z.object({
  stock: stockFilters.nullish().transform((filters) => filters ?? {}),
  page: pageIndex.default(0),
  size: pageSize.default(10),
});
export type StockSearchRequest = z.input<typeof stockSearchRequest>;

/** POST /api/stock/update-price */
export const updateStockPriceRequest = z.object({
  stockId: id,
  newPrice: sellingPrice('New price'),
});
export type UpdateStockPriceRequest = z.input<typeof updateStockPriceRequest>;

export const MIXED_STOCK_DOSAGE_TOTAL = 12;
export const MIXED_STOCK_MIN_COMPONENTS = 2;
export const MIXED_STOCK_MAX_COMPONENTS = 6;

/**
 * `stockName` carries the id of the component stock line (the screen picks it from the
 * available stock); a number or a numeric string.
 */
const componentStockId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'stockName must be the id of a stock line')], {
    error: 'stockName must be the id of a stock line',
  })
  .transform(Number)
  .pipe(z.number().int('stockName must be the id of a stock line').positive('stockName must be the id of a stock line').max(2_147_483_647));

export const mixedStockItem = z.object({
  stockName: componentStockId.describe(
    'The id of the component stock line, despite the name (kept for compatibility): a number or a numeric string',
  ),
  dosage: z
    .number({ error: 'Dosage is required' })
    .int('Dosage must be a whole number')
    .positive('Dosage must be above 0')
    .max(MIXED_STOCK_DOSAGE_TOTAL),
});

/** POST /api/stock/mixed-stock */
export const mixedStockRequest = z.object({
  mixedStockName: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(150),
  mixedStockPrice: sellingPrice('Price'),
  mixedStockItems: z
    .array(mixedStockItem)
    .min(MIXED_STOCK_MIN_COMPONENTS, `A mixed stock needs ${MIXED_STOCK_MIN_COMPONENTS} to ${MIXED_STOCK_MAX_COMPONENTS} components`)
    .max(MIXED_STOCK_MAX_COMPONENTS, `A mixed stock needs ${MIXED_STOCK_MIN_COMPONENTS} to ${MIXED_STOCK_MAX_COMPONENTS} components`)
    .refine((items) => items.reduce((sum, item) => sum + item.dosage, 0) === MIXED_STOCK_DOSAGE_TOTAL, {
      message: `The dosages must total exactly ${MIXED_STOCK_DOSAGE_TOTAL}`,
    })
    .refine((items) => new Set(items.map((item) => item.stockName)).size === items.length, {
      message: 'Each component must be a different stock line',
    }),
});
export type MixedStockRequest = z.input<typeof mixedStockRequest>;
