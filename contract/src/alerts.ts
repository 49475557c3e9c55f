import { z } from 'zod';
import { id } from './common';
import { expiryStatus } from './barcodes';
import { stockEntry } from './stock';
import { exportRequest } from './exports';

/** GET /api/alerts and its PDF: every category, or one. */
export const alertsQuery = z.object({
  categoryId: id.optional().describe('Only the products of this category (404 when it does not exist)'),
});
export type AlertsQuery = z.infer<typeof alertsQuery>;

/** The three alert lists, as GET /api/alerts names them. */
export const ALERT_LIST_NAMES = ['lowStock', 'nearExpiry', 'expired'] as const;
export type AlertListName = (typeof ALERT_LIST_NAMES)[number];

/** GET /api/alerts/export: one list, with the same category filter. */
export const alertsExportQuery = exportRequest(
  alertsQuery.extend({
    list: z
      .enum(ALERT_LIST_NAMES, { error: `list must be one of ${ALERT_LIST_NAMES.join(', ')}` })
      .describe('Which list: lowStock, nearExpiry or expired'),
  }),
);

/** At most this many lines of each list travel or print; the counts cover every line. */
export const ALERT_LIST_MAX = 5_000;

/** A product as the stock lists show it: with its barcode, brand, category and unit. */
const alertProduct = stockEntry.shape.product;

/** A product whose unexpired quantity in stock is at or under its reorder level (0 left included). */
export const lowStockAlert = z.object({
  product: alertProduct,
  /** Units in unexpired batches. */
  quantity: z.number().int(),
  reorderLevel: z.number().int(),
});
export type LowStockAlert = z.infer<typeof lowStockAlert>;

/** A batch still holding units that expires within the near-expiry window, or has expired. */
export const expiryAlert = z.object({
  stockId: z.number().int(),
  product: alertProduct,
  /** The supplier's lot number, when the GRN line gave one. */
  batchNumber: z.string().nullable(),
  expireDate: z.string(),
  quantity: z.number().int(),
  expiryStatus,
  /** Quantity × buying price (HT), dirhams: administrators only. */
  valueAtCost: z.number().optional(),
});
export type ExpiryAlert = z.infer<typeof expiryAlert>;

/** How many lines each list has (all of them, beyond ALERT_LIST_MAX too). */
export const alertCounts = z
  .object({ lowStock: z.number().int(), nearExpiry: z.number().int(), expired: z.number().int() })
  .meta({ id: 'AlertCounts' });
export type AlertCounts = z.infer<typeof alertCounts>;

/**
 * The stock alerts of the shop's day: low stock (fewest units first), batches near expiry and
 * expired batches (first expiring first), each list cut at ALERT_LIST_MAX lines.
 */
export const alerts = z
  .object({
    /** The shop's day the alerts were read on, and its near-expiry window. */
    today: z.string(),
    nearExpiryDays: z.number().int(),
    counts: alertCounts,
    lowStock: z.array(lowStockAlert),
    nearExpiry: z.array(expiryAlert),
    expired: z.array(expiryAlert),
    /** Value at cost of every near-expiry and expired batch (administrators only). */
    nearExpiryValueAtCost: z.number().optional(),
    expiredValueAtCost: z.number().optional(),
  })
  .meta({ id: 'Alerts' });
export type Alerts = z.infer<typeof alerts>;
