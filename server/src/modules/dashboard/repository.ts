import { currentShop } from '../../db/shop-scope';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { inDayRange } from '../../db/paging';
import { PAID_AT_RECEPTION } from '../accounts/index';

/** The month (`01`…`12`) of a `YYYY-MM-DD` column, the same on SQLite and PostgreSQL. */
const monthOf = (column: 'invoices.localDate' | 'grns.localDate' | 'supplierPayments.localDate') =>
  sql<string>`substr(${sql.ref(column)}, 6, 2)`;

export type MonthRow = { month: string; total: number | string | null; payment: number | string | null; count: number | string };

/**
 * Per month of [from, to]: the grand total, the money kept (payments less the change given back on
 * sales; on a GRN, what was paid at the reception up to its total, as the supplier's account counts
 * it) and the number of invoices or GRNs, in one pass.
 */
export function monthlyTotals(db: Db, table: 'invoices' | 'grns', from: string, to: string): Promise<MonthRow[]> {
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

/** Money paid to suppliers per month of [from, to]. */
export function supplierPaymentsByMonth(db: Db, from: string, to: string) {
  const paidMonth = monthOf('supplierPayments.localDate');
  return inDayRange(db.selectFrom('supplierPayments'), 'supplierPayments.localDate', from, to)
    .select((eb) => [paidMonth.as('month'), eb.fn.sum<number>('supplierPayments.amount').as('amount')])
    .groupBy(paidMonth)
    .execute();
}

/** Money customers paid on their accounts over [from, to], in centimes. */
export async function customerPaymentsTotal(db: Db, from: string, to: string): Promise<number> {
  const { amount } = await inDayRange(db.selectFrom('customerPayments'), 'customerPayments.localDate', from, to)
    .select((eb) => eb.fn.sum<number>('customerPayments.amount').as('amount'))
    .executeTakeFirstOrThrow();
  return Number(amount ?? 0);
}

/** Money refunded on the credit notes of [from, to], in centimes. */
export async function refundsTotal(db: Db, from: string, to: string): Promise<number> {
  const { refund } = await inDayRange(db.selectFrom('creditNotes'), 'creditNotes.localDate', from, to)
    .select((eb) => eb.fn.sum<number>('creditNotes.refund').as('refund'))
    .executeTakeFirstOrThrow();
  return Number(refund ?? 0);
}

/**
 * The profit the credit notes of [from, to] undo, in centimes: their revenue (HT), less their cost
 * only when the goods went back into stock (destroyed units are a loss).
 */
export async function returnedMargin(db: Db, from: string, to: string): Promise<number> {
  const { margin } = await inDayRange(
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
    .executeTakeFirstOrThrow();
  return Number(margin ?? 0);
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
 * was not sold, and is taken off (the profit it undoes is counted once for all, in returnedMargin).
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

/** Every product sold over [from, to], with its units sold and profit, most units first. */
export function productsSold(db: Db, from: string, to: string) {
  return db
    .selectFrom(productSales(db, from, to, { withMargin: true }).as('sales'))
    .innerJoin('products', 'products.id', 'sales.productId')
    .select(['products.name', 'sales.unitsSold', 'sales.margin'])
    .orderBy('sales.unitsSold', 'desc')
    .orderBy('products.name')
    .execute();
}

/** The 5 products with the most units sold over [from, to] (returned units left out), with their brand and category. */
export function topSellingProducts(db: Db, from: string, to: string) {
  return db
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
}

/** The 10 latest invoices with their customer. */
export function latestInvoices(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customerId')
    .select(['invoices.id', 'invoices.number', 'invoices.total', 'invoices.payment', 'invoices.balance', 'customers.name'])
    .orderBy('invoices.id', 'desc')
    .limit(10)
    .execute();
}

/**
 * For each of `tables`, how many rows have an id above its latest id less `window`, and that latest
 * id, as one text: a short range of each primary key.
 */
export async function latestDocuments(db: Db, tables: readonly string[], window: number): Promise<string> {
  const latest = tables.map((table) => {
    const name = sql.table(table);
    // The shop's own documents: another shop's renew nothing of this one's (its (shop_id, id) index).
    const own = sql`shop_id = ${currentShop()}`;
    return sql<string>`(select count(*) || ':' || coalesce(max(id), 0) from ${name} where ${own} and id > (select coalesce(max(id), 0) from ${name} where ${own}) - ${sql.lit(window)})`;
  });
  const { rows } = await sql<{ latest: string }>`select ${sql.join(latest, sql`|| '/' ||`)} as latest`.execute(db);
  return rows[0].latest;
}
