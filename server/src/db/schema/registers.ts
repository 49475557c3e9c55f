import type { Generated } from 'kysely';
import type { MedicineSchedule } from '@hanout/contract';

/** Prescriptions kept with the sales that dispensed on them, and the ordonnancier (migration 047). */
export interface RegisterTables {
  prescriptions: PrescriptionsTable;
  ordonnancierEntries: OrdonnancierEntriesTable;
}

/** The prescription a sale was dispensed on: one per invoice, never changed. */
export interface PrescriptionsTable {
  /** The shop the row belongs to (migration 047); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  invoiceId: number;
  prescriberName: string;
  /** The prescriber's INPE (identifiant national des professionnels de santé), when given. */
  prescriberInpe: string | null;
  patientName: string;
  patientAddress: string | null;
  /** The patient's national ID (CIN): required for tableau B. */
  patientNationalId: string | null;
  /** The day the prescription was written, `YYYY-MM-DD`. */
  prescribedOn: string;
  prescriptionNumber: string | null;
  userId: number;
  at: string;
}

/**
 * One line of the ordonnancier: a dispensed invoice line (positive quantity) or, for a return, its
 * counter-entry (negative, with its credit note and the entry it reverses). Product, schedule and
 * lot are copied as they were, so that the register reads the same whatever the catalogue becomes.
 */
export interface OrdonnancierEntriesTable {
  /** The shop the row belongs to (migration 047); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  /** `ORD-2026-000001`, without gaps per shop and year. */
  number: string;
  localDate: string;
  at: string;
  prescriptionId: number;
  invoiceId: number;
  invoiceItemId: number;
  creditNoteId: number | null;
  reversesEntryId: number | null;
  /** The invoice's number, or the credit note's for a counter-entry. */
  documentNumber: string;
  productId: number;
  productName: string;
  schedule: MedicineSchedule;
  stockId: number;
  batchNumber: string | null;
  quantity: number;
  userId: number;
}
