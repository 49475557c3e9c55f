import type {
  Paged,
  Payable,
  PayablesQuery,
  PayablesSummary,
  StatementQuery,
  SupplierAccount,
  SupplierPayment,
  SupplierPaymentRequest,
} from '@hanout/contract';
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
  PAID_AT_RECEPTION,
} from '../accounts/index';
import { localDate } from '../../lib/clock';
import { toCentimes, toDirhams } from '../../lib/money';
import type { PageOfAnySize } from '../../db/paging';
import { badRequest, notFound } from '../../lib/problems';
import { dialectOf, type Db } from '../../db/connect';
import type { PaymentReceiptDocument } from '../../pdf/payment-receipt-pdf';
import type { StatementDocument, StatementKind } from '../../pdf/statement-pdf';
import { loadShopIdentity } from '../settings';
import type { CompleteKey } from '../idempotency';
import { keepAsIssued } from '../documents';

const PAYMENT_KIND = 'PF';

/**
 * What a GRN still owes the supplier: its total, less what was paid at the reception (never more than
 * the total), less the supplier payments allocated to it since, less the value of the goods sent back
 * to the supplier from it (which can take it below zero: the supplier then owes the shop).
 */
const REMAINING = sql<number>`grns.total - ${PAID_AT_RECEPTION} - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0)`;

/** GRNs with what was allocated to each and what went back from each (REMAINING reads both): one supplier's only, or one GRN's only, when given. */
function withSettlements(db: Db, { supplierId, grnId }: { supplierId?: number; grnId?: number }) {
  let allocations = db.selectFrom('supplierPaymentAllocations').select(['grnId', (eb) => eb.fn.sum<number>('amount').as('allocated')]);
  let returns = db.selectFrom('supplierReturns').select(['grnId', (eb) => eb.fn.sum<number>('total').as('returned')]);
  if (supplierId !== undefined) {
    allocations = allocations.where('paymentId', 'in', db.selectFrom('supplierPayments').select('id').where('supplierId', '=', supplierId));
    returns = returns.where('supplierId', '=', supplierId);
  }
  if (grnId !== undefined) {
    allocations = allocations.where('grnId', '=', grnId);
    returns = returns.where('grnId', '=', grnId);
  }
  let grns = db
    .selectFrom('grns')
    .leftJoin(allocations.groupBy('grnId').as('allocated'), 'allocated.grnId', 'grns.id')
    .leftJoin(returns.groupBy('grnId').as('returned'), 'returned.grnId', 'grns.id');
  if (supplierId !== undefined) grns = grns.where('grns.supplierId', '=', supplierId);
  if (grnId !== undefined) grns = grns.where('grns.id', '=', grnId);
  return grns;
}

/**
 * What one GRN still owes now, in centimes, as the supplier's account counts it (openGrns): goods
 * sent back from a GRN already paid are taken off the oldest others, so no credit is counted twice;
 * 0 once settled or when it does not exist.
 */
export async function grnStillDue(db: Db, grnId: number): Promise<number> {
  const grn = await db.selectFrom('grns').select('supplierId').where('id', '=', grnId).executeTakeFirst();
  if (!grn) return 0;
  return (await openGrns(db, grn.supplierId)).find((open) => open.id === grnId)?.remaining ?? 0;
}

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
async function openGrns(db: Db, supplierId: number): Promise<OpenDocument[]> {
  const rows = await withSettlements(db, { supplierId })
    .where(REMAINING, '<>', 0)
    .select(['grns.id', 'grns.number', 'grns.localDate', 'grns.total', REMAINING.as('remaining')])
    .orderBy('grns.localDate')
    .orderBy('grns.id')
    .execute();
  return afterCredits(rows.map((row) => ({ ...row, remaining: Number(row.remaining) })));
}

/** What the shop owes the supplier over all their GRNs, in centimes (negative: the supplier owes the shop). */
async function balanceOf(db: Db, supplierId: number): Promise<number> {
  const row = await withSettlements(db, { supplierId })
    .select((eb) => eb.fn.sum<number>(REMAINING).as('due'))
    .executeTakeFirst();
  return Number(row?.due ?? 0);
}

/**
 * The suppliers whose balance is not nil, by amount (largest first, then oldest) or by age (oldest
 * GRN still open first, then largest). A shop's suppliers are a few hundred at most, and their GRNs
 * not settled a few more: read GRN by GRN, grouped and sorted here.
 */
async function creditors(db: Db, sort: PayablesQuery['sort'], timeZone: string, now: Date): Promise<Payable[]> {
  const today = localDate(timeZone, now);
  const rows = await withSettlements(db, {})
    .where(REMAINING, '<>', 0)
    .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .select(['suppliers.id as supplierId', 'suppliers.name', 'suppliers.mobile', 'grns.localDate', REMAINING.as('remaining')])
    .orderBy('grns.localDate')
    .orderBy('grns.id')
    .execute();
  const bySupplier = new Map<number, Array<(typeof rows)[number] & { remaining: number }>>();
  for (const row of rows) {
    const grns = bySupplier.get(row.supplierId) ?? [];
    grns.push({ ...row, remaining: Number(row.remaining) });
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
export async function listPayables(
  db: Db,
  { sort, page, size }: PageOfAnySize<PayablesQuery>,
  timeZone: string,
  now: Date = new Date(),
): Promise<Paged<Payable>> {
  return pageOf(await creditors(db, sort, timeZone, now), page, size);
}

/** What the shop owes its suppliers together, and the five it owes the most. */
export async function summarizePayables(db: Db, timeZone: string, now: Date = new Date()): Promise<PayablesSummary> {
  const owed = (await creditors(db, 'amount', timeZone, now)).filter((payable) => payable.amountDue > 0);
  const totalDue = owed.reduce((sum, payable) => sum + toCentimes(payable.amountDue), 0);
  return { totalDue: toDirhams(totalDue), suppliers: owed.length, largest: owed.slice(0, 5) };
}

async function requireSupplier(db: Db, supplierId: number, { lock = false } = {}) {
  let found = db
    .selectFrom('suppliers')
    .innerJoin('companies', 'companies.id', 'suppliers.companyId')
    .select(['suppliers.id', 'suppliers.name', 'suppliers.mobile', 'suppliers.email', 'companies.name as companyName'])
    .where('suppliers.id', '=', supplierId);
  // Payments to one supplier wait for each other on PostgreSQL (SQLite runs one transaction at a
  // time): two of them can never both take what a GRN still owes. NO KEY UPDATE lets GRNs of the
  // supplier (whose foreign key only shares the row) go on meanwhile.
  if (lock && dialectOf(db) === 'postgres') found = found.forNoKeyUpdate('suppliers');
  const supplier = await found.executeTakeFirst();
  if (!supplier) throw notFound(`Supplier ${supplierId} does not exist.`);
  return supplier;
}

/**
 * Records a payment to a supplier (`PF-2026-000001`), allocated to the chosen GRNs first, in their
 * order, then to the oldest open ones (see recordPayment). What went back to the supplier may leave
 * less owed than the open GRNs show: the payment is refused above the account's balance.
 */
export function recordSupplierPayment(
  db: Db,
  supplierId: number,
  request: SupplierPaymentRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  complete: CompleteKey = async () => {},
): Promise<{ id: number }> {
  const vouchers: PaymentBook = {
    kind: PAYMENT_KIND,
    settles: 'GRNs',
    async open(trx) {
      await requireSupplier(trx, supplierId, { lock: true });
      const [documents, balance] = await Promise.all([openGrns(trx, supplierId), balanceOf(trx, supplierId)]);
      return { documents, owed: Math.max(0, balance) };
    },
    theirs: async (trx, ids) =>
      (await trx.selectFrom('grns').select('id').where('supplierId', '=', supplierId).where('id', 'in', ids).execute()).map(
        (grn) => grn.id,
      ),
    tooMuch: (amount, owed) => `The payment (${amount} DH) is more than the shop owes the supplier (${owed} DH).`,
    foreign: (ids) => `GRN ${ids} is not a GRN of this supplier.`,
    async insert(trx, payment, allocations) {
      const { id } = await trx
        .insertInto('supplierPayments')
        .values({ ...payment, supplierId, userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('supplierPaymentAllocations')
        .values(allocations.map((allocation) => ({ paymentId: id, grnId: allocation.documentId, amount: allocation.amount })))
        .execute();
      return id;
    },
  };
  return recordPayment(db, vouchers, { ...request, documentIds: request.grnIds }, timeZone, now, async (trx, id) => {
    await complete(trx, id);
    await keepAsIssued(trx, 'supplier-payment', id, loadSupplierPaymentDocument);
  });
}

/** The GRNs a supplier payment settled, in the order it settled them, with the amount it gave each. */
const settledBy = (db: Db, paymentId: number) =>
  db
    .selectFrom('supplierPaymentAllocations')
    .innerJoin('grns', 'grns.id', 'supplierPaymentAllocations.grnId')
    .select(['grns.id', 'grns.number', 'grns.localDate', 'grns.total', 'supplierPaymentAllocations.amount'])
    .where('supplierPaymentAllocations.paymentId', '=', paymentId)
    .orderBy('supplierPaymentAllocations.id')
    .execute();

const requirePayment = async (db: Db, paymentId: number) => {
  const payment = await db
    .selectFrom('supplierPayments')
    .innerJoin('users', 'users.id', 'supplierPayments.userId')
    .selectAll('supplierPayments')
    .select('users.name as paidBy')
    .where('supplierPayments.id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) throw notFound(`Supplier payment ${paymentId} does not exist.`);
  return payment;
};

/** A supplier payment and the GRNs it settled, each with what it still owes now; 404 when unknown. */
export async function loadSupplierPayment(db: Db, paymentId: number): Promise<SupplierPayment> {
  const payment = await requirePayment(db, paymentId);
  const [open, allocations] = await Promise.all([openGrns(db, payment.supplierId), settledBy(db, paymentId)]);
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
  const [open, balance] = await Promise.all([openGrns(db, supplierId), balanceOf(db, supplierId)]);
  const { documents, aging } = agedDocuments(open, localDate(timeZone, now));
  return { supplierId, amountDue: toDirhams(balance), openGrns: documents, aging };
}

/** A supplier payment as issued, with its supplier, who paid and the GRNs it settled, for its voucher; 404 when unknown. */
export async function loadSupplierPaymentDocument(db: Db, paymentId: number): Promise<PaymentReceiptDocument> {
  const payment = await requirePayment(db, paymentId);
  const [supplier, allocations, open, balance, shop] = await Promise.all([
    requireSupplier(db, payment.supplierId),
    settledBy(db, paymentId),
    openGrns(db, payment.supplierId),
    balanceOf(db, payment.supplierId),
    loadShopIdentity(db, { logo: false }),
  ]);
  return {
    shop,
    side: 'supplier',
    id: payment.id,
    number: payment.number,
    dateTime: payment.dateTime,
    date: payment.localDate,
    amount: toDirhams(payment.amount),
    paymentType: payment.paymentType,
    party: { name: supplier.name, address: supplier.companyName, mobile: supplier.mobile, ice: '' },
    recordedBy: payment.paidBy,
    allocations: allocations.map(settledLine(new Map(open.map((grn) => [grn.id, grn.remaining])))),
    stillOwed: toDirhams(Math.max(0, balance)),
  };
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
  const to = query.to ?? localDate(timeZone, now);
  if (query.from && query.from > to) throw badRequest('to: The period ends before it starts');
  const [grns, payments, returns, shop] = await Promise.all([
    db
      .selectFrom('grns')
      .select(['number', 'localDate', 'dateTime', 'total', 'payment'])
      .where('supplierId', '=', supplierId)
      .where('localDate', '<=', to)
      .orderBy('localDate')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('supplierPayments')
      .select(['number', 'localDate', 'dateTime', 'amount'])
      .where('supplierId', '=', supplierId)
      .where('localDate', '<=', to)
      .orderBy('localDate')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('supplierReturns')
      .select(['number', 'localDate', 'dateTime', 'total'])
      .where('supplierId', '=', supplierId)
      .where('localDate', '<=', to)
      .orderBy('localDate')
      .orderBy('id')
      .execute(),
    loadShopIdentity(db),
  ]);
  const movements: AccountMovement<StatementKind>[] = [];
  for (const grn of grns) {
    const at = grn.dateTime;
    movements.push({ date: grn.localDate, at, document: grn.number, kind: 'GRN', debit: 0, credit: grn.total, order: 0 });
    const paid = Math.min(grn.total, grn.payment);
    if (paid > 0) movements.push({ date: grn.localDate, at, document: grn.number, kind: 'PAID_AT_GRN', debit: paid, credit: 0, order: 1 });
  }
  for (const payment of payments) {
    movements.push({
      date: payment.localDate,
      at: payment.dateTime,
      document: payment.number,
      kind: 'PAYMENT_MADE',
      debit: payment.amount,
      credit: 0,
      order: 0,
    });
  }
  // Goods sent back lower what the shop owes, as a payment would.
  for (const sent of returns) {
    movements.push({
      date: sent.localDate,
      at: sent.dateTime,
      document: sent.number,
      kind: 'SUPPLIER_RETURN',
      debit: sent.total,
      credit: 0,
      order: 0,
    });
  }
  return {
    shop,
    side: 'supplier',
    generatedAt: now.toISOString(),
    party: { name: supplier.name, address: supplier.companyName, mobile: supplier.mobile, ice: '' },
    ...runStatement(movements, query.from, to, 'credit'),
  };
}
