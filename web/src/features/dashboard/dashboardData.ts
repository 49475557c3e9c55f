import type { DashboardStatistics } from '@hanout/contract';
import { monthNames } from '../../common/dates';
import { t } from '../../common/i18n';

/** One per product the server names (ORDER_BY_PRODUCT_SHOWN). */
const PIE_COLORS = ['teal.6', 'blue.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.6', 'pink.6', 'indigo.6'];

/**
 * The line chart's rows: one per month, Sales (invoice grand totals) and Expenses (payments made to
 * suppliers, as the Summary's Expenses).
 */
export const monthlyRows = (statistics: DashboardStatistics) =>
  monthNames().map((month, index) => ({
    month,
    Sales: statistics.TotalInvoiceByMonth[index] ?? 0,
    Expenses: statistics.TotalGrnPayByMonth?.[index] ?? 0,
  }));

/** The pie's slices: the most sold products, then the rest grouped as 'Other products'. */
export function orderSlices(statistics: Pick<DashboardStatistics, 'TotalOrderByProduct' | 'OtherProductsTotal'>) {
  const slices = statistics.TotalOrderByProduct.map((product, index) => ({
    name: product.productName,
    value: product.total,
    color: PIE_COLORS[index % PIE_COLORS.length],
  }));
  if (statistics.OtherProductsTotal > 0) slices.push({ name: t('Other products'), value: statistics.OtherProductsTotal, color: 'gray.5' });
  return slices;
}

/**
 * Nothing sold nor bought this year: the dashboard shows its empty state. Staff are not told the
 * purchases, so their dashboard never claims that nothing was bought.
 */
export const isEmptyYear = (statistics: DashboardStatistics) =>
  statistics.SUM === 0 && statistics.TotalGrnByMonth?.every((total) => total === 0) === true && !statistics.TotalGrnPay;

/**
 * The value axis: 0 up to a round top at or above `max`, in `count` equal steps of 1, 2, 2.5 or 5
 * times a power of ten (a year without figures still gets an axis up to 1).
 */
export function axisTicks(max: number, count = 4): number[] {
  const rough = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** A donut slice's outline from `start` to `end` (fractions of the turn, clockwise from the top), on a 100×100 box. */
export function donutSlice(start: number, end: number, outer = 50, inner = 30): string {
  // A whole turn is drawn as two halves: an arc's two ends cannot coincide.
  if (end - start >= 1) return `${donutSlice(0, 0.5, outer, inner)} ${donutSlice(0.5, 1, outer, inner)}`;
  const point = (fraction: number, radius: number) => {
    const angle = 2 * Math.PI * fraction - Math.PI / 2;
    return `${(50 + radius * Math.cos(angle)).toFixed(3)} ${(50 + radius * Math.sin(angle)).toFixed(3)}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return [
    `M ${point(start, outer)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(end, outer)}`,
    `L ${point(end, inner)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(start, inner)}`,
    'Z',
  ].join(' ');
}
