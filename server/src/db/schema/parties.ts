import type { Generated } from 'kysely';

/** The shop's customers, and the suppliers and companies it buys from. */
export interface PartyTables {
  customers: CustomersTable;
  companies: CompaniesTable;
  suppliers: SuppliersTable;
}

export interface CustomersTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
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
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string;
  address: string;
}

export interface SuppliersTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string;
  companyId: number;
}
