import type { DashboardStatistics } from '@hanout/contract';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PIE_COLORS = ['teal.6', 'blue.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.6', 'pink.6', 'indigo.6'];
const PIE_SLICES = 7;

/** The line chart's rows: one per month, Sales (invoice grand totals) and Expenses (GRN grand totals). */
export const monthlyRows = (statistics: DashboardStatistics) =>
  MONTHS.map((month, index) => ({
    month,
    Sales: statistics.TotalInvoiceByMonth[index] ?? 0,
    Expenses: statistics.TotalGrnByMonth[index] ?? 0,
  }));

/** The pie's slices: the most sold products, the rest grouped as 'Other products'. */
export function orderSlices(byProduct: DashboardStatistics['TotalOrderByProduct']) {
  const sorted = [...byProduct].sort((a, b) => b.total - a.total);
  const shown = sorted.length > PIE_SLICES + 1 ? sorted.slice(0, PIE_SLICES) : sorted;
  const rest = sorted.slice(shown.length).reduce((sum, product) => sum + product.total, 0);
  const slices = shown.map((product, index) => ({ name: product.productName, value: product.total, color: PIE_COLORS[index] }));
  if (rest > 0) slices.push({ name: 'Other products', value: rest, color: 'gray.5' });
  return slices;
}

/** Nothing sold nor bought this year: the dashboard shows its empty state. */
export const isEmptyYear = (statistics: DashboardStatistics) =>
  statistics.SUM === 0 && statistics.TotalGrnByMonth.every((total) => total === 0) && statistics.TotalGrnPay === 0;
