import type { ActiveIngredient, MedicineSchedule } from '@hanout/contract';
import { dciNames, equivalenceKey, isScheduled } from '../../lib/medicines';
import { toCentimes } from '../../lib/money';

/** The pharmaceutical fields of a product write: undefined keeps the product's own (the defaults for a new one). */
export interface MedicineValues {
  dci?: ActiveIngredient[];
  form?: string | null;
  unitsPerPack?: number;
  ppv?: number | null;
  pph?: number | null;
  schedule?: MedicineSchedule;
  prescriptionRequired?: boolean;
  sellByUnit?: boolean;
}

interface StoredMedicine {
  dci: string | null;
  form: string | null;
}

const centimesOrNull = (dirhams: number | null) => (dirhams === null ? null : toCentimes(dirhams));

/**
 * The columns a write sets: only those of the fields given, and the DCI's searched names and
 * equivalence key whenever the DCI or the form changes (read from `stored`, the product as it is,
 * for the one not given). A product put in a schedule needs a prescription unless the write says otherwise.
 */
export function medicineColumns(values: MedicineValues, stored?: StoredMedicine) {
  const { dci, form, unitsPerPack, ppv, pph, schedule, prescriptionRequired, sellByUnit } = values;
  const columns: Record<string, unknown> = {};
  if (dci !== undefined || form !== undefined || !stored) {
    const ingredients = dci ?? (stored?.dci ? (JSON.parse(stored.dci) as ActiveIngredient[]) : []);
    const productForm = form === undefined ? (stored?.form ?? null) : form || null;
    Object.assign(columns, {
      dci: ingredients.length ? JSON.stringify(ingredients) : null,
      dciNames: dciNames(ingredients),
      equivalenceKey: equivalenceKey(ingredients, productForm),
      form: productForm,
    });
  }
  if (unitsPerPack !== undefined) columns.unitsPerPack = unitsPerPack;
  if (ppv !== undefined) columns.ppv = centimesOrNull(ppv);
  if (pph !== undefined) columns.pph = centimesOrNull(pph);
  if (schedule !== undefined) columns.schedule = schedule;
  const required = prescriptionRequired ?? (schedule !== undefined && isScheduled(schedule) ? true : undefined);
  if (required !== undefined) columns.prescriptionRequired = required ? 1 : 0;
  if (sellByUnit !== undefined) columns.sellByUnit = sellByUnit ? 1 : 0;
  return columns as {
    dci?: string | null;
    dciNames?: string | null;
    equivalenceKey?: string | null;
    form?: string | null;
    unitsPerPack?: number;
    ppv?: number | null;
    pph?: number | null;
    schedule?: MedicineSchedule;
    prescriptionRequired?: number;
    sellByUnit?: number;
  };
}
