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

/** What is owed by age of the documents that owe it (customers' invoices or the shop's GRNs). */
const aging = z.object({
  current: z.number().describe('Documents 0 to 30 days old'),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
});

/** What a customer owes, invoice by invoice and by age. */
export const customerAccount = z
  .object({
    customerId: z.number().int(),
    /** Positive when the customer owes the shop. */
    amountDue: z.number(),
    openInvoices: z.array(openInvoice),
    aging,
  })
  .meta({ id: 'CustomerAccount' });
export type CustomerAccount = z.infer<typeof customerAccount>;

/** The period of a statement: from the first day (the customer's first invoice when absent) to the last (today when absent). */
export const statementQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The period ends before it starts', path: ['to'] });
export type StatementQuery = z.infer<typeof statementQuery>;

/** The customers who owe something (or the suppliers owed), by amount (largest first) or by age (oldest open document first). */
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

/** A payment the shop makes to a supplier after the delivery, on what it owes for GRNs received on credit. */
export const supplierPaymentRequest = z.object({
  amount: amount.refine((value) => value > 0, 'Amount must be above 0'),
  paymentType,
  /** The day the money was paid; today when absent. */
  date: calendarDate.optional(),
  /** The GRNs it settles first, in this order; what is left goes to the oldest open ones. */
  grnIds: z.array(id).max(200).optional(),
});
export type SupplierPaymentRequest = z.infer<typeof supplierPaymentRequest>;

export const supplierPaymentAllocation = z.object({
  grnId: z.number().int(),
  grnNumber: z.string(),
  amount: z.number(),
  /** What the GRN still owes now (right after the payment, when it is just recorded). */
  remainingDue: z.number(),
});

/** A supplier payment (`PF-2026-000001`) and the GRNs it settled. */
export const supplierPayment = z
  .object({
    id: z.number().int(),
    number: z.string(),
    supplierId: z.number().int(),
    date: z.string(),
    amount: z.number(),
    paymentType: z.string(),
    allocations: z.array(supplierPaymentAllocation),
  })
  .meta({ id: 'SupplierPayment' });
export type SupplierPayment = z.infer<typeof supplierPayment>;

export const openGrn = openInvoice.meta({ id: 'OpenGrn' });

/** What the shop owes a supplier, GRN by GRN and by age. */
export const supplierAccount = z
  .object({
    supplierId: z.number().int(),
    /** Positive when the shop owes the supplier; negative when the supplier owes the shop. */
    amountDue: z.number(),
    openGrns: z.array(openGrn),
    aging,
  })
  .meta({ id: 'SupplierAccount' });
export type SupplierAccount = z.infer<typeof supplierAccount>;

export const payablesQuery = receivablesQuery;
export type PayablesQuery = ReceivablesQuery;

export const payable = z
  .object({
    supplierId: z.number().int(),
    name: z.string(),
    mobile: z.string(),
    amountDue: z.number(),
    openGrns: z.number().int(),
    oldestGrnDate: z.string(),
    /** Days since the oldest open GRN. */
    ageDays: z.number().int(),
  })
  .meta({ id: 'Payable' });
export type Payable = z.infer<typeof payable>;

/** What the shop owes all suppliers together, and the five it owes the most (the dashboard's card). */
export const payablesSummary = z
  .object({
    totalDue: z.number(),
    suppliers: z.number().int().describe('Suppliers the shop owes something'),
    largest: z.array(payable),
  })
  .meta({ id: 'PayablesSummary' });
export type PayablesSummary = z.infer<typeof payablesSummary>;
