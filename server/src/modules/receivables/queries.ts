import type {
  CustomerAccount,
  CustomerPayment,
  CustomerPaymentRequest,
  Paged,
  Receivable,
  ReceivablesQuery,
  ReceivablesSummary,
  StatementQuery,
} from '@hanout/contract';
import type { CompleteKey } from '../idempotency';
import { sql } from 'kysely';
import {
  agedDocuments,
  ageInDays,
  pageOf,
  rankAccounts,
  recordPayment,
  runStatement,
  settledLine,
  type AccountMovement,
  type OpenDocument,
  type PaymentBook,
} from '../accounts/index';
import { localDate } from '../../lib/clock';
import { toCentimes, toDirhams } from '../../lib/money';
import type { PageOfAnySize } from '../../db/paging';
import { badRequest, notFound } from '../../lib/problems';
import { dialectOf, type Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';
import type { PaymentReceiptDocument } from '../../pdf/payment-receipt-pdf';
import type { StatementDocument, StatementKind } from '../../pdf/statement-pdf';
import { loadShopIdentity } from '../settings';
import { keepAsIssued } from '../documents';

const RECEIPT_KIND = 'RC';

/** The money kept at the sale: payment − change, never more than the total (invoices recorded before the change was). */
const KEPT = sql<number>`case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end`;

/**
 * What an invoice still owes: its total, less the money kept at the sale, less the payments allocated
 * to it since, less what its credit notes took off (their value less what was refunded).
 */
const REMAINING = sql<number>`invoices.total - ${KEPT} - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0)`;

/**
 * Invoices with what was allocated to each and what their credit notes took off (REMAINING reads
 * both): one customer's only when `customerId` is given, those of `invoiceIds` only when given (the
 * allocations and credit notes read are then theirs only).
 */
function withSettlements(db: Db, { customerId, invoiceIds }: { customerId?: number; invoiceIds?: number[] }) {
  let allocations = db.selectFrom('paymentAllocations').select(['invoiceId', (eb) => eb.fn.sum<number>('amount').as('allocated')]);
  let credits = db
    .selectFrom('creditNotes')
    .select(['invoiceId', (eb) => eb.fn.sum<number>(eb('total', '-', eb.ref('refund'))).as('credited')]);
  if (customerId !== undefined) {
    allocations = allocations.where('paymentId', 'in', db.selectFrom('customerPayments').select('id').where('customerId', '=', customerId));
    credits = credits.where('customerId', '=', customerId);
  }
  if (invoiceIds !== undefined) {
    allocations = allocations.where('invoiceId', 'in', invoiceIds);
    credits = credits.where('invoiceId', 'in', invoiceIds);
  }
  const allocated = allocations.groupBy('invoiceId').as('allocated');
  const credited = credits.groupBy('invoiceId').as('credited');
  let invoices = db
    .selectFrom('invoices')
    .leftJoin(allocated, 'allocated.invoiceId', 'invoices.id')
    .leftJoin(credited, 'credited.invoiceId', 'invoices.id');
  if (customerId !== undefined) invoices = invoices.where('invoices.customerId', '=', customerId);
  if (invoiceIds !== undefined) invoices = invoices.where('invoices.id', 'in', invoiceIds);
  return invoices;
}

/** Invoices that still owe something; one customer's only when `customerId` is given. */
const owingInvoices = (db: Db, customerId?: number) => withSettlements(db, { customerId }).where(REMAINING, '>', 0);

/** Read with every invoice shown or printed: compiled once. */
const remainingOfInvoice = preparedQuery((db: Db, invoiceId: number) =>
  withSettlements(db, { invoiceIds: [invoiceId] }).select(REMAINING.as('remaining')),
);

/** What one invoice still owes now, in centimes: 0 once settled, or when it does not exist. */
export async function invoiceStillDue(db: Db, invoiceId: number): Promise<number> {
  const [row] = await remainingOfInvoice(db, invoiceId);
  return Math.max(0, Number(row?.remaining ?? 0));
}

/** What each of `invoiceIds` still owes now, in centimes: 0 once settled. */
export async function invoicesStillDue(db: Db, invoiceIds: number[]): Promise<Map<number, number>> {
  if (!invoiceIds.length) return new Map();
  const rows = await withSettlements(db, { invoiceIds })
    .select(['invoices.id', REMAINING.as('remaining')])
    .execute();
  return new Map(rows.map((row) => [row.id, Math.max(0, Number(row.remaining))]));
}

/**
 * The money the shop holds for an invoice, in centimes: what was kept at the sale and received on it
 * since, less what its credit notes refunded. A refund can never give back more.
 */
export async function invoiceCollected(db: Db, invoiceId: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => [
      KEPT.as('kept'),
      eb
        .selectFrom('paymentAllocations')
        .select((inner) => inner.fn.sum<number>('amount').as('received'))
        .where('invoiceId', '=', invoiceId)
        .as('received'),
      eb
        .selectFrom('creditNotes')
        .select((inner) => inner.fn.sum<number>('refund').as('refunded'))
        .where('invoiceId', '=', invoiceId)
        .as('refunded'),
    ])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return Number(row?.kept ?? 0) + Number(row?.received ?? 0) - Number(row?.refunded ?? 0);
}

/** What a customer owes now, in centimes. */
export async function customerAmountDue(db: Db, customerId: number): Promise<number> {
  const row = await owingInvoices(db, customerId)
    .select((eb) => eb.fn.sum<number>(REMAINING).as('due'))
    .executeTakeFirst();
  return Number(row?.due ?? 0);
}

/** A customer's invoices that still owe something, oldest first. */
function openInvoices(db: Db, customerId: number): Promise<OpenDocument[]> {
  return owingInvoices(db, customerId)
    .select(['invoices.id', 'invoices.number', 'invoices.localDate', 'invoices.total', REMAINING.as('remaining')])
    .orderBy('invoices.localDate')
    .orderBy('invoices.id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, remaining: Number(row.remaining) })));
}

/**
 * The customers who owe something, by amount (largest first, then oldest) or by age (oldest open
 * invoice first, then largest). The debtors of a shop are a few hundred at most: they are grouped in
 * SQL, then sorted here.
 */
async function debtors(db: Db, sort: ReceivablesQuery['sort'], timeZone: string, now: Date): Promise<Receivable[]> {
  const today = localDate(timeZone, now);
  const rows = await owingInvoices(db)
    .innerJoin('customers', 'customers.id', 'invoices.customerId')
    .select((eb) => [
      'customers.id as customerId',
      'customers.name',
      'customers.mobile',
      eb.fn.sum<number>(REMAINING).as('amountDue'),
      eb.fn.min<string>('invoices.localDate').as('oldestInvoiceDate'),
      eb.fn.countAll<number>().as('openInvoices'),
    ])
    .groupBy(['customers.id', 'customers.name', 'customers.mobile'])
    .execute();
  const receivables = rows.map((row) => ({
    customerId: row.customerId,
    name: row.name,
    mobile: row.mobile,
    amountDue: toDirhams(Number(row.amountDue)),
    openInvoices: Number(row.openInvoices),
    oldestInvoiceDate: row.oldestInvoiceDate,
    ageDays: ageInDays(today, row.oldestInvoiceDate),
  }));
  return rankAccounts(receivables, sort, (receivable) => receivable.customerId);
}

/** One page of the customers who owe something. */
export async function listReceivables(
  db: Db,
  { sort, page, size }: PageOfAnySize<ReceivablesQuery>,
  timeZone: string,
  now: Date = new Date(),
): Promise<Paged<Receivable>> {
  return pageOf(await debtors(db, sort, timeZone, now), page, size);
}

/** What all customers owe together, and the five who owe the most. */
export async function summarizeReceivables(db: Db, timeZone: string, now: Date = new Date()): Promise<ReceivablesSummary> {
  const all = await debtors(db, 'amount', timeZone, now);
  const totalDue = all.reduce((sum, debtor) => sum + toCentimes(debtor.amountDue), 0);
  return { totalDue: toDirhams(totalDue), customers: all.length, largest: all.slice(0, 5) };
}

export async function requireCustomer(db: Db, customerId: number, { lock = false } = {}): Promise<void> {
  let found = db.selectFrom('customers').select('id').where('id', '=', customerId);
  // Payments and credit notes of one customer wait for each other on PostgreSQL (SQLite runs one
  // transaction at a time): two of them can never both take what an invoice still owes. NO KEY UPDATE lets sales to
  // the customer (whose foreign key only shares the row) go on meanwhile.
  if (lock && dialectOf(db) === 'postgres') found = found.forNoKeyUpdate();
  if (!(await found.executeTakeFirst())) throw notFound(`Customer ${customerId} does not exist.`);
}

/**
 * Records a receipt in one transaction: numbered without gaps (`RC-2026-000001`), allocated to the
 * chosen invoices first, in their order (those already settled are passed over), then to the oldest
 * open ones. An invoice of another customer answers 409. More than the customer owes
 * answers 409 and writes nothing.
 */
export function recordCustomerPayment(
  db: Db,
  customerId: number,
  request: CustomerPaymentRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
): Promise<{ id: number }> {
  const receipts: PaymentBook = {
    kind: RECEIPT_KIND,
    settles: 'invoices',
    async open(trx) {
      await requireCustomer(trx, customerId, { lock: true });
      const documents = await openInvoices(trx, customerId);
      return { documents, owed: documents.reduce((sum, invoice) => sum + invoice.remaining, 0) };
    },
    theirs: async (trx, ids) =>
      (await trx.selectFrom('invoices').select('id').where('customerId', '=', customerId).where('id', 'in', ids).execute()).map(
        (invoice) => invoice.id,
      ),
    tooMuch: (amount, owed) => `The payment (${amount} DH) is more than the customer owes (${owed} DH).`,
    foreign: (ids) => `Invoice ${ids} is not an invoice of this customer.`,
    async insert(trx, payment, allocations) {
      const { id } = await trx
        .insertInto('customerPayments')
        .values({ ...payment, customerId, userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('paymentAllocations')
        .values(allocations.map((allocation) => ({ paymentId: id, invoiceId: allocation.documentId, amount: allocation.amount })))
        .execute();
      return id;
    },
  };
  return recordPayment(db, receipts, { ...request, documentIds: request.invoiceIds }, timeZone, now, async (trx, id) => {
    await complete(trx, id);
    await keepAsIssued(trx, 'customer-payment', id, loadPaymentReceiptDocument);
  });
}

/** The invoices a receipt settled, in the order it settled them, with the amount it gave each. */
const settledBy = (db: Db, paymentId: number) =>
  db
    .selectFrom('paymentAllocations')
    .innerJoin('invoices', 'invoices.id', 'paymentAllocations.invoiceId')
    .select(['invoices.id', 'invoices.number', 'invoices.localDate', 'invoices.total', 'paymentAllocations.amount'])
    .where('paymentAllocations.paymentId', '=', paymentId)
    .orderBy('paymentAllocations.id')
    .execute();

/** A receipt and the invoices it settled, each with what it still owes now; 404 when unknown. */
export async function loadCustomerPayment(db: Db, paymentId: number): Promise<CustomerPayment> {
  const payment = await db.selectFrom('customerPayments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment) throw notFound(`Receipt ${paymentId} does not exist.`);
  const stillOwed = new Map((await openInvoices(db, payment.customerId)).map((invoice) => [invoice.id, invoice.remaining]));
  const allocations = await settledBy(db, paymentId);
  return {
    id: payment.id,
    number: payment.number,
    customerId: payment.customerId,
    date: payment.localDate,
    amount: toDirhams(payment.amount),
    paymentType: payment.paymentType,
    allocations: allocations.map((allocation) => ({
      invoiceId: allocation.id,
      invoiceNumber: allocation.number,
      amount: toDirhams(allocation.amount),
      remainingDue: toDirhams(stillOwed.get(allocation.id) ?? 0),
    })),
  };
}

/** What the customer owes today: each open invoice with its age, and the total by age (0–30, 31–60, 61–90, over 90 days). */
export async function loadCustomerAccount(db: Db, customerId: number, timeZone: string, now: Date = new Date()): Promise<CustomerAccount> {
  await requireCustomer(db, customerId);
  const today = localDate(timeZone, now);
  const { documents, owed, aging } = agedDocuments(await openInvoices(db, customerId), today);
  return { customerId, amountDue: toDirhams(owed), openInvoices: documents, aging };
}

/** A receipt as issued, with its customer, who received it and the invoices it settled, for its PDF; 404 when unknown. */
export async function loadPaymentReceiptDocument(db: Db, paymentId: number): Promise<PaymentReceiptDocument> {
  const payment = await db
    .selectFrom('customerPayments')
    .innerJoin('customers', 'customers.id', 'customerPayments.customerId')
    .innerJoin('users', 'users.id', 'customerPayments.userId')
    .select([
      'customerPayments.id',
      'customerPayments.number',
      'customerPayments.dateTime',
      'customerPayments.localDate',
      'customerPayments.amount',
      'customerPayments.paymentType',
      'customerPayments.customerId',
      'customers.name as customerName',
      'customers.mobile as customerMobile',
      'customers.ice as customerIce',
      'customers.address as customerAddress',
      'users.name as receivedBy',
    ])
    .where('customerPayments.id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) throw notFound(`Receipt ${paymentId} does not exist.`);
  const [allocations, open, shop] = await Promise.all([
    settledBy(db, paymentId),
    openInvoices(db, payment.customerId),
    loadShopIdentity(db, { logo: false }),
  ]);
  return {
    shop,
    side: 'customer',
    id: payment.id,
    number: payment.number,
    dateTime: payment.dateTime,
    date: payment.localDate,
    amount: toDirhams(payment.amount),
    paymentType: payment.paymentType,
    party: { name: payment.customerName, address: payment.customerAddress, mobile: payment.customerMobile, ice: payment.customerIce },
    recordedBy: payment.receivedBy,
    allocations: allocations.map(settledLine(new Map(open.map((invoice) => [invoice.id, invoice.remaining])))),
    stillOwed: toDirhams(open.reduce((sum, invoice) => sum + invoice.remaining, 0)),
  };
}

/**
 * A customer's account over a period, for the statement (relevé de compte): the balance owed at its
 * start, then day by day each invoice (debit: its total), what was paid at the sale and each later
 * payment (credits), with the running balance; the closing balance is what the customer owes at the
 * period's end (their account's amountDue when the period ends today).
 */
export async function loadStatementDocument(
  db: Db,
  customerId: number,
  query: StatementQuery,
  timeZone: string,
  now: Date = new Date(),
): Promise<StatementDocument> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'name', 'mobile', 'ice', 'address'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw notFound(`Customer ${customerId} does not exist.`);
  const to = query.to ?? localDate(timeZone, now);
  if (query.from && query.from > to) throw badRequest('to: The period ends before it starts');
  const [invoices, payments, creditNotes, shop] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['number', 'localDate', 'dateTime', 'total', 'payment', 'change'])
      .where('customerId', '=', customerId)
      .where('localDate', '<=', to)
      .orderBy('localDate')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('customerPayments')
      .select(['number', 'localDate', 'dateTime', 'amount'])
      .where('customerId', '=', customerId)
      .where('localDate', '<=', to)
      .orderBy('localDate')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('creditNotes')
      .select(['number', 'localDate', 'dateTime', 'total', 'refund'])
      .where('customerId', '=', customerId)
      .where('localDate', '<=', to)
      .orderBy('localDate')
      .orderBy('id')
      .execute(),
    loadShopIdentity(db),
  ]);
  const movements: AccountMovement<StatementKind>[] = [];
  for (const invoice of invoices) {
    movements.push({
      date: invoice.localDate,
      at: invoice.dateTime,
      document: invoice.number,
      kind: 'INVOICE',
      debit: invoice.total,
      credit: 0,
      order: 0,
    });
    // Never more than the total (invoices recorded before the change was kept their change at 0).
    const kept = Math.min(invoice.total, invoice.payment - invoice.change);
    if (kept > 0)
      movements.push({
        date: invoice.localDate,
        at: invoice.dateTime,
        document: invoice.number,
        kind: 'PAID_AT_SALE',
        debit: 0,
        credit: kept,
        order: 1,
      });
  }
  for (const payment of payments) {
    movements.push({
      date: payment.localDate,
      at: payment.dateTime,
      document: payment.number,
      kind: 'PAYMENT',
      debit: 0,
      credit: payment.amount,
      order: 0,
    });
  }
  for (const note of creditNotes) {
    // The refund first, then the credit: the balance after each line never shows the shop owing the customer.
    if (note.refund > 0)
      movements.push({
        date: note.localDate,
        at: note.dateTime,
        document: note.number,
        kind: 'REFUND',
        debit: note.refund,
        credit: 0,
        order: 0,
      });
    movements.push({
      date: note.localDate,
      at: note.dateTime,
      document: note.number,
      kind: 'CREDIT_NOTE',
      debit: 0,
      credit: note.total,
      order: 1,
    });
  }
  return {
    shop,
    side: 'customer',
    generatedAt: now.toISOString(),
    party: { name: customer.name, mobile: customer.mobile, ice: customer.ice, address: customer.address },
    ...runStatement(movements, query.from, to, 'debit'),
  };
}
