import { dispensedOnPrescription, type ActiveIngredient, type MedicineSchedule } from '@hanout/contract';
import { toDirhams } from '../../lib/money';

/** The pharmaceutical columns of a product, as every query that answers a product reads them. */
export const MEDICINE_COLUMNS = [
  'products.dci',
  'products.form',
  'products.unitsPerPack',
  'products.ppv',
  'products.pph',
  'products.schedule',
  'products.prescriptionRequired',
  'products.sellByUnit',
  'products.unitProductId',
] as const;

interface MedicineRow {
  dci: string | null;
  form: string | null;
  unitsPerPack: number;
  ppv: number | null;
  pph: number | null;
  schedule: MedicineSchedule;
  prescriptionRequired: number | boolean;
  sellByUnit: number | boolean;
  unitProductId: number | null;
}

/** The pharmaceutical fields of a product's answer from its row. */
export const medicineFieldsOf = (row: MedicineRow) => ({
  dci: row.dci ? (JSON.parse(row.dci) as ActiveIngredient[]) : [],
  form: row.form,
  unitsPerPack: row.unitsPerPack,
  ppv: row.ppv === null ? null : toDirhams(row.ppv),
  pph: row.pph === null ? null : toDirhams(row.pph),
  schedule: row.schedule,
  // Tableaux A, B and C are dispensed on prescription whatever the flag says.
  prescriptionRequired: dispensedOnPrescription(row),
  sellByUnit: !!row.sellByUnit,
  unitProductId: row.unitProductId,
});
