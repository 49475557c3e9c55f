import type { Generated } from 'kysely';
import type { StockMovementType, StocktakeStatus, VatRate } from '@hanout/contract';

/** Money columns hold integer centimes; dates are `YYYY-MM-DD`; timestamps ISO 8601 UTC. */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  mobile: string;
  passwordHash: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  isEnabled: number;
  createdAt: string;
  /** 'fr', 'ar' or 'en' (migration 009, default 'fr'). */
  language: Generated<'fr' | 'ar' | 'en'>;
  /** Bumped to revoke every token issued before (password, role, disabled). */
  tokenVersion: Generated<number>;
}
export interface RevokedTokensTable {
  jti: string;
  expiresAt: string;
}
/** A write made under an Idempotency-Key: claimed before it runs, completed in its own transaction. */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  /** SHA-256 of the route and the validated body: the same key with another request is refused. */
  requestHash: string;
  claimedAt: string;
  /** The invoice or GRN written, once its transaction committed. */
  documentId: number | null;
}
export interface LoginFailuresTable {
  accountKey: string;
  /** The client address, or '*' for all addresses together. */
  client: string;
  failures: number;
  windowEndsAt: string;
  lockedUntil: string | null;
}
export interface KnownSignInsTable {
  userId: number;
  /** 'address:' and the client address, or 'device:' and the SHA-256 of the browser's device token. */
  source: string;
  signedInAt: string;
}
export interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: string;
  usedAt: string | null;
}
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
}
export interface CustomersTable {
  id: Generated<number>;
  ice: string;
  name: string;
  mobile: string;
  type: Generated<'INDIVIDUAL' | 'BUSINESS'>;
  address: Generated<string>;
  /** 1 for the walk-in customer 'Client comptoir' (one only, migration 008). */
  isWalkIn: Generated<number>;
  createdAt: string;
  /** Centimes the customer may owe at most (migration 021); null when unlimited. */
  creditLimit: Generated<number | null>;
}
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string;
  address: string;
}
export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string;
  companyId: number;
}
export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** The VAT rate (%) new products of the category take; null when none. */
  defaultVatRate: Generated<VatRate | null>;
}
export interface BrandsTable {
  id: Generated<number>;
  name: string;
  categoryId: number;
}
export interface UnitsTable {
  id: Generated<number>;
  name: string;
}
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  brandId: number;
  unitId: number;
  /** 0, 7, 10, 14 or 20 (%). */
  vatRate: Generated<VatRate>;
  /** EAN-13, EAN-8 or the shop's own code; unique when present. */
  barcode: string | null;
  /** Reported as low stock when its unexpired quantity is at or under this; null for never. */
  reorderLevel: number | null;
}
export interface DocumentSequencesTable {
  kind: string;
  year: number;
  lastNumber: number;
}
export interface GrnsTable {
  id: Generated<number>;
  number: string;
  dateTime: string;
  localDate: string;
  supplierId: number;
  userId: number;
  /** Grand total, VAT included (TTC); HT is total − totalVat. */
  total: number;
  totalVat: Generated<number>;
  payment: number;
  balance: number;
  paymentType: string;
}
export interface GrnItemsTable {
  id: Generated<number>;
  grnId: number;
  productId: number;
  /** Units paid for. */
  quantity: number;
  /** Units received free (unités gratuites), in the same batch at no cost. */
  freeQuantity: Generated<number>;
  buyingPrice: number;
  sellingPrice: number;
  manufactureDate: string;
  expireDate: string;
  /** Buying price × quantity, before tax (HT); free units add nothing. */
  total: number;
  vatRate: Generated<VatRate>;
  vat: Generated<number>;
  /** The supplier's lot number. */
  batchNumber: string | null;
}
export interface StocksTable {
  id: Generated<number>;
  productId: number;
  grnItemId: number | null;
  quantity: number;
  initialQuantity: number;
  /** The unit cost before tax: what was paid for the batch over all the units received, free ones included. */
  buyingPrice: number;
  sellingPrice: number;
  manufactureDate: string;
  expireDate: string;
  createdAt: string;
  /** The supplier's lot number, from the GRN line. */
  batchNumber: string | null;
}
export interface InvoicesTable {
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
/** A receipt: money a customer paid after the sale, allocated to their open invoices (centimes). */
export interface CustomerPaymentsTable {
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
  id: Generated<number>;
  paymentId: number;
  invoiceId: number;
  amount: number;
}
/** A payment made to a supplier after the reception (`PF-2026-000001`), in centimes. */
export interface SupplierPaymentsTable {
  id: Generated<number>;
  number: string;
  dateTime: string;
  localDate: string;
  supplierId: number;
  userId: number;
  amount: number;
  paymentType: string;
}
/** What a supplier payment gave one GRN, in centimes. */
export interface SupplierPaymentAllocationsTable {
  id: Generated<number>;
  paymentId: number;
  grnId: number;
  amount: number;
}
export interface InvoiceItemsTable {
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
}
/** A credit note (avoir) correcting an invoice (migration 021); money in centimes. */
export interface CreditNotesTable {
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
export interface SupplierReturnsTable {
  id: Generated<number>;
  number: string;
  dateTime: string;
  localDate: string;
  grnId: number;
  supplierId: number;
  userId: number;
  /** The goods' value at the GRN's buying prices, VAT included: what it takes off what the shop owes the supplier. */
  total: number;
  totalVat: number;
}
export interface SupplierReturnItemsTable {
  id: Generated<number>;
  supplierReturnId: number;
  grnItemId: number;
  stockId: number;
  productId: number;
  quantity: number;
  buyingPrice: number;
  /** Buying price × quantity, before tax (HT), as a GRN line's. */
  total: number;
  vatRate: VatRate;
  vat: number;
  reason: string;
}
export interface CreditNoteItemsTable {
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
/** One change of a batch's quantity (migration 025): a batch's quantity is the sum of its movements. */
export interface StockMovementsTable {
  id: Generated<number>;
  stockId: number;
  productId: number;
  type: StockMovementType;
  /** Units in (positive) or out (negative). */
  quantityChange: number;
  reason: string | null;
  note: string | null;
  /** The invoice, GRN, credit note, supplier return, mixed stock line or stocktake behind it. */
  documentId: number | null;
  documentNumber: string | null;
  /** Null only for movements written before the ledger recorded who made them. */
  userId: number | null;
  at: string;
}
/** A change of a batch's selling price, in centimes. */
export interface StockPriceChangesTable {
  id: Generated<number>;
  stockId: number;
  oldPrice: number;
  newPrice: number;
  userId: number | null;
  at: string;
}
/** A stocktake (inventaire, migration 027): all the stock when `categoryId` is null. */
export interface StocktakesTable {
  id: Generated<number>;
  number: string;
  status: StocktakeStatus;
  categoryId: number | null;
  startedBy: number;
  startedAt: string;
  /** Who validated or cancelled it, and when. */
  closedBy: number | null;
  closedAt: string | null;
}
/** A batch counted in a stocktake: one per batch, the last count saved. */
export interface StocktakeLinesTable {
  id: Generated<number>;
  stocktakeId: number;
  stockId: number;
  productId: number;
  /** The batch's quantity in the books when the count was saved. */
  expectedQuantity: number;
  countedQuantity: number;
  countedBy: number;
  countedAt: string;
  /** Set at validation: what the COUNT movement changed (counted − expected, unless that went below zero). */
  appliedChange: number | null;
}
/** Invoices per shop-local day, kept by triggers (migration 005). */
export interface InvoiceDaysTable {
  localDate: string;
  invoiceCount: number;
}
export interface MixedStockComponentsTable {
  id: Generated<number>;
  mixedStockId: number;
  componentStockId: number;
  dosage: number;
}

/** The shop's identity and document settings: one row, id 1 (migration 008). */
export interface ShopSettingsTable {
  id: number;
  name: string;
  legalName: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  ice: string;
  identifiantFiscal: string;
  registreCommerce: string;
  taxeProfessionnelle: string;
  cnss: string;
  vatRegistered: number;
  vatExemptionNote: string;
  /** Printed by a shop outside the VAT; empty: the standard note in the document's language. */
  vatNotApplicableNote: Generated<string>;
  invoiceFooter: string;
  documentLanguage: 'fr' | 'ar' | 'en';
  nearExpiryDays: number;
  /** The till receipt's paper width: 80 or 58 mm. */
  receiptWidth: Generated<80 | 58>;
  /** The shop hour (0–23) the alerts digest is e-mailed to administrators; null for none (migration 026). */
  alertDigestHour: number | null;
  logo: Buffer | null;
  logoType: string | null;
  updatedAt: string | null;
}

/** What an issued document prints, as it was at issue (migration 033): its content as JSON. */
export interface IssuedDocumentsTable {
  kind: string;
  recordId: number;
  content: string;
}

/** A shop day whose alerts digest an instance claimed (migration 026): one row a day, so one digest a day. */
export interface AlertDigestsTable {
  day: string;
  claimedAt: string;
  sentAt: string | null;
  recipients: Generated<number>;
}

export interface Database {
  users: UsersTable;
  passwordResets: PasswordResetsTable;
  revokedTokens: RevokedTokensTable;
  loginFailures: LoginFailuresTable;
  knownSignIns: KnownSignInsTable;
  idempotencyKeys: IdempotencyKeysTable;
  mailOutbox: MailOutboxTable;
  customerPayments: CustomerPaymentsTable;
  paymentAllocations: PaymentAllocationsTable;
  supplierPayments: SupplierPaymentsTable;
  supplierPaymentAllocations: SupplierPaymentAllocationsTable;
  creditNotes: CreditNotesTable;
  creditNoteItems: CreditNoteItemsTable;
  supplierReturns: SupplierReturnsTable;
  supplierReturnItems: SupplierReturnItemsTable;
  customers: CustomersTable;
  companies: CompaniesTable;
  suppliers: SuppliersTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  units: UnitsTable;
  products: ProductsTable;
  documentSequences: DocumentSequencesTable;
  grns: GrnsTable;
  grnItems: GrnItemsTable;
  stocks: StocksTable;
  stockMovements: StockMovementsTable;
  stockPriceChanges: StockPriceChangesTable;
  stocktakes: StocktakesTable;
  stocktakeLines: StocktakeLinesTable;
  invoices: InvoicesTable;
  invoiceItems: InvoiceItemsTable;
  invoiceDays: InvoiceDaysTable;
  mixedStockComponents: MixedStockComponentsTable;
  shopSettings: ShopSettingsTable;
  alertDigests: AlertDigestsTable;
  issuedDocuments: IssuedDocumentsTable;
}
