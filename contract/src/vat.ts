import { z } from 'zod';

/** The VAT rates of Morocco (%): 0 is exempt (medicines), 20 the usual rate (parapharmacy). */
export const VAT_RATES = [0, 7, 10, 14, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

export { splitInclusive, vatOnExclusive } from './arithmetic';

export const vatRate = z.literal(VAT_RATES, { error: 'VAT rate must be one of 0, 7, 10, 14, 20' });

/** One rate of a document or a period: the base before tax (HT), the VAT and the total (TTC), in dirhams. */
export const vatBreakdownLine = z.object({ rate: vatRate, base: z.number(), vat: z.number(), total: z.number() });
export type VatBreakdownLine = z.infer<typeof vatBreakdownLine>;

/**
 * GET /api/reports/vat: the VAT summary for the declaration, administrators only.
 * `period` is a month (`2026-11`) or a quarter (`2026-Q4`); `format=csv` answers the same figures as CSV.
 */
export const vatSummaryQuery = z.object({
  period: z
    .string({ error: 'Period is required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, 'Period must be a month (YYYY-MM) or a quarter (YYYY-Q1 to YYYY-Q4)'),
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});
export type VatSummaryQuery = z.input<typeof vatSummaryQuery>;

const vatSection = z.object({
  /** Every rate, 0 % first, zeros included. */
  byRate: z.array(vatBreakdownLine),
  base: z.number(),
  vat: z.number(),
  total: z.number(),
  /** Invoices (sales) or GRNs (purchases) of the period. */
  documents: z.number().int(),
});

/**
 * Sales: invoice lines of the period by rate (prices VAT-inclusive, HT = TTC / (1 + rate) per line), less
 * the lines of the period's credit notes (returned goods lower the taxable base); purchases, less the
 * period's supplier returns: GRN lines by rate (buying prices HT). `vatDue` = sales VAT − purchases VAT (deductible).
 */
export const vatSummary = z.object({
  period: z.string(),
  /** First and last shop-local days of the period, inclusive. */
  from: z.string(),
  to: z.string(),
  sales: vatSection,
  purchases: vatSection,
  vatDue: z.number(),
});
export type VatSummary = z.infer<typeof vatSummary>;
