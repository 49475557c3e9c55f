import { z } from 'zod';
import { amount, calendarDate, id, paged, pageIndex, pageSize, paymentType, quantity } from './common';
import { creditNoteSummary } from './credit-notes';
import { prescriptionRequest } from './registers';
import { customer } from './customers';
import { vatBreakdownLine, vatRate } from './vat';
import { serialNumber } from './scans';

/** GET /api/invoice/payment-types: the payment types (PAYMENT_TYPE_OPTIONS), shown by key, submitted by value. */
export const invoicePaymentTypeOption = z.object({ key: z.string().describe('The label shown'), value: paymentType });
export const invoicePaymentTypeList = z.array(invoicePaymentTypeOption);
export type InvoicePaymentTypeOption = z.infer<typeof invoicePaymentTypeOption>;

/**
 * What was handed over: not negative, up to 2 decimals. 0 is a sale on credit, for a named customer
 * only (the walk-in customer pays in full); above the total, the difference is change given back.
 */
export const invoicePaymentAmount = z.number({ error: 'Payment is required' }).min(0, 'Payment cannot be negative').pipe(amount);

/**
 * One line: either a stock line (the Add Invoice screen picks the batch) or a product (the counter:
 * the server takes the quantity from its batches first expiring first, a line per batch used).
 * Only the ids and the quantity count: the price, dates and total a client also sends are dropped,
 * the server reads its own. A line naming its stock line may carry the `serial` (GS1 AI 21) of the
 * box scanned, kept on the invoice line (lines of one batch keep all theirs).
 */
const LINE_KINDS = ['stock', 'product'] as const;
export const invoiceItemRequest = z.union(
  [
    z.object({ stock: z.object({ id }), product: z.never().optional(), quantity, serial: serialNumber.optional() }),
    z.object({ product: z.object({ id }), stock: z.never().optional(), quantity }),
  ],
  {
    // A line naming one of the two is told what is wrong with it (its quantity, say), not that it matches neither kind.
    error: (issue) => {
      const input = issue.input as Record<string, unknown> | null;
      const named = LINE_KINDS.filter((kind) => input && typeof input === 'object' && input[kind] !== undefined);
      const own = issue.code === 'invalid_union' && named.length === 1 ? issue.errors[LINE_KINDS.indexOf(named[0])]?.[0] : undefined;
      if (own) return `${own.path.join('.')}: ${own.message}`;
      return named.length === 2 ? 'A line names either a stock line or a product, not both' : 'Please select a product!';
    },
  },
);

/** POST /api/invoice: the whole selected customer (only its id counts), the lines and the payment. */
export const invoiceRequest = z.object({
  customer: z.object({ id }, { error: 'Please select a customer first.' }),
  invoiceItems: z
    .array(invoiceItemRequest, { error: 'Please add at least one product!' })
    .min(1, 'Please add at least one product!')
    .max(200, 'An invoice holds at most 200 lines'),
  invoicePayment: z.object({
    payment: invoicePaymentAmount,
    /** Ignored: the server computes payment − grand total. */
    balance: z.number().nullish(),
    paymentType,
  }),
  /**
   * A sale on credit that would take the customer past their credit limit answers 409 (type
   * CREDIT_LIMIT_PROBLEM) unless this is true, which only an administrator may send.
   */
  allowOverCreditLimit: z.boolean().optional(),
  /** The prescription the sale is dispensed on: required when a line's product needs one (400, type PRESCRIPTION_PROBLEM). */
  prescription: prescriptionRequest.optional(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

/** Inclusive shop-local days; empty or absent means no bound. */
const dateBound = z.union([calendarDate, z.literal('')]).nullish();
export const invoiceSearchRequest = z.object({
  page: pageIndex.default(0),
  size: pageSize.default(10),
  startDate: dateBound,
  endDate: dateBound,
});
export type InvoiceSearchRequest = z.infer<typeof invoiceSearchRequest>;

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * An invoice as listed (POST /api/invoice/search). `itemCount` is its number of lines;
 * `invoiceItems` is the same count under the name older clients read (not the lines themselves).
 * `total` is the grand total (= payment − balance).
 */
export const invoiceListItem = z
  .object({
    id: z.number().int(),
    number: z.string(),
    dateTime: z.string(),
    user: named,
    customer: named,
    invoiceItems: z.number().int().describe('The number of lines, as itemCount; kept for older clients (it is not the lines)'),
    itemCount: z.number().int().describe('The number of lines of the invoice'),
    invoicePayment: z.object({ payment: z.number(), balance: z.number(), paymentType }),
    total: z.number(),
  })
  .meta({ id: 'InvoiceListItem' });
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoicePage = paged(invoiceListItem);

/** One line of an issued invoice: prices VAT-inclusive (TTC); HT = total / (1 + rate), rounded per line. */
export const invoiceLine = z.object({
  id: z.number().int(),
  stock: z.object({ id: z.number().int(), manufactureDate: z.string(), expireDate: z.string(), batchNumber: z.string().nullable() }),
  product: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  quantity: z.number().int(),
  /** Unit price, VAT included. */
  sellingPrice: z.number(),
  vatRate,
  totalExclVat: z.number(),
  vat: z.number(),
  /** Line total, VAT included. */
  total: z.number(),
  /** Units brought back on its credit notes so far. */
  returnedQuantity: z.number().int(),
  /** The serial numbers (GS1 AI 21) of the boxes sold on the line, separated by spaces; absent when none was scanned. */
  serial: z.string().optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/**
 * GET /api/invoice/{id}: an invoice as issued (its VAT figures were stored then; a later rate
 * change does not alter them). `vatBreakdown` has one entry per rate used, lowest first; it is empty
 * when the shop was outside the VAT (`vatRegistered` false). `change` is money given back;
 * `remainingDue` what the customer still owed when it was issued.
 */
export const invoiceDetail = z
  .object({
    id: z.number().int(),
    number: z.string(),
    dateTime: z.string(),
    customer,
    user: named,
    invoiceItems: z.array(invoiceLine),
    invoicePayment: z.object({ payment: z.number(), balance: z.number(), change: z.number(), paymentType }),
    total: z.number(),
    totalExclVat: z.number(),
    totalVat: z.number(),
    totalInclVat: z.number(),
    vatBreakdown: z.array(vatBreakdownLine),
    vatRegistered: z.boolean(),
    remainingDue: z.number(),
    /** What it still owes today, after later payments and credit notes (remainingDue is as issued). */
    stillDue: z.number(),
    /** The credit notes correcting it, oldest first; the invoice itself never changes. */
    creditNotes: z.array(creditNoteSummary),
  })
  .meta({ id: 'Invoice' });
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
