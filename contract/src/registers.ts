import { z } from 'zod';
import { calendarDate, id, paged, pageIndex, pageSize, requiredText } from './common';
import { medicineSchedule } from './medicines';
import { stockMovementType } from './stock-ledger';

/** An optional text: empty or absent is none. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must have at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * The prescription a sale is dispensed on (`prescription` of POST /api/invoice): required when a line's
 * product needs a prescription; the patient's national ID (CIN) also when a line is of tableau B.
 * The date is the prescription's, not after today.
 */
export const prescriptionRequest = z.object({
  prescriber: z.object(
    {
      name: requiredText('Prescriber name', 150),
      /** Identifiant national des professionnels de santé. */
      inpe: optionalText('INPE', 20),
    },
    { error: 'The prescriber is required' },
  ),
  patient: z.object(
    {
      name: requiredText('Patient name', 150),
      address: optionalText('Patient address', 300),
      /** Carte nationale d’identité (or a passport's number), kept in capitals without spaces. */
      nationalId: optionalText('National ID', 20).transform((value) => value && value.replace(/\s+/g, '').toUpperCase()),
    },
    { error: 'The patient is required' },
  ),
  date: calendarDate,
  number: optionalText('Prescription number', 40),
});
export type PrescriptionRequest = z.input<typeof prescriptionRequest>;
export type Prescription = z.output<typeof prescriptionRequest>;

/** Inclusive shop-local days; absent means no bound. */
const rangeFields = {
  from: calendarDate.optional().describe('First day, inclusive (YYYY-MM-DD)'),
  to: calendarDate.optional().describe('Last day, inclusive (YYYY-MM-DD)'),
};
const pageFields = {
  page: pageIndex.default(0).describe('Page number, from 0'),
  size: pageSize.default(20).describe('Lines per page: 10, 20, 30, 40 or 50'),
};

/** GET /api/registers/prescriptions/report */
export const registerRangeQuery = z.object(rangeFields);
export type RegisterRangeQuery = z.infer<typeof registerRangeQuery>;
/** GET /api/registers/prescriptions */
export const ordonnancierQuery = z.object({ ...rangeFields, ...pageFields });
export type OrdonnancierQuery = z.infer<typeof ordonnancierQuery>;

/**
 * One entry of the ordonnancier, in number order: a line dispensed on prescription, or (`reverses`
 * set, quantity negative) the counter-entry of its return on a credit note. Product, schedule and lot
 * are as they were when dispensed.
 */
export const ordonnancierEntry = z
  .object({
    id: z.number().int(),
    number: z.string(),
    date: z.string(),
    at: z.string(),
    prescriber: z.object({ name: z.string(), inpe: z.string().nullable() }),
    patient: z.object({ name: z.string(), address: z.string().nullable(), nationalId: z.string().nullable() }),
    prescription: z.object({ date: z.string(), number: z.string().nullable() }),
    product: z.object({ id: z.number().int(), name: z.string(), schedule: medicineSchedule }),
    quantity: z.number().int(),
    batchNumber: z.string().nullable(),
    /** The invoice that dispensed it, or the credit note of a counter-entry. */
    document: z.object({ id: z.number().int(), number: z.string() }),
    /** The entry a counter-entry reverses. */
    reverses: z.object({ id: z.number().int(), number: z.string() }).nullable(),
    user: z.object({ id: z.number().int(), name: z.string() }),
  })
  .meta({ id: 'OrdonnancierEntry' });
export type OrdonnancierEntry = z.infer<typeof ordonnancierEntry>;
export const ordonnancierPage = paged(ordonnancierEntry);

/** GET /api/registers/narcotics/report */
export const narcoticsReportQuery = z.object({ productId: id.describe('The tableau B product'), ...rangeFields });
export type NarcoticsReportQuery = z.infer<typeof narcoticsReportQuery>;
/** GET /api/registers/narcotics */
export const narcoticsQuery = narcoticsReportQuery.extend(pageFields);
export type NarcoticsQuery = z.infer<typeof narcoticsQuery>;

/**
 * One movement of a tableau B product's units, oldest first, from the stock ledger: in (`quantityIn`)
 * or out (`quantityOut`), with its document and the product's `balance` after it, which is the
 * product's stock at that moment.
 */
export const narcoticsEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    date: z.string(),
    type: stockMovementType,
    quantityIn: z.number().int(),
    quantityOut: z.number().int(),
    balance: z.number().int(),
    stockId: z.number().int(),
    batchNumber: z.string().nullable(),
    document: z.object({ id: z.number().int(), number: z.string().nullable() }).nullable(),
    /** The supplier of a reception or a return to it, the patient of a sale on prescription, the customer of a return. */
    party: z.string().nullable(),
    /** An adjustment's or a stocktake's reason, a return's. */
    reason: z.string().nullable(),
    /** What the user wrote with an adjustment, e.g. the number of a destruction's record. */
    note: z.string().nullable(),
    user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'NarcoticsEntry' });
export type NarcoticsEntry = z.infer<typeof narcoticsEntry>;

/**
 * A tableau B product's register over [from, to]: the balance before the first day (the sum of every
 * earlier movement), the units in and out over the days, the balance after the last (with no `to`,
 * the product's stock now), and a page of the movements, each with its running balance.
 */
export const narcoticsRegister = paged(narcoticsEntry)
  .extend({
    product: z.object({ id: z.number().int(), name: z.string(), schedule: medicineSchedule }),
    openingBalance: z.number().int(),
    totalIn: z.number().int(),
    totalOut: z.number().int(),
    closingBalance: z.number().int(),
  })
  .meta({ id: 'NarcoticsRegister' });
export type NarcoticsRegister = z.infer<typeof narcoticsRegister>;

/** GET /api/registers/prescribers: part of a prescriber's name or INPE; empty lists the most recent. */
export const prescribersQuery = z.object({
  q: z.string().trim().max(100, 'A search has at most 100 characters').default('').describe('Part of a name or an INPE'),
});
/** A prescriber as sales recorded them, most recently seen first. */
export const prescriber = z.object({ name: z.string(), inpe: z.string().nullable() }).meta({ id: 'Prescriber' });
export type Prescriber = z.infer<typeof prescriber>;
export const prescriberList = z.array(prescriber);
