import type { Generated } from 'kysely';

/** The shop's settings, its documents' numbers and contents, and its daily alerts. */
export interface ShopTables {
  shops: ShopsTable;
  shopSettings: ShopSettingsTable;
  documentSequences: DocumentSequencesTable;
  issuedDocuments: IssuedDocumentsTable;
  alertDigests: AlertDigestsTable;
}

/** The shop's identity and document settings: one row, id 1 (migration 008). */
export interface ShopSettingsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
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

export interface DocumentSequencesTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  kind: string;
  year: number;
  lastNumber: number;
}

/** What an issued document prints, as it was at issue (migration 033): its content as JSON. */
export interface IssuedDocumentsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  kind: string;
  recordId: number;
  content: string;
}

/** A shop day whose alerts digest an instance claimed (migration 026): one row a day, so one digest a day. */
export interface AlertDigestsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  day: string;
  claimedAt: string;
  sentAt: string | null;
  recipients: Generated<number>;
}

/** A shop of the installation (migration 044): a legal entity with its own everything. */
export interface ShopsTable {
  id: Generated<number>;
  /** What its users type at sign-in when the installation holds several shops: lower case. */
  code: string;
  name: string;
  status: Generated<'active' | 'suspended'>;
  createdAt: string;
}
