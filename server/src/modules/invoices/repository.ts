import type { InvoiceListItem, InvoiceSearchRequest, Paged } from '@hanout/contract';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import { toDirhams } from '../../lib/money';
import { inDayRange, toPage, type PageOfAnySize } from '../../db/paging';
import { dialectOf, type Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';
import type { Database, InvoiceItemsTable, InvoicesTable } from '../../db/schema';
import { idListValue, isOneOfValue } from '../../db/id-list';

/** A batch a sale may take from. */
export interface SaleBatch {
  id: number;
  productId: number;
  quantity: number;
  expireDate: string;
}

/**
 * The batches a sale involves, in id order; on PostgreSQL each is locked, in that order. Compiled
 * once for each shape: stock lines named, products named, or both. Every lock on a batch is FOR NO
 * KEY UPDATE (what an update of its quantity takes anyway): a row written elsewhere that references
 * the batch (a credit note's line, an ordonnancier entry) takes KEY SHARE on it, which FOR UPDATE
 * would make wait for the sale, in a circle with a return holding another batch.
 */
function involvedBatches(trx: Db, condition: (eb: ExpressionBuilder<Database, 'stocks'>) => Expression<SqlBool>) {
  const batches = trx
    .selectFrom('stocks')
    .select(['stocks.id', 'stocks.productId', 'stocks.quantity', 'stocks.expireDate'])
    .where(condition)
    .orderBy('stocks.id');
  return dialectOf(trx) === 'postgres' ? batches.forNoKeyUpdate() : batches;
}
/**
 * The unexpired batches of the products (`quantity > 0` written out, not bound, so that SQLite reads
 * them from the index of available batches alone, which holds these columns).
 */
const sellableOf = (eb: ExpressionBuilder<Database, 'stocks'>, trx: Db, productIds: unknown, today: string) =>
  eb.and([
    isOneOfValue(trx, 'stocks.productId', productIds),
    sql<boolean>`${sql.ref('stocks.quantity')} > 0`,
    eb('stocks.expireDate', '>=', today),
  ]);
const namedBatchesQuery = preparedQuery((trx: Db, ids: unknown) => involvedBatches(trx, () => isOneOfValue(trx, 'stocks.id', ids)));
const productBatchesQuery = preparedQuery((trx: Db, productIds: unknown, today: string) =>
  involvedBatches(trx, (eb) => sellableOf(eb, trx, productIds, today)),
);
const namedAndProductBatchesQuery = preparedQuery((trx: Db, ids: unknown, productIds: unknown, today: string) =>
  involvedBatches(trx, (eb) => eb.or([isOneOfValue(trx, 'stocks.id', ids), sellableOf(eb, trx, productIds, today)])),
);

/** The stock lines named, locked on PostgreSQL. */
export const namedBatches = (trx: Db, stockIds: number[]): Promise<SaleBatch[]> => namedBatchesQuery(trx, idListValue(trx, stockIds));

/** The sellable batches of the products, locked on PostgreSQL. */
export const productBatches = (trx: Db, productIds: number[], today: string): Promise<SaleBatch[]> =>
  productBatchesQuery(trx, idListValue(trx, productIds), today);

/** The stock lines named and the sellable batches of the products, locked on PostgreSQL. */
export const namedAndProductBatches = (trx: Db, stockIds: number[], productIds: number[], today: string): Promise<SaleBatch[]> =>
  namedAndProductBatchesQuery(trx, idListValue(trx, stockIds), idListValue(trx, productIds), today);

/** A batch's product name, lot and quantity, to name it when it cannot be sold. */
export function findSaleBatch(trx: Db, stockId: number) {
  return trx
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .select(['products.name', 'stocks.batchNumber', 'stocks.quantity'])
    .where('stocks.id', '=', stockId)
    .executeTakeFirst();
}

export function findProductName(trx: Db, productId: number) {
  return trx.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst();
}

/** The reads of every sale, compiled once. */
const buyer = preparedQuery((trx: Db, id: number) =>
  trx.selectFrom('customers').select(['id', 'name', 'isWalkIn', 'creditLimit']).where('id', '=', id),
);
const vatRegistration = preparedQuery((trx: Db) => trx.selectFrom('shopSettings').select('vatRegistered'));
const vatRatesQuery = preparedQuery((trx: Db, productIds: unknown) =>
  trx
    .selectFrom('products')
    .select(['id', 'vatRate'])
    .where(isOneOfValue(trx, 'products.id', productIds)),
);

/** The buyer of a sale: whether it is the walk-in customer and its credit limit. */
export const findBuyer = async (trx: Db, customerId: number) => (await buyer(trx, customerId))[0];

/** Whether the shop is VAT-registered. */
export const shopVatRegistered = async (trx: Db) => (await vatRegistration(trx))[0].vatRegistered;

/** The VAT rate of each product. */
export const productVatRates = (trx: Db, productIds: number[]) => vatRatesQuery(trx, idListValue(trx, productIds));

export async function insertInvoice(trx: Db, invoice: Insertable<InvoicesTable>): Promise<number> {
  const { id } = await trx.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertInvoiceItems(trx: Db, items: Insertable<InvoiceItemsTable>[]): Promise<void> {
  await trx.insertInto('invoiceItems').values(items).execute();
}

/** An invoice's own row, read with every view and print of it: compiled once. */
const invoiceRow = preparedQuery((db: Db, id: number) =>
  db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.userId')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.dateTime',
      'invoices.customerId',
      'invoices.total',
      'invoices.totalVat',
      'invoices.payment',
      'invoices.balance',
      'invoices.change',
      'invoices.paymentType',
      'invoices.vatRegistered',
      'users.id as userId',
      'users.name as userName',
    ])
    .where('invoices.id', '=', id),
);

export const findInvoice = async (db: Db, id: number) => (await invoiceRow(db, id))[0];

/** An invoice's lines with their batch and product, in the order they were sold: compiled once. */
export const invoiceLines = preparedQuery((db: Db, id: number) =>
  db
    .selectFrom('invoiceItems')
    .innerJoin('products', 'products.id', 'invoiceItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('stocks', 'stocks.id', 'invoiceItems.stockId')
    .select([
      'invoiceItems.id',
      'invoiceItems.stockId',
      'stocks.manufactureDate',
      'stocks.expireDate',
      'stocks.batchNumber',
      'products.id as productId',
      'products.name as productName',
      'brands.name as brandName',
      'invoiceItems.quantity',
      'invoiceItems.sellingPrice',
      'invoiceItems.total',
      'invoiceItems.vatRate',
      'invoiceItems.vat',
      'invoiceItems.serial',
    ])
    .where('invoiceItems.invoiceId', '=', id)
    .orderBy('invoiceItems.id'),
);

/** Invoices of an inclusive range of shop-local days, newest first; pages of any size (an export reads large ones). */
export async function searchInvoices(db: Db, request: PageOfAnySize<InvoiceSearchRequest>): Promise<Paged<InvoiceListItem>> {
  const { page, size, startDate, endDate } = request;
  // The page's invoices are found in the shop's date index alone, then joined: among many shops the
  // planner misjudges how many invoices a join with the users keeps, and would sort them all.
  const pageIds = inDayRange(db.selectFrom('invoices').select('invoices.id'), 'invoices.localDate', startDate, endDate)
    .orderBy('invoices.localDate', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(size)
    .offset(page * size);
  const query = db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customerId')
    .innerJoin('users', 'users.id', 'invoices.userId')
    .where('invoices.id', 'in', pageIds)
    .select([
      'invoices.number',
      'invoices.dateTime',
      'invoices.total',
      'invoices.payment',
      'invoices.balance',
      'invoices.paymentType',
      'customers.name as customerName',
      'users.name as userName',
      'invoices.id',
      'invoices.itemCount',
      'customers.id as customerId',
      'users.id as userId',
    ])
    .orderBy('invoices.localDate', 'desc')
    .orderBy('invoices.id', 'desc');
  // The total adds up the per-day counts (migration 005) rather than counting the range's invoices.
  const days = inDayRange(
    db.selectFrom('invoiceDays').select((eb) => eb.fn.sum<number | string | null>('invoiceDays.invoiceCount').as('total')),
    'invoiceDays.localDate',
    startDate,
    endDate,
  );
  const [rows, counted] = await Promise.all([query.execute(), days.executeTakeFirstOrThrow()]);
  const items = rows.map((row): InvoiceListItem => ({
    id: row.id,
    number: row.number,
    dateTime: row.dateTime,
    user: { id: row.userId, name: row.userName },
    customer: { id: row.customerId, name: row.customerName },
    invoiceItems: row.itemCount,
    itemCount: row.itemCount,
    invoicePayment: {
      payment: toDirhams(row.payment),
      balance: toDirhams(row.balance),
      paymentType: row.paymentType as InvoiceListItem['invoicePayment']['paymentType'],
    },
    total: toDirhams(row.total),
  }));
  return toPage(items, Number(counted.total ?? 0), page, size);
}
