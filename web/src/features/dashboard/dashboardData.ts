import type { DashboardStatistics } from '@hanout/contract';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** One per product the server names (ORDER_BY_PRODUCT_SHOWN). */
const PIE_COLORS = ['teal.6', 'blue.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.6', 'pink.6', 'indigo.6'];

/**
 * The line chart's rows: one per month, Sales (invoice grand totals) and Expenses (payments made to
 * suppliers, as the Summary's Expenses).
 */
export const monthlyRows = (statistics: DashboardStatistics) =>
  MONTHS.map((month, index) => ({
    month,
    Sales: statistics.TotalInvoiceByMonth[index] ?? 0,
    Expenses: statistics.TotalGrnPayByMonth[index] ?? 0,
  }));

/** The pie's slices: the most sold products, then the rest grouped as 'Other products'. */
export function orderSlices(statistics: Pick<DashboardStatistics, 'TotalOrderByProduct' | 'OtherProductsTotal'>) {
  const slices = statistics.TotalOrderByProduct.map((product, index) => ({
    name: product.productName,
    value: product.total,
    color: PIE_COLORS[index % PIE_COLORS.length],
  }));
  if (statistics.OtherProductsTotal > 0) slices.push({ name: 'Other products', value: statistics.OtherProductsTotal, color: 'gray.5' });
  return slices;
}

/** Nothing sold nor bought this year: the dashboard shows its empty state. */
export const isEmptyYear = (statistics: DashboardStatistics) =>
  statistics.SUM === 0 && statistics.TotalGrnByMonth.every((total) => total === 0) && statistics.TotalGrnPay === 0;
