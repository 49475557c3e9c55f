import type { VatBreakdownLine, VatRate } from '@hanout/contract';

export { splitInclusive, vatOnExclusive } from '@hanout/contract';
import { toDirhams } from './money';

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
