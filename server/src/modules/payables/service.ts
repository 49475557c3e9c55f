import type { Payable, PayablesQuery, PayablesSummary, StatementQuery, SupplierAccount, SupplierPayment } from '@hanout/contract';
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
  type OpenDocument,
} from '../accounts';
import { localDate } from '../../lib/clock';
import { toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import type { PaymentReceiptDocument } from '../../pdf/payment-receipt-pdf';
import type { StatementDocument, StatementKind } from '../../pdf/statement-pdf';
import { loadShopIdentity } from '../settings';
import {
  findAccountSupplier,
  findSupplierPayment,
  grnsUpTo,
  grnSupplier,
  supplierBalance,
  supplierReturnsUpTo,
  unsettledGrns,
  unsettledGrnsOfSuppliers,
} from './repository';

/**
 * The GRNs still owing something once what the supplier owes the shop on others (goods sent back
 * from a GRN already paid) is counted against them, oldest first: so that the open GRNs add up to
 * the balance that payments are capped at, and none stays open that no payment could settle.
 * `grns`: those whose remaining is not nil, oldest first.
 */
function afterCredits<T extends { remaining: number }>(grns: T[]): T[] {
  let credit = grns.reduce((sum, grn) => sum + Math.max(0, -grn.remaining), 0);
  const open: T[] = [];
  for (const grn of grns) {
    if (grn.remaining <= 0) continue;
    const offset = Math.min(credit, grn.remaining);
    credit -= offset;
    if (grn.remaining > offset) open.push({ ...grn, remaining: grn.remaining - offset });
  }
  return open;
}

/** A supplier's GRNs that still owe something, oldest first (afterCredits). */
export async function openGrns(db: Db, supplierId: number): Promise<OpenDocument[]> {
  return afterCredits(await unsettledGrns(db, supplierId));
}

/**
 * What one GRN still owes now, in centimes, as the supplier's account counts it (openGrns): goods
 * sent back from a GRN already paid are taken off the oldest others, so no credit is counted twice;
 * 0 once settled or when it does not exist.
 */
export async function grnStillDue(db: Db, grnId: number): Promise<number> {
  const grn = await grnSupplier(db, grnId);
  if (!grn) return 0;
  return (await openGrns(db, grn.supplierId)).find((open) => open.id === grnId)?.remaining ?? 0;
}

/**
 * The suppliers whose balance is not nil, by amount (largest first, then oldest) or by age (oldest
 * GRN still open first, then largest). A shop's suppliers are a few hundred at most, and their GRNs
 * not settled a few more: read GRN by GRN, grouped and sorted here.
 */
async function creditors(db: Db, sort: PayablesQuery['sort'], timeZone: string, now: Date): Promise<Payable[]> {
  const today = localDate(timeZone, now);
  const rows = await unsettledGrnsOfSuppliers(db);
  const bySupplier = new Map<number, typeof rows>();
  for (const row of rows) {
    const grns = bySupplier.get(row.supplierId) ?? [];
    grns.push(row);
    bySupplier.set(row.supplierId, grns);
  }
  const payables = [...bySupplier.values()].flatMap((grns) => {
    const amountDue = grns.reduce((sum, grn) => sum + grn.remaining, 0);
    if (amountDue === 0) return [];
    const open = afterCredits(grns);
    // Owed: since the oldest GRN still open; owing the shop: since the oldest GRN it owes on.
    const oldestGrnDate = (open[0] ?? grns[0]).localDate;
    return [
      {
        supplierId: grns[0].supplierId,
        name: grns[0].name,
        mobile: grns[0].mobile,
        amountDue: toDirhams(amountDue),
        openGrns: open.length,
        oldestGrnDate,
        ageDays: ageInDays(today, oldestGrnDate),
      },
    ];
  });
  return rankAccounts(payables, sort, (payable) => payable.supplierId);
}

/** One page of the suppliers the shop owes something (or who owe the shop). */
export const listPayables = accountList(creditors);

/** What the shop owes its suppliers together, and the five it owes the most. */
export async function summarizePayables(db: Db, timeZone: string, now: Date = new Date()): Promise<PayablesSummary> {
  const { totalDue, count, largest } = await summaryOf(creditors, db, timeZone, now);
  return { totalDue, suppliers: count, largest };
}

/**
 * A supplier with their company's name; 404 when unknown. `lock`: payments to one supplier wait for
 * each other on PostgreSQL, so that two of them can never both take what a GRN still owes.
 */
export async function requireSupplier(db: Db, supplierId: number, { lock = false } = {}) {
  const supplier = await findAccountSupplier(db, supplierId, lock);
  if (!supplier) throw notFound(`Supplier ${supplierId} does not exist.`);
  return supplier;
}

async function requirePayment(db: Db, paymentId: number) {
  const payment = await findSupplierPayment(db, paymentId);
  if (!payment) throw notFound(`Supplier payment ${paymentId} does not exist.`);
  return payment;
}

/** A supplier payment and the GRNs it settled, each with what it still owes now; 404 when unknown. */
export async function loadSupplierPayment(db: Db, paymentId: number): Promise<SupplierPayment> {
  const payment = await requirePayment(db, paymentId);
  const [open, allocations] = await Promise.all([openGrns(db, payment.supplierId), settledBy(db, 'supplier', paymentId)]);
  const stillOwed = new Map(open.map((grn) => [grn.id, grn.remaining]));
  return {
    id: payment.id,
    number: payment.number,
    supplierId: payment.supplierId,
    date: payment.localDate,
    amount: toDirhams(payment.amount),
    paymentType: payment.paymentType,
    allocations: allocations.map((allocation) => ({
      grnId: allocation.id,
      grnNumber: allocation.number,
      amount: toDirhams(allocation.amount),
      remainingDue: toDirhams(stillOwed.get(allocation.id) ?? 0),
    })),
  };
}

/** What the shop owes the supplier today: each open GRN with its age, and the total by age. */
export async function loadSupplierAccount(db: Db, supplierId: number, timeZone: string, now: Date = new Date()): Promise<SupplierAccount> {
  await requireSupplier(db, supplierId);
  const [open, balance] = await Promise.all([openGrns(db, supplierId), supplierBalance(db, supplierId)]);
  const { documents, aging } = agedDocuments(open, localDate(timeZone, now));
  return { supplierId, amountDue: toDirhams(balance), openGrns: documents, aging };
}

/** A supplier payment as issued, with its supplier, who paid and the GRNs it settled, for its voucher; 404 when unknown. */
export async function loadSupplierPaymentDocument(db: Db, paymentId: number): Promise<PaymentReceiptDocument> {
  const payment = await requirePayment(db, paymentId);
  const [supplier, allocations, open, balance, shop] = await Promise.all([
    requireSupplier(db, payment.supplierId),
    settledBy(db, 'supplier', paymentId),
    openGrns(db, payment.supplierId),
    supplierBalance(db, payment.supplierId),
    loadShopIdentity(db, { logo: false }),
  ]);
  const party = { name: supplier.name, address: supplier.companyName, mobile: supplier.mobile, ice: '' };
  return paymentDocument({ shop, side: 'supplier', party, recordedBy: payment.paidBy }, payment, allocations, open, Math.max(0, balance));
}

/**
 * A supplier's account over a period, for the statement: the balance owed at its start, then day by
 * day each GRN (credit: its total), what was paid at its reception, each later payment and each return of goods (debits),
 * with the running balance; the closing balance is what the shop owes at the period's end (the
 * account's amountDue when the period ends today).
 */
export async function loadSupplierStatementDocument(
  db: Db,
  supplierId: number,
  query: StatementQuery,
  timeZone: string,
  now: Date = new Date(),
): Promise<StatementDocument> {
  const supplier = await requireSupplier(db, supplierId);
  const party = { name: supplier.name, address: supplier.companyName, mobile: supplier.mobile, ice: '' };
  return statementDocument(db, 'supplier', party, { query, timeZone, now }, async (to) => {
    const [grns, payments, returns] = await Promise.all([
      grnsUpTo(db, supplierId, to),
      paymentsUpTo(db, 'supplier', supplierId, to),
      supplierReturnsUpTo(db, supplierId, to),
    ]);
    const movements: AccountMovement<StatementKind>[] = [];
    for (const grn of grns) {
      movements.push(movementOf(grn, 'GRN', 'credit', grn.total));
      const paid = Math.min(grn.total, grn.payment);
      if (paid > 0) movements.push(movementOf(grn, 'PAID_AT_GRN', 'debit', paid, 1));
    }
    for (const payment of payments) movements.push(movementOf(payment, 'PAYMENT_MADE', 'debit', payment.amount));
    // Goods sent back lower what the shop owes, as a payment would.
    for (const sent of returns) movements.push(movementOf(sent, 'SUPPLIER_RETURN', 'debit', sent.total));
    return movements;
  });
}
