import type { Generated } from 'kysely';

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
  createdAt: string;
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
  total: number;
  payment: number;
  balance: number;
  paymentType: string;
}
export interface GrnItemsTable {
  id: Generated<number>;
  grnId: number;
  productId: number;
  quantity: number;
  buyingPrice: number;
  sellingPrice: number;
  manufactureDate: string;
  expireDate: string;
  total: number;
}
export interface StocksTable {
  id: Generated<number>;
  productId: number;
  grnItemId: number | null;
  quantity: number;
  initialQuantity: number;
  buyingPrice: number;
  sellingPrice: number;
  manufactureDate: string;
  expireDate: string;
  createdAt: string;
}
export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  dateTime: string;
  localDate: string;
  customerId: number;
  userId: number;
  total: number;
  payment: number;
  balance: number;
  paymentType: string;
  itemCount: number;
}
export interface InvoiceItemsTable {
  id: Generated<number>;
  invoiceId: number;
  stockId: number;
  productId: number;
  quantity: number;
  sellingPrice: number;
  buyingPrice: number;
  total: number;
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

export interface Database {
  users: UsersTable;
  passwordResets: PasswordResetsTable;
  mailOutbox: MailOutboxTable;
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
  invoices: InvoicesTable;
  invoiceItems: InvoiceItemsTable;
  invoiceDays: InvoiceDaysTable;
  mixedStockComponents: MixedStockComponentsTable;
}
