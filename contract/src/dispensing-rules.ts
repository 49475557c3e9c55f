/*
 * The dispensary's rules both sides apply, without Zod: the staff screens import them without the
 * schemas of the files that define a medicine or a prescription.
 */

/** DECISIONS: tableaux A, B and C, and any product marked so, are dispensed on a prescription only. */
export const dispensedOnPrescription = (product: { schedule: string; prescriptionRequired: boolean | number }): boolean =>
  product.schedule !== 'NONE' || !!product.prescriptionRequired;

/** The oldest date a prescription may bear: a year before `today` (YYYY-MM-DD); an older one is mistyped. */
export const oldestPrescriptionDate = (today: string): string => `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
