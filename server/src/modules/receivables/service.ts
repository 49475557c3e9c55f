import type { CustomerAccount, CustomerPayment, Receivable, ReceivablesQuery, ReceivablesSummary, StatementQuery } from '@hanout/contract';
import {
  accountList,
  agedDocuments,
  ageInDays,
  movementOf,
  paymentDocument,
  paymentsUpTo,
  rankAccounts,
  statementDocument,
  settledBy,
  summaryOf,
  type AccountMovement,
} from '../accounts';
import { localDate } from '../../lib/clock';
import { toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import type { PaymentReceiptDocument } from '../../pdf/payment-receipt-pdf';
import type { StatementDocument, StatementKind } from '../../pdf/statement-pdf';
import { loadShopIdentity } from '../settings';
import {
  creditNotesUpTo,
  findCustomerId,
  findCustomerPayment,
  findReceipt,
  findStatementCustomer,
  invoicesUpTo,
  openInvoices,
  owingCustomers,
} from './repository';

/**
 * 404 when the customer does not exist. `lock`: payments and credit notes of one customer wait for
 * each other on PostgreSQL, so that two of them can never both take what an invoice still owes.
 */
export async function requireCustomer(db: Db, customerId: number, { lock = false } = {}): Promise<void> {
  if (!(await findCustomerId(db, customerId, lock))) throw notFound(`Customer ${customerId} does not exist.`);
}

/**
 * The customers who owe something, by amount (largest first, then oldest) or by age (oldest open
 * invoice first, then largest). The debtors of a shop are a few hundred at most: they are grouped in
 * SQL, then sorted here.
 */
async function debtors(db: Db, sort: ReceivablesQuery['sort'], timeZone: string, now: Date): Promise<Receivable[]> {
  const today = localDate(timeZone, now);
  const receivables = (await owingCustomers(db)).map((row) => ({
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
export const listReceivables = accountList(debtors);

/** What all customers owe together, and the five who owe the most. */
export async function summarizeReceivables(db: Db, timeZone: string, now: Date = new Date()): Promise<ReceivablesSummary> {
  const { totalDue, count, largest } = await summaryOf(debtors, db, timeZone, now);
  return { totalDue, customers: count, largest };
}

/** A receipt and the invoices it settled, each with what it still owes now; 404 when unknown. */
export async function loadCustomerPayment(db: Db, paymentId: number): Promise<CustomerPayment> {
  const payment = await findCustomerPayment(db, paymentId);
  if (!payment) throw notFound(`Receipt ${paymentId} does not exist.`);
  const stillOwed = new Map((await openInvoices(db, payment.customerId)).map((invoice) => [invoice.id, invoice.remaining]));
  const allocations = await settledBy(db, 'customer', paymentId);
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
  const payment = await findReceipt(db, paymentId);
  if (!payment) throw notFound(`Receipt ${paymentId} does not exist.`);
  const [allocations, open, shop] = await Promise.all([
    settledBy(db, 'customer', paymentId),
    openInvoices(db, payment.customerId),
    loadShopIdentity(db, { logo: false }),
  ]);
  const party = { name: payment.customerName, address: payment.customerAddress, mobile: payment.customerMobile, ice: payment.customerIce };
  const stillOwed = open.reduce((sum, invoice) => sum + invoice.remaining, 0);
  return paymentDocument({ shop, side: 'customer', party, recordedBy: payment.receivedBy }, payment, allocations, open, stillOwed);
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
  const customer = await findStatementCustomer(db, customerId);
  if (!customer) throw notFound(`Customer ${customerId} does not exist.`);
  const party = { name: customer.name, mobile: customer.mobile, ice: customer.ice, address: customer.address };
  return statementDocument(db, 'customer', party, { query, timeZone, now }, async (to) => {
    const [invoices, payments, creditNotes] = await Promise.all([
      invoicesUpTo(db, customerId, to),
      paymentsUpTo(db, 'customer', customerId, to),
      creditNotesUpTo(db, customerId, to),
    ]);
    const movements: AccountMovement<StatementKind>[] = [];
    for (const invoice of invoices) {
      movements.push(movementOf(invoice, 'INVOICE', 'debit', invoice.total));
      // Never more than the total (invoices recorded before the change was kept their change at 0).
      const kept = Math.min(invoice.total, invoice.payment - invoice.change);
      if (kept > 0) movements.push(movementOf(invoice, 'PAID_AT_SALE', 'credit', kept, 1));
    }
    for (const payment of payments) movements.push(movementOf(payment, 'PAYMENT', 'credit', payment.amount));
    for (const note of creditNotes) {
      // The refund first, then the credit: the balance after each line never shows the shop owing the customer.
      if (note.refund > 0) movements.push(movementOf(note, 'REFUND', 'debit', note.refund));
      movements.push(movementOf(note, 'CREDIT_NOTE', 'credit', note.total, 1));
    }
    return movements;
  });
}
