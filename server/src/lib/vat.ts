import type { VatBreakdownLine, VatRate } from '@hanout/contract';

export { splitInclusive, vatOnExclusive } from '@hanout/contract';
import { toDirhams } from './money';

/** A sold line's price and amounts (VAT included in its total), from centimes to dirhams, as invoices and credit notes answer them. */
export const soldLineAmounts = (line: { sellingPrice: number; vatRate: VatRate; total: number; vat: number }) => ({
  sellingPrice: toDirhams(line.sellingPrice),
  vatRate: line.vatRate,
  totalExclVat: toDirhams(line.total - line.vat),
  vat: toDirhams(line.vat),
  total: toDirhams(line.total),
});

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
