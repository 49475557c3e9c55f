import { z } from 'zod';
import { amount, calendarDate, id, pageIndex, pageSize, paymentType } from './common';

/** A payment a customer makes after the sale, on what they owe (their "carnet"). */
export const customerPaymentRequest = z.object({
  amount: amount.refine((value) => value > 0, 'Amount must be above 0'),
  paymentType,
  /** The day the money was received; today when absent. */
  date: calendarDate.optional(),
  /** The invoices it settles first, in this order; what is left goes to the oldest open ones. */
  invoiceIds: z.array(id).max(200).optional(),
});
export type CustomerPaymentRequest = z.infer<typeof customerPaymentRequest>;

export const paymentAllocation = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  amount: z.number(),
  /** What the invoice still owes now (right after the payment, when it is just recorded). */
  remainingDue: z.number(),
});

/** A receipt (`RC-2026-000001`) and the invoices it settled. */
export const customerPayment = z
  .object({
    id: z.number().int(),
    number: z.string(),
    customerId: z.number().int(),
    date: z.string(),
    amount: z.number(),
    paymentType: z.string(),
    allocations: z.array(paymentAllocation),
  })
  .meta({ id: 'CustomerPayment' });
export type CustomerPayment = z.infer<typeof customerPayment>;

export const openInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  total: z.number(),
  remainingDue: z.number(),
  /** Days since the invoice's day. */
  ageDays: z.number().int(),
});

/** What a customer owes, invoice by invoice and by age. */
export const customerAccount = z
  .object({
    customerId: z.number().int(),
    /** Positive when the customer owes the shop. */
    amountDue: z.number(),
    openInvoices: z.array(openInvoice),
    aging: z.object({
      current: z.number().describe('Invoices 0 to 30 days old'),
      days31to60: z.number(),
      days61to90: z.number(),
      over90: z.number(),
    }),
  })
  .meta({ id: 'CustomerAccount' });
export type CustomerAccount = z.infer<typeof customerAccount>;

/** The period of a statement: from the first day (the customer's first invoice when absent) to the last (today when absent). */
export const statementQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The period ends before it starts', path: ['to'] });
export type StatementQuery = z.infer<typeof statementQuery>;

/** The customers who owe something, by amount (largest first) or by age (oldest open invoice first). */
export const receivablesQuery = z.object({
  sort: z.enum(['amount', 'age']).default('amount'),
  page: pageIndex.default(0),
  size: pageSize.default(10),
});
export type ReceivablesQuery = z.infer<typeof receivablesQuery>;

export const receivable = z
  .object({
    customerId: z.number().int(),
    name: z.string(),
    mobile: z.string(),
    amountDue: z.number(),
    openInvoices: z.number().int(),
    oldestInvoiceDate: z.string(),
    /** Days since the oldest open invoice. */
    ageDays: z.number().int(),
  })
  .meta({ id: 'Receivable' });
export type Receivable = z.infer<typeof receivable>;

/** What all customers owe together, and the five who owe the most (the dashboard's card). */
export const receivablesSummary = z
  .object({
    totalDue: z.number(),
    customers: z.number().int().describe('Customers who owe something'),
    largest: z.array(receivable),
  })
  .meta({ id: 'ReceivablesSummary' });
export type ReceivablesSummary = z.infer<typeof receivablesSummary>;
