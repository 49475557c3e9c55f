import { sql } from 'kysely';
import { ORDER_BY_PRODUCT_SHOWN, type DashboardStatistics, type RecentOrder, type TopSellingProduct } from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { toCentimes, toDirhams } from '../../lib/money';
import type { Db } from '../../db/connect';
import { inDayRange } from '../../db/paging';
import { PAID_AT_RECEPTION } from '../accounts/index';
import { invoicesStillDue } from '../receivables';

/** The first and last shop-local days of the current year, and the year. */
export function currentYear(timeZone: string, now: Date = new Date()) {
  const year = Number(localDate(timeZone, now).slice(0, 4));
  return { year, from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The month (`01`…`12`) of a `YYYY-MM-DD` column, the same on SQLite and PostgreSQL. */
const monthOf = (column: 'invoices.localDate' | 'grns.localDate' | 'supplierPayments.localDate') =>
  sql<string>`substr(${sql.ref(column)}, 6, 2)`;

type MonthRow = { month: string; total: number | string | null; payment: number | string | null; count: number | string };

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

/**
 * Per month of [from, to]: the grand total, the money kept (payments less the change given back on
 * sales; on a GRN, what was paid at the reception up to its total, as the supplier's account counts
 * it) and the number of invoices or GRNs, in one pass.
 */
function monthlyTotals(db: Db, table: 'invoices' | 'grns', from: string, to: string): Promise<MonthRow[]> {
  const month = monthOf(`${table}.localDate`);
  return inDayRange(db.selectFrom(table), `${table}.localDate`, from, to)
    .select((eb) => [
      month.as('month'),
      eb.fn.sum<number>(`${table}.total`).as('total'),
      (table === 'invoices'
        ? eb.fn.sum<number>(eb('invoices.payment', '-', eb.ref('invoices.change')))
        : eb.fn.sum<number>(PAID_AT_RECEPTION)
      ).as('payment'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy(month)
    .execute();
}

/** Units returned per product on the credit notes of [from, to]. */
function unitsReturned(db: Db, from: string, to: string) {
  return inDayRange(
    db.selectFrom('creditNoteItems').innerJoin('creditNotes', 'creditNotes.id', 'creditNoteItems.creditNoteId'),
    'creditNotes.localDate',
    from,
    to,
  )
    .groupBy('creditNoteItems.productId')
    .select((eb) => ['creditNoteItems.productId', eb.fn.sum<number>('creditNoteItems.quantity').as('units')]);
}

/**
 * Units sold and, `withMargin`, profit (sales HT − buying price HT × quantity) per product, over the
 * invoices of [from, to]: one pass over the lines. A unit returned on a credit note of those days
 * was not sold, and is taken off (the profit it undoes is counted once for all, in dashboardStatistics).
 */
function productSales(db: Db, from: string, to: string, { withMargin }: { withMargin: boolean }) {
  const sold = inDayRange(
    db.selectFrom('invoiceItems').innerJoin('invoices', 'invoices.id', 'invoiceItems.invoiceId'),
    'invoices.localDate',
    from,
    to,
  )
    .groupBy('invoiceItems.productId')
    .select((eb) => ['invoiceItems.productId', eb.fn.sum<number>('invoiceItems.quantity').as('units')])
    // The top sellers need no profit: summing it doubled their time on SQLite.
    .$if(withMargin, (query) =>
      query.select((eb) =>
        eb.fn
          .sum<number>(
            eb(
              eb('invoiceItems.total', '-', eb.ref('invoiceItems.vat')),
              '-',
              eb(eb.ref('invoiceItems.buyingPrice'), '*', eb.ref('invoiceItems.quantity')),
            ),
          )
          .as('margin'),
      ),
    );
  return db
    .selectFrom(sold.as('sold'))
    .leftJoin(unitsReturned(db, from, to).as('returned'), 'returned.productId', 'sold.productId')
    .select((eb) => ['sold.productId', eb('sold.units', '-', eb.fn.coalesce('returned.units', sql.lit(0))).as('unitsSold')])
    .$if(withMargin, (query) => query.select('sold.margin'));
}

export async function dashboardStatistics(db: Db, timeZone: string): Promise<DashboardStatistics> {
  const { year, from, to } = currentYear(timeZone);
  const paidMonth = monthOf('supplierPayments.localDate');
  const [invoiceMonths, grnMonths, paidToSuppliers, paidLater, returns, returnedMargin, sales] = await Promise.all([
    monthlyTotals(db, 'invoices', from, to),
    monthlyTotals(db, 'grns', from, to),
    // Money paid to suppliers this year on what was received on credit is an expense too, in its month.
    inDayRange(db.selectFrom('supplierPayments'), 'supplierPayments.localDate', from, to)
      .select((eb) => [paidMonth.as('month'), eb.fn.sum<number>('supplierPayments.amount').as('amount')])
      .groupBy(paidMonth)
      .execute(),
    // Money customers paid this year on what they had bought on credit is income too.
    inDayRange(db.selectFrom('customerPayments'), 'customerPayments.localDate', from, to)
      .select((eb) => eb.fn.sum<number>('customerPayments.amount').as('amount'))
      .executeTakeFirstOrThrow(),
    // Money refunded on credit notes is not kept.
    inDayRange(db.selectFrom('creditNotes'), 'creditNotes.localDate', from, to)
      .select((eb) => eb.fn.sum<number>('creditNotes.refund').as('refund'))
      .executeTakeFirstOrThrow(),
    // Returned goods undo their sale's revenue (HT); their cost only when they went back into stock
    // (destroyed units are a loss).
    inDayRange(
      db.selectFrom('creditNoteItems').innerJoin('creditNotes', 'creditNotes.id', 'creditNoteItems.creditNoteId'),
      'creditNotes.localDate',
      from,
      to,
    )
      .select((eb) =>
        eb.fn
          .sum<number>(
            eb(
              eb('creditNoteItems.total', '-', eb.ref('creditNoteItems.vat')),
              '-',
              eb(
                eb(eb.ref('creditNoteItems.buyingPrice'), '*', eb.ref('creditNoteItems.quantity')),
                '*',
                eb.ref('creditNoteItems.restocked'),
              ),
            ),
          )
          .as('margin'),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(productSales(db, from, to, { withMargin: true }).as('sales'))
      .innerJoin('products', 'products.id', 'sales.productId')
      .select(['products.name', 'sales.unitsSold', 'sales.margin'])
      .orderBy('sales.unitsSold', 'desc')
      .orderBy('products.name')
      .execute(),
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
    TotalInvoicePay: toDirhams(toCentimes(invoices.payment) + Number(paidLater.amount ?? 0) - Number(returns.refund ?? 0)),
    TotalGrnPay: grns.payment,
    TotalGrnPayByMonth: grns.payments,
    Marge: toDirhams(sales.reduce((sum, product) => sum + Number(product.margin), 0) - Number(returnedMargin.margin ?? 0)),
    SUM: invoices.count,
    TotalOrderByProduct: shown.map((product) => ({ productName: product.name, total: Number(product.unitsSold) })),
    OtherProductsTotal: products.slice(shown.length).reduce((sum, product) => sum + Number(product.unitsSold), 0),
  };
}

/** The 5 products with the most units sold this year (returned units left out), with their brand and category. */
export async function topSelling(db: Db, timeZone: string): Promise<TopSellingProduct[]> {
  const { from, to } = currentYear(timeZone);
  const rows = await db
    .selectFrom(productSales(db, from, to, { withMargin: false }).as('sales'))
    .where('sales.unitsSold', '>', 0)
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

/** The 10 latest invoices, each with what it still owes now (customer payments and credit notes since the sale taken off). */
export async function recentOrders(db: Db): Promise<RecentOrder[]> {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customerId')
    .select(['invoices.id', 'invoices.number', 'invoices.total', 'invoices.payment', 'invoices.balance', 'customers.name'])
    .orderBy('invoices.id', 'desc')
    .limit(10)
    .execute();
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
