import type { VatBreakdownLine, VatRate } from '@hanout/contract';
import { toDirhams } from './money';

/** a / b rounded to the nearest whole number, halves up, in exact integer arithmetic (a ≥ 0, b > 0). */
const roundedQuotient = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Splits a VAT-inclusive amount (centimes): HT = TTC / (1 + rate) rounded to the centime, VAT = TTC − HT.
 * Applied per line, as the invoice prints it.
 */
export function splitInclusive(inclVat: number, rate: number): { exclVat: number; vat: number } {
  const exclVat = roundedQuotient(inclVat * 100, 100 + rate);
  return { exclVat, vat: inclVat - exclVat };
}

/** The VAT on an amount before tax (centimes), rounded to the centime: a GRN line's buying total. */
export const vatOnExclusive = (exclVat: number, rate: number): number => roundedQuotient(exclVat * rate, 100);

/** Per rate (lowest first), the base HT, VAT and total TTC of lines given in centimes, answered in dirhams. */
export function vatBreakdown(lines: { vatRate: number; exclVat: number; vat: number }[]): VatBreakdownLine[] {
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRate) ?? { base: 0, vat: 0 };
    sum.base += line.exclVat;
    sum.vat += line.vat;
    byRate.set(line.vatRate, sum);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => ({
      rate: rate as VatRate,
      base: toDirhams(sum.base),
      vat: toDirhams(sum.vat),
      total: toDirhams(sum.base + sum.vat),
    }));
}
