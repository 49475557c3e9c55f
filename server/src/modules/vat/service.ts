import { VAT_RATES, type VatBreakdownLine, type VatSummary } from '@hanout/contract';
import { toDirhams } from '../../lib/money';
import type { Db } from '../../db/connect';
import * as repository from './repository';
import type { RateRow } from './repository';

/** The first and last days of a month (`2026-11`) or a quarter (`2026-Q4`). */
export function periodDays(period: string): { from: string; to: string } {
  const year = Number(period.slice(0, 4));
  const quarter = period.match(/Q([1-4])$/);
  const firstMonth = quarter ? (Number(quarter[1]) - 1) * 3 + 1 : Number(period.slice(5, 7));
  const lastMonth = quarter ? firstMonth + 2 : firstMonth;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const month = (value: number) => String(value).padStart(2, '0');
  return { from: `${year}-${month(firstMonth)}-01`, to: `${year}-${month(lastMonth)}-${lastDay}` };
}

/** Every rate, zeros included, and the section's totals, in dirhams. */
function section(rows: RateRow[], documents: number) {
  const byRate: VatBreakdownLine[] = VAT_RATES.map((rate) => {
    const row = rows.find((candidate) => Number(candidate.vatRate) === rate);
    const base = Number(row?.base ?? 0);
    const vat = Number(row?.vat ?? 0);
    return { rate, base: toDirhams(base), vat: toDirhams(vat), total: toDirhams(base + vat) };
  });
  const base = rows.reduce((sum, row) => sum + Number(row.base ?? 0), 0);
  const vat = rows.reduce((sum, row) => sum + Number(row.vat ?? 0), 0);
  return { byRate, base: toDirhams(base), vat: toDirhams(vat), total: toDirhams(base + vat), documents, centimes: vat };
}

/** Each rate's base and VAT of `rows` less those of `less`: what a period's corrections take off its documents. */
function net(rows: RateRow[], less: RateRow[]): RateRow[] {
  return VAT_RATES.map((vatRate) => {
    const of = (list: RateRow[], key: 'base' | 'vat') =>
      list.filter((row) => Number(row.vatRate) === vatRate).reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
    return { vatRate, base: of(rows, 'base') - of(less, 'base'), vat: of(rows, 'vat') - of(less, 'vat') };
  });
}

/**
 * Sales (invoice lines, as issued: HT = total − VAT, less the credit notes of the period: returned
 * goods lower the taxable base) and purchases (GRN lines: buying total HT and its VAT, less the goods
 * sent back to suppliers in the period: their VAT is no longer deductible) of a period by rate, for the
 * VAT declaration.
 */
export async function vatSummary(db: Db, period: string): Promise<VatSummary> {
  const { from, to } = periodDays(period);
  const [sales, returns, purchases, sentBack, invoiceCount, grnCount] = await Promise.all([
    repository.salesByRate(db, from, to),
    repository.creditNotesByRate(db, from, to),
    repository.purchasesByRate(db, from, to),
    repository.supplierReturnsByRate(db, from, to),
    repository.documentCount(db, 'invoices', from, to),
    repository.documentCount(db, 'grns', from, to),
  ]);
  const { centimes: salesVat, ...salesSection } = section(net(sales, returns), invoiceCount);
  const { centimes: purchasesVat, ...purchasesSection } = section(net(purchases, sentBack), grnCount);
  return { period, from, to, sales: salesSection, purchases: purchasesSection, vatDue: toDirhams(salesVat - purchasesVat) };
}

/** What ends the export when the shop is outside the VAT, in place of an amount due it cannot claim nor owe. */
const OUTSIDE_VAT = 'Outside the VAT: nothing due';

/** A line of the summary as its export lists it: a section's rate, its total over every rate, or the VAT due. */
export interface VatSummaryLine {
  section: 'Sales' | 'Purchases' | 'VAT due' | 'VAT credit' | typeof OUTSIDE_VAT;
  /** Null on a section's total and on the VAT due. */
  rate: number | null;
  base: number | null;
  vat: number | null;
  total: number | null;
}

/** The summary's lines, one per section and rate, each section's total, then the VAT due (none outside the VAT). */
export function vatSummaryLines(summary: VatSummary, { vatRegistered }: { vatRegistered: boolean }): VatSummaryLine[] {
  const lines: VatSummaryLine[] = [];
  for (const [section, part] of [
    ['Sales', summary.sales],
    ['Purchases', summary.purchases],
  ] as const) {
    for (const line of part.byRate) lines.push({ section, rate: line.rate, base: line.base, vat: line.vat, total: line.total });
    lines.push({ section, rate: null, base: part.base, vat: part.vat, total: part.total });
  }
  lines.push(
    !vatRegistered
      ? { section: OUTSIDE_VAT, rate: null, base: null, vat: null, total: null }
      : // More VAT paid on purchases than collected: a credit carried forward, not a negative due.
        summary.vatDue < 0
        ? { section: 'VAT credit', rate: null, base: null, vat: -summary.vatDue, total: null }
        : { section: 'VAT due', rate: null, base: null, vat: summary.vatDue, total: null },
  );
  return lines;
}
