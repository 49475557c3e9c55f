import type { Generated } from 'kysely';
import type { VatRate } from '@hanout/contract';

/** Invoices, what customers pay on them later, and the credit notes that correct them. */
export interface SaleTables {
  invoices: InvoicesTable;
  invoiceItems: InvoiceItemsTable;
  invoiceDays: InvoiceDaysTable;
  customerPayments: CustomerPaymentsTable;
  paymentAllocations: PaymentAllocationsTable;
  creditNotes: CreditNotesTable;
  creditNoteItems: CreditNoteItemsTable;
}

export interface InvoicesTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  number: string;
  dateTime: string;
  localDate: string;
  customerId: number;
  userId: number;
  /** Grand total, VAT included (TTC); HT is total − totalVat. */
  total: number;
  totalVat: Generated<number>;
  /** What was handed over; balance = payment − total. */
  payment: number;
  balance: number;
  /** Money given back: payment − total when positive (not income). */
  change: Generated<number>;
  paymentType: string;
  itemCount: number;
  /** Whether the shop charged VAT when the invoice was issued (shop setting then). */
  vatRegistered: Generated<number>;
}

export interface InvoiceItemsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  invoiceId: number;
  stockId: number;
  productId: number;
  quantity: number;
  sellingPrice: number;
  buyingPrice: number;
  /** Selling price × quantity, VAT included (TTC); HT is total − vat. */
  total: number;
  vatRate: Generated<VatRate>;
  vat: Generated<number>;
  /** The serial numbers (GS1 AI 21) of the boxes sold, separated by spaces; null when none was scanned (migration 048). */
  serial: Generated<string | null>;
}

/** Invoices per shop-local day, kept by triggers (migration 005). */
export interface InvoiceDaysTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  localDate: string;
  invoiceCount: number;
}

/** A receipt: money a customer paid after the sale, allocated to their open invoices (centimes). */
export interface CustomerPaymentsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  number: string;
  dateTime: string;
  localDate: string;
  customerId: number;
  userId: number;
  amount: number;
  paymentType: string;
}

export interface PaymentAllocationsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  paymentId: number;
  invoiceId: number;
  amount: number;
}

/** A credit note (avoir) correcting an invoice (migration 021); money in centimes. */
export interface CreditNotesTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  number: string;
  dateTime: string;
  localDate: string;
  invoiceId: number;
  customerId: number;
  userId: number;
  /** What the returned goods were sold for, VAT included. */
  total: number;
  totalVat: number;
  /** Money given back at the counter; total − refund lowers what the invoice still owes. */
  refund: number;
  refundType: string | null;
  vatRegistered: number;
}

export interface CreditNoteItemsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  creditNoteId: number;
  invoiceItemId: number;
  stockId: number;
  productId: number;
  quantity: number;
  sellingPrice: number;
  buyingPrice: number;
  total: number;
  vatRate: VatRate;
  vat: number;
  /** 1 when the units went back into their batch, 0 when recorded as destroyed. */
  restocked: number;
  reason: Generated<string>;
}
