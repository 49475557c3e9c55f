import {
  CREDIT_LIMIT_PROBLEM,
  type InvoiceDetail,
  type InvoiceListItem,
  type InvoiceRequest,
  type InvoiceSearchRequest,
  type Paged,
} from '@hanout/contract';
import { dayFirst, localDate } from '../../lib/clock';
import { refuseChangeOnNonCash } from '../../lib/change';
import { MAX_CENTIMES, toCentimes, toDirhams } from '../../lib/money';
import { inDayRange, toPage, type PageOfAnySize } from '../../db/paging';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';
import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { splitInclusive } from '@hanout/contract';
import { soldLineAmounts, vatBreakdown } from '../../lib/vat';
import { idListValue, isOneOfValue } from '../../db/id-list';
import { creditNotesOfInvoice } from '../credit-notes';
import { findCustomer } from '../customers';
import type { CompleteKey } from '../idempotency';
import { customerAmountDue, invoiceStillDue, requireCustomer } from '../receivables';
import { loadShopIdentity } from '../settings';
import { takeFromBatch } from '../stock';
import { recordMovements } from '../ledger';
import type { InvoiceDocument } from '../../pdf/invoice-pdf';
import { issuedContent, keepAsIssued } from '../documents';

const INVOICE_KIND = 'FA';

type Trx = Transaction<Database>;

/** Quantities by id, repeated ids added up. */
function addUp(entries: { id: number; quantity: number }[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const { id, quantity } of entries) total.set(id, (total.get(id) ?? 0) + quantity);
  return total;
}

/**
 * The batches a sale takes from, one entry per stock line, in the order the sale names them (a
 * product's batches in the order they are taken), so that the invoice lists its lines as they were
 * scanned or entered. Lines naming a stock line take from it (409 when it is expired); lines naming a product
 * take first-expiry-first-out (earliest expiry, then earliest received) from its unexpired batches,
 * after what the named lines already take from them (409 naming the product when it is short).
 * On PostgreSQL every batch involved is locked first, in id order, so that the quantities read are
 * the ones decremented and two sales can never wait on each other in a circle.
 */
async function allocate(trx: Trx, items: InvoiceRequest['invoiceItems'], today: string): Promise<{ stockId: number; quantity: number }[]> {
  const named = addUp(items.flatMap((item) => (item.stock ? [{ id: item.stock.id, quantity: item.quantity }] : [])));
  const wanted = addUp(items.flatMap((item) => (item.product ? [{ id: item.product.id, quantity: item.quantity }] : [])));
  const namedIds = idListValue(trx, [...named.keys()]);
  const productIds = idListValue(trx, [...wanted.keys()]);
  const rows = !wanted.size
    ? await namedBatches(trx, namedIds)
    : !named.size
      ? await productBatches(trx, productIds, today)
      : await namedAndProductBatches(trx, namedIds, productIds, today);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const taken = new Map<number, number>();
  /** The batches taken for each product, first expiring first. */
  const batchesOf = new Map<number, number[]>();
  for (const [stockId, quantity] of named) {
    const batch = byId.get(stockId);
    if (!batch) throw notFound(`Stock line #${stockId} does not exist.`);
    if (batch.expireDate < today) {
      const { name, batchNumber } = await trx
        .selectFrom('stocks')
        .innerJoin('products', 'products.id', 'stocks.productId')
        .select(['products.name', 'stocks.batchNumber'])
        .where('stocks.id', '=', stockId)
        .executeTakeFirstOrThrow();
      const lot = batchNumber ? ` (lot ${batchNumber})` : '';
      throw conflict(
        `${name}: batch #${stockId}${lot} expired on ${dayFirst(batch.expireDate)} and cannot be sold. The invoice was not saved.`,
      );
    }
    taken.set(stockId, quantity);
  }
  for (const [productId, quantity] of wanted) {
    const candidates = rows
      .filter((row) => row.productId === productId && row.expireDate >= today)
      .sort((a, b) => (a.expireDate === b.expireDate ? a.id - b.id : a.expireDate < b.expireDate ? -1 : 1));
    let remaining = quantity;
    const picked: number[] = [];
    batchesOf.set(productId, picked);
    for (const batch of candidates) {
      const free = batch.quantity - (taken.get(batch.id) ?? 0);
      const take = Math.min(free, remaining);
      if (take <= 0) continue;
      taken.set(batch.id, (taken.get(batch.id) ?? 0) + take);
      picked.push(batch.id);
      remaining -= take;
      if (remaining === 0) break;
    }
    if (remaining > 0) {
      const product = await trx.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst();
      if (!product) throw notFound(`Product #${productId} does not exist.`);
      throw conflict(
        `Not enough stock for ${product.name}: ${quantity - remaining} available, ${quantity} requested. The invoice was not saved.`,
      );
    }
  }
  // A batch both named and taken for a product is one line, where it first comes.
  const order = new Set(items.flatMap((item) => (item.stock ? [item.stock.id] : (batchesOf.get(item.product.id) ?? []))));
  return [...order].map((stockId) => ({ stockId, quantity: taken.get(stockId)! }));
}

/**
 * The batches a sale involves, in id order; on PostgreSQL each is locked, in that order. Compiled
 * once for each shape: stock lines named, products named, or both.
 */
function involvedBatches(trx: Db, condition: (eb: ExpressionBuilder<Database, 'stocks'>) => Expression<SqlBool>) {
  const batches = trx
    .selectFrom('stocks')
    .select(['stocks.id', 'stocks.productId', 'stocks.quantity', 'stocks.expireDate'])
    .where(condition)
    .orderBy('stocks.id');
  return dialectOf(trx) === 'postgres' ? batches.forUpdate() : batches;
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
const namedBatches = preparedQuery((trx: Db, ids: unknown) => involvedBatches(trx, () => isOneOfValue(trx, 'stocks.id', ids)));
const productBatches = preparedQuery((trx: Db, productIds: unknown, today: string) =>
  involvedBatches(trx, (eb) => sellableOf(eb, trx, productIds, today)),
);
const namedAndProductBatches = preparedQuery((trx: Db, ids: unknown, productIds: unknown, today: string) =>
  involvedBatches(trx, (eb) => eb.or([isOneOfValue(trx, 'stocks.id', ids), sellableOf(eb, trx, productIds, today)])),
);

/** The reads of every sale, compiled once. */
const buyer = preparedQuery((trx: Db, id: number) =>
  trx.selectFrom('customers').select(['id', 'name', 'isWalkIn', 'creditLimit']).where('id', '=', id),
);
const vatRegistration = preparedQuery((trx: Db) => trx.selectFrom('shopSettings').select('vatRegistered'));
const vatRates = preparedQuery((trx: Db, productIds: unknown) =>
  trx
    .selectFrom('products')
    .select(['id', 'vatRate'])
    .where(isOneOfValue(trx, 'products.id', productIds)),
);

/**
 * Records a sale in one transaction: takes each line's quantity from its stock line (refusing
 * the whole invoice with 409 when one is short), prices it at the stock line's selling price
 * (VAT included) and splits each line into HT and VAT at its product's rate (when the shop is
 * VAT-registered), numbers the invoice without gaps and records the payment and the change given
 * back. The walk-in customer pays in full (409 otherwise). `complete` marks an Idempotency-Key
 * done in the same transaction. Answers the new invoice's id.
 */
export async function createInvoice(
  db: Db,
  request: InvoiceRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
  { mayPassCreditLimit = false } = {},
): Promise<{ id: number; number: string }> {
  const payment = toCentimes(request.invoicePayment.payment);
  const day = localDate(timeZone, now);
  const year = Number(day.slice(0, 4));

  return db.transaction().execute(async (trx) => {
    const [customer] = await buyer(trx, request.customer.id);
    if (!customer) throw notFound(`Customer #${request.customer.id} does not exist.`);
    // A customer with a limit is locked before the stock, as payments and credit notes lock it: two
    // sales on credit never both pass the limit, and the lock order is the same everywhere.
    if (customer.creditLimit !== null) await requireCustomer(trx, customer.id, { lock: true });

    const lines = await allocate(trx, request.invoiceItems, day);
    const sold: { stockId: number; productId: number; quantity: number; sellingPrice: number; buyingPrice: number }[] = [];
    for (const line of lines) {
      const taken = await takeFromBatch(trx, line.stockId, line.quantity);
      if (!taken) {
        const stock = await trx
          .selectFrom('stocks')
          .innerJoin('products', 'products.id', 'stocks.productId')
          .select(['products.name', 'stocks.quantity'])
          .where('stocks.id', '=', line.stockId)
          .executeTakeFirst();
        if (!stock) throw notFound(`Stock line #${line.stockId} does not exist.`);
        throw conflict(
          `Not enough stock for ${stock.name}: ${stock.quantity} available, ${line.quantity} requested. The invoice was not saved.`,
        );
      }
      sold.push({ stockId: line.stockId, quantity: line.quantity, ...taken });
    }

    const total = sold.reduce((sum, line) => sum + line.sellingPrice * line.quantity, 0);
    // Money columns are 32-bit integers of centimes (as for GRNs): refuse rather than overflow.
    if (total > MAX_CENTIMES) throw badRequest('invoiceItems: The invoice total is too large');
    refuseChangeOnNonCash(request.invoicePayment.paymentType, payment, total);
    if (customer.isWalkIn && payment < total) {
      throw conflict(
        `The walk-in customer pays in full: the payment (${toDirhams(payment).toFixed(2)} DH) is below the total (${toDirhams(total).toFixed(2)} DH). ` +
          'Choose a registered customer to sell on credit.',
      );
    }
    if (customer.creditLimit !== null && payment < total) {
      const owed = (await customerAmountDue(trx, customer.id)) + total - payment;
      if (owed > customer.creditLimit && !request.allowOverCreditLimit) {
        throw conflict(
          `${customer.name} would owe ${toDirhams(owed).toFixed(2)} DH, above the credit limit of ${toDirhams(customer.creditLimit).toFixed(2)} DH. ` +
            'An administrator can allow the sale.',
          CREDIT_LIMIT_PROBLEM,
        );
      }
      if (owed > customer.creditLimit && !mayPassCreditLimit)
        throw forbidden('Only an administrator can allow a sale above the credit limit.');
    }
    const [{ vatRegistered }] = await vatRegistration(trx);
    const rates = new Map(
      (await vatRates(trx, idListValue(trx, [...new Set(sold.map((line) => line.productId))]))).map((product) => [
        product.id,
        product.vatRate,
      ]),
    );
    const priced = sold.map((line) => {
      const lineTotal = line.sellingPrice * line.quantity;
      // Outside the VAT, a sale carries none, whatever the products' rates.
      const vatRate = vatRegistered ? (rates.get(line.productId) ?? 0) : 0;
      return { ...line, total: lineTotal, vatRate, vat: splitInclusive(lineTotal, vatRate).vat };
    });
    // Taken last, so that the sequence row is locked only for the end of the transaction.
    const number = await nextDocumentNumber(trx, INVOICE_KIND, year);

    const { id } = await trx
      .insertInto('invoices')
      .values({
        number,
        dateTime: now.toISOString(),
        localDate: day,
        customerId: customer.id,
        userId,
        total,
        totalVat: priced.reduce((sum, line) => sum + line.vat, 0),
        payment,
        balance: payment - total,
        change: Math.max(0, payment - total),
        paymentType: request.invoicePayment.paymentType,
        itemCount: sold.length,
        vatRegistered,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoiceItems')
      .values(
        priced.map((line) => ({
          invoiceId: id,
          stockId: line.stockId,
          productId: line.productId,
          quantity: line.quantity,
          sellingPrice: line.sellingPrice,
          buyingPrice: line.buyingPrice,
          total: line.total,
          vatRate: line.vatRate,
          vat: line.vat,
        })),
      )
      .execute();
    await recordMovements(
      trx,
      { userId, at: now.toISOString() },
      sold.map((line) => ({
        stockId: line.stockId,
        productId: line.productId,
        type: 'SALE',
        quantityChange: -line.quantity,
        documentId: id,
        documentNumber: number,
      })),
    );
    await complete(trx, id);
    await keepAsIssued(trx, 'invoice', id, loadInvoiceDocument);
    return { id, number };
  });
}

/** Invoices with their customer and the user who billed them, and what every view of one shows. */
function invoicesWithParties(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customerId')
    .innerJoin('users', 'users.id', 'invoices.userId')
    .select([
      'invoices.number',
      'invoices.dateTime',
      'invoices.total',
      'invoices.payment',
      'invoices.balance',
      'invoices.paymentType',
      'customers.name as customerName',
      'users.name as userName',
    ]);
}

/** Everything the invoice PDF shows: the invoice as issued and the shop's identity, or 404. */
export async function loadInvoiceDocument(db: Db, id: number): Promise<InvoiceDocument> {
  const [invoice, shop] = await Promise.all([loadInvoice(db, id), loadShopIdentity(db, { logo: false })]);
  return { ...invoice, shop };
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

/** An invoice's lines with their batch and product, in the order they were sold: compiled once. */
const invoiceLines = preparedQuery((db: Db, id: number) =>
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
    ])
    .where('invoiceItems.invoiceId', '=', id)
    .orderBy('invoiceItems.id'),
);

/** An invoice as issued, with its lines and VAT figures (stored at issue time), or 404. */
export async function loadInvoice(db: Db, id: number): Promise<InvoiceDetail> {
  const [invoice] = await invoiceRow(db, id);
  if (!invoice) throw notFound(`Invoice #${id} does not exist.`);
  const [customer, lines, corrections, stillDue, issued] = await Promise.all([
    findCustomer(db, invoice.customerId),
    invoiceLines(db, id),
    creditNotesOfInvoice(db, id),
    invoiceStillDue(db, id),
    issuedContent<InvoiceDetail>(db, 'invoice', id),
  ]);
  // The customer, the products and who billed it as the invoice named them when it was issued (its
  // PDF prints the same); what came after (returns, payments, credit notes) is read as it is now.
  const named = issued?.customer;
  const issuedCustomer = named && { name: named.name, ice: named.ice, mobile: named.mobile, address: named.address, type: named.type };
  const issuedProducts = new Map(issued?.invoiceItems.map((item) => [item.id, item.product]));
  const vatRegistered = Boolean(invoice.vatRegistered);
  return {
    id: invoice.id,
    number: invoice.number,
    dateTime: invoice.dateTime,
    customer: { ...customer, ...issuedCustomer },
    user: issued?.user ?? { id: invoice.userId, name: invoice.userName },
    invoiceItems: lines.map((line) => ({
      id: line.id,
      stock: { id: line.stockId, manufactureDate: line.manufactureDate, expireDate: line.expireDate, batchNumber: line.batchNumber },
      product: issuedProducts.get(line.id) ?? { id: line.productId, name: line.productName, brand: line.brandName },
      quantity: line.quantity,
      ...soldLineAmounts(line),
      returnedQuantity: corrections.returned.get(line.id) ?? 0,
    })),
    invoicePayment: {
      payment: toDirhams(invoice.payment),
      balance: toDirhams(invoice.balance),
      change: toDirhams(invoice.change),
      paymentType: invoice.paymentType as InvoiceDetail['invoicePayment']['paymentType'],
    },
    total: toDirhams(invoice.total),
    totalExclVat: toDirhams(invoice.total - invoice.totalVat),
    totalVat: toDirhams(invoice.totalVat),
    totalInclVat: toDirhams(invoice.total),
    vatBreakdown: vatRegistered
      ? vatBreakdown(lines.map((line) => ({ vatRate: line.vatRate, exclVat: line.total - line.vat, vat: line.vat })))
      : [],
    vatRegistered,
    remainingDue: toDirhams(Math.max(0, invoice.total - invoice.payment)),
    stillDue: toDirhams(stillDue),
    creditNotes: corrections.creditNotes,
  };
}

/** Invoices of an inclusive range of shop-local days, newest first; pages of any size (an export reads large ones). */
export async function searchInvoices(db: Db, request: PageOfAnySize<InvoiceSearchRequest>): Promise<Paged<InvoiceListItem>> {
  const { page, size, startDate, endDate } = request;
  const query = inDayRange(invoicesWithParties(db), 'invoices.localDate', startDate, endDate)
    .select(['invoices.id', 'invoices.itemCount', 'customers.id as customerId', 'users.id as userId'])
    .orderBy('invoices.localDate', 'desc')
    .orderBy('invoices.id', 'desc');
  // The total adds up the per-day counts (migration 005) rather than counting the range's invoices.
  const days = inDayRange(
    db.selectFrom('invoiceDays').select((eb) => eb.fn.sum<number | string | null>('invoiceDays.invoiceCount').as('total')),
    'invoiceDays.localDate',
    startDate,
    endDate,
  );
  const [rows, counted] = await Promise.all([
    query
      .limit(size)
      .offset(page * size)
      .execute(),
    days.executeTakeFirstOrThrow(),
  ]);
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
