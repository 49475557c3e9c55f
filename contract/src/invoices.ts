import { z } from 'zod';
import { amount, calendarDate, id, paged, pageIndex, pageSize, paymentType, quantity } from './common';

/** GET /api/invoice/payment-types: the payment types (PAYMENT_TYPE_OPTIONS), shown by key, submitted by value. */
export const invoicePaymentTypeOption = z.object({ key: z.string().describe('The label shown'), value: paymentType });
export const invoicePaymentTypeList = z.array(invoicePaymentTypeOption);
export type InvoicePaymentTypeOption = z.infer<typeof invoicePaymentTypeOption>;

/** What was paid: not negative, up to 2 decimals (a credit sale pays 0). The web form further asks for at least 1. */
export const invoicePaymentAmount = z.number({ error: 'Payment is required' }).min(0, 'Payment cannot be negative').pipe(amount);

/**
 * One line as the Add Invoice screen sends it. Only the stock line's id and the quantity count:
 * the price, dates and total the client also sends are dropped, the server reads its own.
 */
export const invoiceItemRequest = z.object({
  stock: z.object({ id }, { error: 'Please select a product!' }),
  quantity,
});

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
export const invoiceListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  dateTime: z.string(),
  user: named,
  customer: named,
  invoiceItems: z.number().int().describe('The number of lines, as itemCount; kept for older clients (it is not the lines)'),
  itemCount: z.number().int().describe('The number of lines of the invoice'),
  invoicePayment: z.object({ payment: z.number(), balance: z.number(), paymentType }),
  total: z.number(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoicePage = paged(invoiceListItem);
