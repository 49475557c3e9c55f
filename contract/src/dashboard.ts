import { z } from 'zod';

/** Products named in TotalOrderByProduct; a year of sales can cover thousands, which no pie shows. */
export const ORDER_BY_PRODUCT_SHOWN = 8;

const twelveMonths = z.array(z.number()).length(12);

/**
 * GET /api/invoice/statistics, for the current year in the shop's time zone. Amounts in dirhams.
 * TotalInvoiceByMonth / TotalGrnByMonth: grand totals per month (January first);
 * TotalInvoicePay: income, the money kept (payments received at the sales − change given back, and
 * the customers' later payments of the year, less the refunds of credit notes);
 * TotalGrnPay: expenses, the payments made to suppliers, and TotalGrnPayByMonth the same per month
 * (the chart's Expenses); Marge: profit on amounts before tax, sales HT − buying price (HT) × quantity sold,
 * less the returned goods (their sale HT, less their cost when they went back into stock);
 * SUM: number of invoices;
 * TotalOrderByProduct: units sold per product, most sold first, for the ORDER_BY_PRODUCT_SHOWN most sold
 * (what the pie can show); OtherProductsTotal: the units sold of all the other products together.
 * Purchases, income, expenses and profit are for administrators: staff receive sales, counts and products only.
 */
export const dashboardStatistics = z
  .object({
    year: z.number().int(),
    TotalInvoiceByMonth: twelveMonths,
    TotalGrnByMonth: twelveMonths.optional().describe('Administrators only'),
    TotalInvoicePay: z.number().optional().describe('Administrators only'),
    TotalGrnPay: z.number().optional().describe('Administrators only'),
    TotalGrnPayByMonth: twelveMonths.optional().describe('Administrators only'),
    Marge: z.number().optional().describe('Administrators only'),
    SUM: z.number().int(),
    TotalOrderByProduct: z.array(z.object({ productName: z.string(), total: z.number().int() })).max(ORDER_BY_PRODUCT_SHOWN),
    OtherProductsTotal: z.number().int(),
  })
  .meta({ id: 'DashboardStatistics' });
export type DashboardStatistics = z.infer<typeof dashboardStatistics>;

/** GET /api/invoice/top-selling: the 5 products with the most units sold this year. */
export const topSellingProduct = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.object({ name: z.string(), category: z.object({ name: z.string() }) }),
    unitsSold: z.number().int(),
  })
  .meta({ id: 'TopSellingProduct' });
export const topSellingList = z.array(topSellingProduct);
export type TopSellingProduct = z.infer<typeof topSellingProduct>;

/**
 * GET /api/invoice/recent-orders: the 10 latest invoices. `invoice` is the number, `price` the grand
 * total, `balance` payment − total at the sale, `remainingDue` what the invoice still owes now.
 */
export const recentOrder = z
  .object({
    id: z.number().int(),
    customer: z.string(),
    invoice: z.string(),
    price: z.number(),
    payment: z.number(),
    balance: z.number(),
    remainingDue: z.number(),
  })
  .meta({ id: 'RecentOrder' });
export const recentOrderList = z.array(recentOrder);
export type RecentOrder = z.infer<typeof recentOrder>;
