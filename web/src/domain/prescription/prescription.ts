import { dispensedOnPrescription, oldestPrescriptionDate, type Prescription, type ProductLookupItem } from '@hanout/contract';
import { t } from '../../common/i18n';

/*
 * The prescription of the counter's sale, as the server rules it (modules/registers/dispensing.ts):
 * a product that needs a prescription makes it required, a narcotic (tableau B) the patient's
 * national ID too; its date is not after today, nor more than a year before. Asked once per sale.
 */

type Line = { product: Pick<ProductLookupItem, 'name' | 'schedule' | 'prescriptionRequired'> };

/** The names of the sale's products dispensed on prescription only. */
export const prescriptionProducts = (lines: Line[]): string[] =>
  lines.filter((line) => dispensedOnPrescription(line.product)).map((line) => line.product.name);

/** Whether a line is a narcotic (tableau B): dispensed on the patient's national ID. */
export const hasNarcotic = (lines: Line[]): boolean => lines.some((line) => line.product.schedule === 'B');

/** Whether the sale cannot be sent as it is: a prescription it needs is missing, or a narcotic's national ID. */
export function prescriptionMissing(lines: Line[], prescription: Prescription | undefined): boolean {
  if (!prescriptionProducts(lines).length) return false;
  return !prescription || (hasNarcotic(lines) && !prescription.patient.nationalId);
}

/** The form's fields, as typed. */
export interface PrescriptionForm {
  prescriberName: string;
  inpe: string;
  patientName: string;
  nationalId: string;
  address: string;
  date: string;
  number: string;
}

export const formOf = (prescription: Prescription | undefined, today: string): PrescriptionForm => ({
  prescriberName: prescription?.prescriber.name ?? '',
  inpe: prescription?.prescriber.inpe ?? '',
  patientName: prescription?.patient.name ?? '',
  nationalId: prescription?.patient.nationalId ?? '',
  address: prescription?.patient.address ?? '',
  date: prescription?.date ?? today,
  number: prescription?.number ?? '',
});

export type PrescriptionErrors = Partial<Record<keyof PrescriptionForm, string>>;

/** What is wrong with the form, field by field (empty when it can be sent). */
export function formErrors(form: PrescriptionForm, narcotic: boolean, today: string): PrescriptionErrors {
  const errors: PrescriptionErrors = {};
  if (!form.prescriberName.trim()) errors.prescriberName = t('Prescriber name is required');
  if (!form.patientName.trim()) errors.patientName = t('Patient name is required');
  if (narcotic && !form.nationalId.trim()) errors.nationalId = t('A narcotic (tableau B) needs the patient’s national ID');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) errors.date = t('Date must be YYYY-MM-DD');
  else if (form.date > today) errors.date = t('The prescription date cannot be after today');
  else if (form.date < oldestPrescriptionDate(today)) errors.date = t('The prescription date cannot be more than a year before today');
  return errors;
}

const orNull = (text: string) => text.trim() || null;

/** The prescription the sale sends. */
export const toPrescription = (form: PrescriptionForm): Prescription => ({
  prescriber: { name: form.prescriberName.trim(), inpe: orNull(form.inpe) },
  patient: { name: form.patientName.trim(), address: orNull(form.address), nationalId: orNull(form.nationalId) },
  date: form.date,
  number: orNull(form.number),
});
