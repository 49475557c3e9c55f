import { ORDER_BY_PRODUCT_SHOWN, type DashboardStatistics, type RecentOrder, type TopSellingProduct } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { toCentimes, toDirhams } from '../../lib/money';
import type { Db } from '../../db/connect';
import { invoicesStillDue } from '../receivables';
import * as repository from './repository';
import type { MonthRow } from './repository';

/** The first and last shop-local days of the current year, and the year. */
export function currentYear(timeZone: string, now: Date = new Date()) {
  const year = Number(localDate(timeZone, now).slice(0, 4));
  return { year, from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * Grand totals and payments per month (January first), and the payments and number of documents of
 * all months; rows of one month add up (summed in centimes).
 */
function byMonth(rows: MonthRow[]) {
  const months = Array<number>(12).fill(0);
  const payments = Array<number>(12).fill(0);
  let count = 0;
  for (const row of rows) {
    months[Number(row.month) - 1] += Number(row.total ?? 0);
    payments[Number(row.month) - 1] += Number(row.payment ?? 0);
    count += Number(row.count);
  }
  return {
    months: months.map(toDirhams),
    payments: payments.map(toDirhams),
    payment: toDirhams(payments.reduce((sum, value) => sum + value, 0)),
    count,
  };
}

export async function dashboardStatistics(db: Db, timeZone: string): Promise<DashboardStatistics> {
  const { year, from, to } = currentYear(timeZone);
  const [invoiceMonths, grnMonths, paidToSuppliers, paidLater, refunds, returnedMargin, sales] = await Promise.all([
    repository.monthlyTotals(db, 'invoices', from, to),
    repository.monthlyTotals(db, 'grns', from, to),
    // Money paid to suppliers this year on what was received on credit is an expense too, in its month.
    repository.supplierPaymentsByMonth(db, from, to),
    // Money customers paid this year on what they had bought on credit is income too.
    repository.customerPaymentsTotal(db, from, to),
    // Money refunded on credit notes is not kept.
    repository.refundsTotal(db, from, to),
    repository.returnedMargin(db, from, to),
    repository.productsSold(db, from, to),
  ]);
  const invoices = byMonth(invoiceMonths);
  const grns = byMonth(grnMonths.concat(paidToSuppliers.map((row) => ({ month: row.month, total: 0, payment: row.amount, count: 0 }))));
  // A product all of whose units came back sold none.
  const products = sales.filter((product) => Number(product.unitsSold) > 0);
  const shown = products.slice(0, ORDER_BY_PRODUCT_SHOWN);
  return {
    year,
    TotalInvoiceByMonth: invoices.months,
    TotalGrnByMonth: grns.months,
    TotalInvoicePay: toDirhams(toCentimes(invoices.payment) + paidLater - refunds),
    TotalGrnPay: grns.payment,
    TotalGrnPayByMonth: grns.payments,
    Marge: toDirhams(sales.reduce((sum, product) => sum + Number(product.margin), 0) - returnedMargin),
    SUM: invoices.count,
    TotalOrderByProduct: shown.map((product) => ({ productName: product.name, total: Number(product.unitsSold) })),
    OtherProductsTotal: products.slice(shown.length).reduce((sum, product) => sum + Number(product.unitsSold), 0),
  };
}

/** The 5 products with the most units sold this year (returned units left out), with their brand and category. */
export async function topSelling(db: Db, timeZone: string): Promise<TopSellingProduct[]> {
  const { from, to } = currentYear(timeZone);
  const rows = await repository.topSellingProducts(db, from, to);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: { name: row.brandName, category: { name: row.categoryName } },
    unitsSold: Number(row.unitsSold),
  }));
}

/** The 10 latest invoices, each with what it still owes now (customer payments and credit notes since the sale taken off). */
export async function recentOrders(db: Db): Promise<RecentOrder[]> {
  const rows = await repository.latestInvoices(db);
  const stillDue = await invoicesStillDue(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    customer: row.name,
    invoice: row.number,
    price: toDirhams(row.total),
    payment: toDirhams(row.payment),
    balance: toDirhams(row.balance),
    remainingDue: toDirhams(stillDue.get(row.id) ?? 0),
  }));
}
