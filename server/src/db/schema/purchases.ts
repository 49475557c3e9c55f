import type { Generated } from 'kysely';
import type { VatRate } from '@hanout/contract';

/** Receptions (GRNs), what the shop pays its suppliers, and what it returns to them. */
export interface PurchaseTables {
  grns: GrnsTable;
  grnItems: GrnItemsTable;
  supplierPayments: SupplierPaymentsTable;
  supplierPaymentAllocations: SupplierPaymentAllocationsTable;
  supplierReturns: SupplierReturnsTable;
  supplierReturnItems: SupplierReturnItemsTable;
}

export interface GrnsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
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
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
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

/** A payment made to a supplier after the reception (`PF-2026-000001`), in centimes. */
export interface SupplierPaymentsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
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
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  paymentId: number;
  grnId: number;
  amount: number;
}

export interface SupplierReturnsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
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
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
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
