import type { Database } from './schema';

/**
 * The tables whose rows belong to one shop, each with its `shop_id`: what the shop scope
 * (shop-scope.ts) filters, and PostgreSQL's row-level security guards (migration 044).
 * The others are the installation's: the shops themselves, revoked tokens and sign-in failures.
 */
export const SHOP_OWNED_TABLES = [
  'shopSettings',
  'users',
  'idempotencyKeys',
  'knownSignIns',
  'passwordResets',
  'mailOutbox',
  'categories',
  'brands',
  'units',
  'products',
  'customers',
  'companies',
  'suppliers',
  'grns',
  'grnItems',
  'supplierPayments',
  'supplierPaymentAllocations',
  'supplierReturns',
  'supplierReturnItems',
  'invoices',
  'invoiceItems',
  'invoiceDays',
  'customerPayments',
  'paymentAllocations',
  'creditNotes',
  'creditNoteItems',
  'documentSequences',
  'issuedDocuments',
  'alertDigests',
  'stocks',
  'mixedStockComponents',
  'stockMovements',
  'stockPriceChanges',
  'stockSplits',
  'stocktakes',
  'stocktakeLines',
  'prescriptions',
  'ordonnancierEntries',
] as const satisfies ReadonlyArray<keyof Database>;

/** A table name as stored (snake case), as migrations and raw SQL name it. */
export const storedName = (table: string) => table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
