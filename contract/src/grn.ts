import { z } from 'zod';
import {
  amount,
  buyingPrice,
  calendarDate,
  freeQuantity,
  pageIndex,
  pageSize,
  paymentType,
  quantity,
  requiredRecordId,
  sellingPrice,
} from './common';
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
  /** Units paid for. */
  quantity,
  /** Units received free (unités gratuites): into the same batch, at no cost. */
  freeQuantity: freeQuantity.default(0),
  buyingPrice: buyingPrice(),
  sellingPrice: sellingPrice(),
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

/** What was bought, paid and owed: administrators only (a total is buying prices added up). */
const costValue = z.number().optional();

/** How the GRN was paid; the amounts for administrators only. */
export const grnPayment = z.object({ payment: costValue, balance: costValue, paymentType });

export const grnListItem = z
  .object({
    id: z.number().int(),
    /** `BR-2026-000045` */
    number: z.string(),
    /** ISO 8601 UTC */
    dateTime: z.string(),
    supplier: z.object({ id: z.number().int(), name: z.string() }),
    grnPayment,
    /** The grand total TTC, in dirhams: administrators only. */
    total: costValue,
  })
  .meta({ id: 'GrnListItem' });
export type GrnListItem = z.infer<typeof grnListItem>;

/** A line of a GRN as issued, with the batch it became and what went back to the supplier. */
export const grnDetailLine = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  /** The batch this line became; `quantity` is what it holds now. */
  stock: z.object({ id: z.number().int(), quantity: z.number().int() }),
  /** Units paid for. */
  quantity: z.number().int(),
  /** Units received free (unités gratuites), in the same batch. */
  freeQuantity: z.number().int(),
  manufactureDate: z.string(),
  expireDate: z.string(),
  /** The batch's, today: near-expiry and expired batches are shown amber and red. */
  expiryStatus,
  batchNumber: z.string().nullable(),
  vatRate,
  sellingPrice: z.number(),
  /** Units already returned to the supplier. */
  returnedQuantity: z.number().int(),
  /** What can still go back: received (free units too) less returned, at most what the batch holds. */
  returnable: z.number().int(),
  /** Before tax, per unit paid for; administrators only, as the line's total and the batch's unit cost. */
  buyingPrice: costValue,
  totalExclVat: costValue,
  /** What a unit of the batch cost: the line's total over every unit received, free ones included. */
  unitCost: costValue,
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
    /** VAT included; administrators only, as the payment, the balance and what is still due. */
    total: costValue,
    /**
     * What the GRN owes the supplier now, after the payments and the goods sent back since it was
     * issued (its balance stays as issued), as the supplier's account counts it: goods sent back from
     * a GRN already paid are taken off the oldest others.
     */
    stillDue: costValue,
    supplierReturns: z.array(supplierReturnSummary),
  })
  .meta({ id: 'GrnDetail' });
export type GrnDetail = z.infer<typeof grnDetail>;
