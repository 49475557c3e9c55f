/**
 * The tables of each side of the accounts: a customer's invoices, receipts, what each receipt gave
 * each invoice and the credit notes that took off them; a supplier's GRNs, payments, what each
 * payment gave each GRN and the goods sent back from them.
 */
export const SIDES = {
  customer: {
    payments: 'customerPayments',
    allocations: 'paymentAllocations',
    documents: 'invoices',
    documentId: 'invoiceId',
    allocatedTo: 'paymentAllocations.invoiceId',
    deductions: 'creditNotes',
    partyId: 'customerId',
  },
  supplier: {
    payments: 'supplierPayments',
    allocations: 'supplierPaymentAllocations',
    documents: 'grns',
    documentId: 'grnId',
    allocatedTo: 'supplierPaymentAllocations.grnId',
    deductions: 'supplierReturns',
    partyId: 'supplierId',
  },
} as const;

/** Whose account: a customer's (receivables) or a supplier's (payables). */
export type Side = keyof typeof SIDES;
