import { sql } from 'kysely';
import { withSettlements, type OpenDocument } from '../accounts';
import { dialectOf, type Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';

/** The money kept at the sale: payment − change, never more than the total (invoices recorded before the change was). */
const KEPT = sql<number>`case when invoices.payment - invoices.change > invoices.total then invoices.total else invoices.payment - invoices.change end`;

/**
 * What an invoice still owes: its total, less the money kept at the sale, less the payments allocated
 * to it since, less what its credit notes took off (their value less what was refunded).
 */
const REMAINING = sql<number>`invoices.total - ${KEPT} - coalesce(allocated.allocated, 0) - coalesce(credited.credited, 0)`;

/** Invoices that still owe something; one customer's only when `customerId` is given. */
const owingInvoices = (db: Db, customerId?: number) => withSettlements(db, 'customer', { partyId: customerId }).where(REMAINING, '>', 0);

/** Read with every invoice shown or printed: compiled once. */
const remainingOfInvoice = preparedQuery((db: Db, invoiceId: number) =>
  withSettlements(db, 'customer', { documentIds: [invoiceId] }).select(REMAINING.as('remaining')),
);

/** What one invoice still owes now, in centimes: 0 once settled, or when it does not exist. */
export async function invoiceStillDue(db: Db, invoiceId: number): Promise<number> {
  const [row] = await remainingOfInvoice(db, invoiceId);
  return Math.max(0, Number(row?.remaining ?? 0));
}

/** What each of `invoiceIds` still owes now, in centimes: 0 once settled. */
export async function invoicesStillDue(db: Db, invoiceIds: number[]): Promise<Map<number, number>> {
  if (!invoiceIds.length) return new Map();
  const rows = await withSettlements(db, 'customer', { documentIds: invoiceIds })
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
export async function openInvoices(db: Db, customerId: number): Promise<OpenDocument[]> {
  const rows = await owingInvoices(db, customerId)
    .select(['invoices.id', 'invoices.number', 'invoices.localDate', 'invoices.total', REMAINING.as('remaining')])
    .orderBy('invoices.localDate')
    .orderBy('invoices.id')
    .execute();
  return rows.map((row) => ({ ...row, remaining: Number(row.remaining) }));
}

/** Each customer who owes something, with what they owe in all (centimes), their oldest open invoice's day and how many are open. */
export function owingCustomers(db: Db) {
  return owingInvoices(db)
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
}

/**
 * A customer's id; `lock`ed on PostgreSQL until the transaction ends (SQLite runs one transaction
 * at a time), so that payments and credit notes of one customer wait for each other. NO KEY UPDATE
 * lets sales to the customer (whose foreign key only shares the row) go on meanwhile.
 */
export function findCustomerId(db: Db, customerId: number, lock: boolean) {
  let found = db.selectFrom('customers').select('id').where('id', '=', customerId);
  if (lock && dialectOf(db) === 'postgres') found = found.forNoKeyUpdate();
  return found.executeTakeFirst();
}

/** A customer as their statement names them. */
export function findStatementCustomer(db: Db, customerId: number) {
  return db.selectFrom('customers').select(['id', 'name', 'mobile', 'ice', 'address']).where('id', '=', customerId).executeTakeFirst();
}

export function findCustomerPayment(db: Db, paymentId: number) {
  return db.selectFrom('customerPayments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

/** A receipt with its customer and who received it, as its PDF prints them. */
export function findReceipt(db: Db, paymentId: number) {
  return db
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
}

/** A customer's invoices up to `to` (included), for their statement. */
export function invoicesUpTo(db: Db, customerId: number, to: string) {
  return db
    .selectFrom('invoices')
    .select(['number', 'localDate', 'dateTime', 'total', 'payment', 'change'])
    .where('customerId', '=', customerId)
    .where('localDate', '<=', to)
    .orderBy('localDate')
    .orderBy('id')
    .execute();
}

/** A customer's credit notes up to `to` (included), for their statement. */
export function creditNotesUpTo(db: Db, customerId: number, to: string) {
  return db
    .selectFrom('creditNotes')
    .select(['number', 'localDate', 'dateTime', 'total', 'refund'])
    .where('customerId', '=', customerId)
    .where('localDate', '<=', to)
    .orderBy('localDate')
    .orderBy('id')
    .execute();
}
