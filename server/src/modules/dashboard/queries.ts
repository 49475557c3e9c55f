import { sql } from 'kysely';
import type { DashboardStatistics, RecentOrder, TopSellingProduct } from '@hanout/contract';
import { localDate } from '../../common/clock';
import { toDirhams } from '../../common/money';
import type { Db } from '../../db/connect';

/** The first and last shop-local days of the current year, and the year. */
export function currentYear(timeZone: string, now: Date = new Date()) {
  const year = Number(localDate(timeZone, now).slice(0, 4));
  return { year, from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The month (`01`…`12`) of a `YYYY-MM-DD` column, the same on SQLite and PostgreSQL. */
const monthOf = (column: 'invoices.localDate' | 'grns.localDate') => sql<string>`substr(${sql.ref(column)}, 6, 2)`;

function byMonth(rows: { month: string; total: number | string | null }[]): number[] {
  const months = Array<number>(12).fill(0);
  for (const row of rows) months[Number(row.month) - 1] = toDirhams(Number(row.total ?? 0));
  return months;
}

/** Units sold and profit per product, over the invoices of [from, to]: one pass over the lines. */
function productSales(db: Db, from: string, to: string) {
  return db
    .selectFrom('invoiceItems')
    .innerJoin('invoices', 'invoices.id', 'invoiceItems.invoiceId')
    .where('invoices.localDate', '>=', from)
    .where('invoices.localDate', '<=', to)
    .groupBy('invoiceItems.productId')
    .select((eb) => [
      'invoiceItems.productId',
      eb.fn.sum<number>('invoiceItems.quantity').as('unitsSold'),
      eb.fn
        .sum<number>(eb(eb.parens('invoiceItems.sellingPrice', '-', eb.ref('invoiceItems.buyingPrice')), '*', eb.ref('invoiceItems.quantity')))
        .as('margin'),
    ]);
}

export async function dashboardStatistics(db: Db, timeZone: string, now?: Date): Promise<DashboardStatistics> {
  const { year, from, to } = currentYear(timeZone, now);
  const invoiceMonth = monthOf('invoices.localDate');
  const grnMonth = monthOf('grns.localDate');
  const [invoiceMonths, grnMonths, invoiceTotals, grnTotals, products] = await Promise.all([
    db
      .selectFrom('invoices')
      .select((eb) => [invoiceMonth.as('month'), eb.fn.sum<number>('invoices.total').as('total')])
      .where('invoices.localDate', '>=', from)
      .where('invoices.localDate', '<=', to)
      .groupBy(invoiceMonth)
      .execute(),
    db
      .selectFrom('grns')
      .select((eb) => [grnMonth.as('month'), eb.fn.sum<number>('grns.total').as('total')])
      .where('grns.localDate', '>=', from)
      .where('grns.localDate', '<=', to)
      .groupBy(grnMonth)
      .execute(),
    db
      .selectFrom('invoices')
      .select((eb) => [eb.fn.sum<number>('invoices.payment').as('payment'), eb.fn.countAll<number>().as('count')])
      .where('invoices.localDate', '>=', from)
      .where('invoices.localDate', '<=', to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('grns')
      .select((eb) => eb.fn.sum<number>('grns.payment').as('payment'))
      .where('grns.localDate', '>=', from)
      .where('grns.localDate', '<=', to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(productSales(db, from, to).as('sales'))
      .innerJoin('products', 'products.id', 'sales.productId')
      .select(['products.name', 'sales.unitsSold', 'sales.margin'])
      .orderBy('sales.unitsSold', 'desc')
      .orderBy('products.name')
      .execute(),
  ]);
  return {
    year,
    TotalInvoiceByMonth: byMonth(invoiceMonths),
    TotalGrnByMonth: byMonth(grnMonths),
    TotalInvoicePay: toDirhams(Number(invoiceTotals.payment ?? 0)),
    TotalGrnPay: toDirhams(Number(grnTotals.payment ?? 0)),
    Marge: toDirhams(products.reduce((sum, product) => sum + Number(product.margin), 0)),
    SUM: Number(invoiceTotals.count),
    TotalOrderByProduct: products.map((product) => ({ productName: product.name, total: Number(product.unitsSold) })),
  };
}

/** The 5 products with the most units sold this year, with their brand and category. */
export async function topSelling(db: Db, timeZone: string, now?: Date): Promise<TopSellingProduct[]> {
  const { from, to } = currentYear(timeZone, now);
  const rows = await db
    .selectFrom(
      productSales(db, from, to)
        .clearSelect()
        .select((eb) => ['invoiceItems.productId', eb.fn.sum<number>('invoiceItems.quantity').as('unitsSold')])
        .as('sales'),
    )
    .innerJoin('products', 'products.id', 'sales.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('categories', 'categories.id', 'brands.categoryId')
    .select(['products.id', 'products.name', 'brands.name as brandName', 'categories.name as categoryName', 'sales.unitsSold'])
    .orderBy('sales.unitsSold', 'desc')
    .orderBy('products.name')
    .orderBy('products.id')
    .limit(5)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: { name: row.brandName, category: { name: row.categoryName } },
    unitsSold: Number(row.unitsSold),
  }));
}

/** The 10 latest invoices. */
export async function recentOrders(db: Db): Promise<RecentOrder[]> {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customerId')
    .select(['invoices.id', 'invoices.number', 'invoices.total', 'invoices.payment', 'invoices.balance', 'customers.name'])
    .orderBy('invoices.id', 'desc')
    .limit(10)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    customer: row.name,
    invoice: row.number,
    price: toDirhams(row.total),
    payment: toDirhams(row.payment),
    balance: toDirhams(row.balance),
  }));
}
