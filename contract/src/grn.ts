import { z } from 'zod';
import { amount, calendarDate, pageIndex, pageSize, paymentType, quantity, requiredRecordId } from './common';
import { batchNumber, expiryStatus } from './barcodes';
import { supplierReturnSummary } from './supplier-returns';
import { vatRate } from './vat';

/** A supplier or product of a GRN: the selected object (only its id counts) or its bare id. */
const grnReference = (what: string) => {
  const refId = requiredRecordId(what);
  return z
    .union([refId, z.object({ id: refId }, { error: `${what} is required` })], { error: `${what} is required` })
    .transform((value) => (typeof value === 'number' ? value : value.id));
};

/** Buying and selling prices: dirhams, at least 1. */
export const grnPrice = (label: string) => amount.min(1, `${label} must be at least 1`);

export const MANUFACTURE_DATE_IN_FUTURE = 'Manufacture date cannot be a future date!';
export const EXPIRE_DATE_IN_PAST = 'Expire date cannot be a past date!';

/**
 * The date rules of a GRN line, against today's date in the shop's time zone:
 * made today or before, expiring after today.
 */
export function grnDateProblems(item: { manufactureDate: string; expireDate: string }, today: string) {
  const problems: { field: 'manufactureDate' | 'expireDate'; message: string }[] = [];
  if (item.manufactureDate > today) problems.push({ field: 'manufactureDate', message: MANUFACTURE_DATE_IN_FUTURE });
  if (item.expireDate <= today) problems.push({ field: 'expireDate', message: EXPIRE_DATE_IN_PAST });
  return problems;
}

export const grnItemRequest = z.object({
  product: grnReference('Product'),
  quantity,
  buyingPrice: grnPrice('Buying price'),
  sellingPrice: grnPrice('Selling price'),
  manufactureDate: calendarDate,
  expireDate: calendarDate,
  /** The supplier's lot number printed on the box, kept on the batch. */
  batchNumber: batchNumber.nullish(),
});

export const grnPaymentRequest = z.object({
  payment: z.number({ error: 'Payment is required' }).min(0, 'Payment cannot be negative').pipe(amount),
  /** Sent by the screen for information; the server computes payment − total itself. */
  balance: z.number().optional().nullable(),
  paymentType,
});

/** POST /api/grn: answers the GRN's PDF. */
export const grnRequest = z.object({
  supplier: grnReference('Supplier'),
  grnPayment: grnPaymentRequest,
  grnItems: z.array(grnItemRequest).min(1, 'Please add products to the grn before checkout.').max(500),
});
export type GrnRequest = z.input<typeof grnRequest>;

/** POST /api/grn/search: inclusive shop-local days; either bound may be left out. */
export const grnSearchRequest = z.object({
  page: pageIndex.default(0),
  size: pageSize.default(10),
  startDate: calendarDate.nullish(),
  endDate: calendarDate.nullish(),
});
export type GrnSearchRequest = z.input<typeof grnSearchRequest>;

export const grnPayment = z.object({ payment: z.number(), balance: z.number(), paymentType });

export const grnListItem = z
  .object({
    id: z.number().int(),
    /** `BR-2026-000045` */
    number: z.string(),
    /** ISO 8601 UTC */
    dateTime: z.string(),
    supplier: z.object({ id: z.number().int(), name: z.string() }),
    grnPayment,
    /** Σ buying price × quantity, in dirhams. */
    total: z.number(),
  })
  .meta({ id: 'GrnListItem' });
export type GrnListItem = z.infer<typeof grnListItem>;

/** A line of a GRN as issued, with the batch it became and what went back to the supplier. */
export const grnDetailLine = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  /** The batch this line became; `quantity` is what it holds now. */
  stock: z.object({ id: z.number().int(), quantity: z.number().int() }),
  quantity: z.number().int(),
  manufactureDate: z.string(),
  expireDate: z.string(),
  /** The batch's, today: near-expiry and expired batches are shown amber and red. */
  expiryStatus,
  batchNumber: z.string().nullable(),
  vatRate,
  sellingPrice: z.number(),
  /** Units already returned to the supplier. */
  returnedQuantity: z.number().int(),
  /** What can still go back: received less returned, at most what the batch holds. */
  returnable: z.number().int(),
  /** Before tax; administrators only, as the line's total. */
  buyingPrice: z.number().optional(),
  totalExclVat: z.number().optional(),
});

/** GET /api/grn/{id}: the GRN as issued, with its lines and its supplier returns. */
export const grnDetail = z
  .object({
    id: z.number().int(),
    number: z.string(),
    dateTime: z.string(),
    date: z.string(),
    supplier: z.object({ id: z.number().int(), name: z.string() }),
    user: z.object({ id: z.number().int(), name: z.string() }),
    items: z.array(grnDetailLine),
    grnPayment,
    /** VAT included. */
    total: z.number(),
    /**
     * What the GRN owes the supplier now, after the payments and the goods sent back since it was
     * issued (its balance stays as issued), as the supplier's account counts it: goods sent back from
     * a GRN already paid are taken off the oldest others.
     */
    stillDue: z.number(),
    supplierReturns: z.array(supplierReturnSummary),
  })
  .meta({ id: 'GrnDetail' });
export type GrnDetail = z.infer<typeof grnDetail>;
