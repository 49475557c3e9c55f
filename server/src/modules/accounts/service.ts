import type { Paged, PaymentType } from '@hanout/contract';
import type { Db } from '../../db/connect';
import type { CompleteKey } from '../idempotency';
import { dayFirst, localDate } from '../../lib/clock';
import { toCentimes, toDirhams } from '../../lib/money';
import { toPage } from '../../db/paging';
import { badRequest, conflict } from '../../lib/problems';
import { nextDocumentNumber } from '../../db/sequences';

/**
 * The bookkeeping both sides of the shop's accounts share: customers' invoices (receivables) and
 * suppliers' GRNs (payables) owe money, payments settle them, statements run the balance.
 */

const DAY_MS = 86_400_000;

/** An invoice or a GRN that still owes something (centimes). */
export interface OpenDocument {
  id: number;
  number: string;
  localDate: string;
  total: number;
  remaining: number;
}

export const ageInDays = (today: string, day: string) => Math.round((Date.parse(today) - Date.parse(day)) / DAY_MS);

/** Each open document in dirhams with its age, and what they owe together by age (0–30, 31–60, 61–90, over 90 days). */
export function agedDocuments(open: OpenDocument[], today: string) {
  const aging = { current: 0, days31to60: 0, days61to90: 0, over90: 0 };
  const documents = open.map((document) => {
    const ageDays = ageInDays(today, document.localDate);
    const bucket = ageDays <= 30 ? 'current' : ageDays <= 60 ? 'days31to60' : ageDays <= 90 ? 'days61to90' : 'over90';
    aging[bucket] += document.remaining;
    return {
      id: document.id,
      number: document.number,
      date: document.localDate,
      total: toDirhams(document.total),
      remainingDue: toDirhams(document.remaining),
      ageDays,
    };
  });
  return {
    documents,
    owed: Object.values(aging).reduce((sum, value) => sum + value, 0),
    aging: {
      current: toDirhams(aging.current),
      days31to60: toDirhams(aging.days31to60),
      days61to90: toDirhams(aging.days61to90),
      over90: toDirhams(aging.over90),
    },
  };
}

/**
 * How a payment of `amount` centimes settles the open documents (oldest first): the chosen ones
 * first, in their order (one settled meanwhile by another payment is passed over: the money goes to
 * the next), then the oldest. A payment dated before a document it settles is refused: it would show
 * the balance reversed in between. The caller has checked that `amount` is no more than what is owed.
 */
function allocatePayment<D extends OpenDocument>(open: D[], chosen: number[], amount: number, day: string, what: string) {
  const order = [
    ...chosen.flatMap((id) => open.filter((document) => document.id === id)),
    ...open.filter((document) => !chosen.includes(document.id)),
  ];
  let left = amount;
  const allocations: { document: D; amount: number }[] = [];
  for (const document of order) {
    if (left === 0) break;
    const share = Math.min(left, document.remaining);
    allocations.push({ document, amount: share });
    left -= share;
  }
  const latest = allocations.reduce(
    (last, allocation) => (allocation.document.localDate > last ? allocation.document.localDate : last),
    '',
  );
  if (day < latest) throw badRequest(`date: The payment date cannot be before the ${what} it settles (${dayFirst(latest)})`);
  return allocations;
}

/**
 * Accounts with something due, by amount (largest first, then oldest) or by age (oldest open
 * document first, then largest); the party's id last, so that pages never repeat nor skip one.
 */
export function rankAccounts<A extends { amountDue: number; ageDays: number }>(
  accounts: A[],
  sort: 'amount' | 'age',
  idOf: (account: A) => number,
) {
  return accounts.sort(
    (a, b) =>
      (sort === 'age' ? b.ageDays - a.ageDays || b.amountDue - a.amountDue : b.amountDue - a.amountDue || b.ageDays - a.ageDays) ||
      idOf(a) - idOf(b),
  );
}

/** A side's accounts that are not settled, ranked as `sort` says (see rankAccounts). */
type RankAccounts<A> = (db: Db, sort: 'amount' | 'age', timeZone: string, now: Date) => Promise<A[]>;

/** A side's list of accounts: one page of those `rank` answers, in its order. */
export const accountList =
  <A>(rank: RankAccounts<A>) =>
  async (
    db: Db,
    { sort, page, size }: { sort: 'amount' | 'age'; page: number; size: number },
    timeZone: string,
    now: Date = new Date(),
  ): Promise<Paged<A>> => {
    const all = await rank(db, sort, timeZone, now);
    return toPage(all.slice(page * size, (page + 1) * size), all.length, page, size);
  };

/** One movement of an account: `debit` and `credit` in centimes; `at`, when it was recorded; `order` ranks the movements of one document. */
export interface AccountMovement<K extends string> {
  date: string;
  at: string;
  document: string;
  kind: K;
  debit: number;
  credit: number;
  order: number;
}

/** The movement of `amount` centimes a document makes in one column of its party's account. */
export const movementOf = <K extends string>(
  document: { number: string; localDate: string; dateTime: string },
  kind: K,
  column: 'debit' | 'credit',
  amount: number,
  order = 0,
): AccountMovement<K> => ({
  date: document.localDate,
  at: document.dateTime,
  document: document.number,
  kind,
  debit: column === 'debit' ? amount : 0,
  credit: column === 'credit' ? amount : 0,
  order,
});

/** A statement's last day (today when not given) and its first (when given); 400 when it ends before it starts. */
export function statementPeriod(query: { from?: string; to?: string }, timeZone: string, now: Date) {
  const to = query.to ?? localDate(timeZone, now);
  if (query.from && query.from > to) throw badRequest('to: The period ends before it starts');
  return { from: query.from, to };
}

/**
 * An account's statement over [from, to] from all its movements up to `to`: the balance before
 * `from`, each movement of the period with the balance after it, the totals and the closing balance
 * (dirhams). `owedBy` says which column makes the balance grow: debits when a customer owes the shop,
 * credits when the shop owes a supplier. `from` defaults to the first movement.
 */
export function runStatement<K extends string>(
  movements: AccountMovement<K>[],
  from: string | undefined,
  to: string,
  owedBy: 'debit' | 'credit',
) {
  // Day by day; within a day in the order the documents were recorded, each document's movements in their order.
  movements.sort((a, b) => a.date.localeCompare(b.date) || a.at.localeCompare(b.at) || a.order - b.order);
  const start = from ?? movements[0]?.date ?? to;
  let balance = 0;
  let opening = 0;
  const entries: (Omit<AccountMovement<K>, 'order' | 'at'> & { balance: number })[] = [];
  for (const { order: _order, ...movement } of movements) {
    balance += owedBy === 'debit' ? movement.debit - movement.credit : movement.credit - movement.debit;
    if (movement.date < start) opening = balance;
    else entries.push({ ...movement, balance });
  }
  return {
    from: start,
    to,
    openingBalance: toDirhams(opening),
    entries: entries.map((entry) => ({
      ...entry,
      debit: toDirhams(entry.debit),
      credit: toDirhams(entry.credit),
      balance: toDirhams(entry.balance),
    })),
    totalDebit: toDirhams(entries.reduce((sum, entry) => sum + entry.debit, 0)),
    totalCredit: toDirhams(entries.reduce((sum, entry) => sum + entry.credit, 0)),
    closingBalance: toDirhams(balance),
  };
}

/**
 * A document a payment settled, as its receipt or voucher prints it (dirhams), with what it still
 * owes once the payment is recorded (`stillOwed`: the open documents' remainders, read in the
 * payment's transaction).
 */
export const settledLine =
  (stillOwed: Map<number, number>) => (allocation: { id: number; number: string; localDate: string; total: number; amount: number }) => ({
    documentNumber: allocation.number,
    documentDate: allocation.localDate,
    documentTotal: toDirhams(allocation.total),
    amount: toDirhams(allocation.amount),
    remainingDue: toDirhams(stillOwed.get(allocation.id) ?? 0),
  });

/** A payment as recorded: its amount in centimes, when it is recorded, the day the money changed hands and the day it is recorded. */
export interface PaymentDays {
  amount: number;
  paymentType: PaymentType;
  dateTime: string;
  day: string;
  today: string;
}

/** Who records a payment and when, and what the payment's transaction completes (its idempotency key). */
export interface PaymentRecording {
  userId: number;
  timeZone: string;
  now: Date;
  complete: CompleteKey;
}

/** A payment request's amount in centimes and its day (today when not given); a day in the future answers 400. */
export function paymentDays(
  request: { amount: number; paymentType: PaymentType; date?: string },
  timeZone: string,
  now: Date,
): PaymentDays {
  const today = localDate(timeZone, now);
  const day = request.date ?? today;
  if (day > today) throw badRequest('date: The payment date cannot be in the future');
  return { amount: toCentimes(request.amount), paymentType: request.paymentType, dateTime: now.toISOString(), day, today };
}

/** What one side of the accounts knows, in the payment's transaction, of what a payment may settle (centimes), and how it writes one. */
export interface PaymentBook {
  /** The payment's document kind (`RC`, `PF`) and what it settles, as the messages name them (`invoices`, `GRNs`). */
  kind: string;
  settles: string;
  /** The party's open documents, oldest first, and what it owes in all. */
  documents: OpenDocument[];
  owed: number;
  /** Which of `ids` are the party's documents. */
  theirs(ids: number[]): Promise<number[]>;
  /** The 409 details: an amount above what is owed (dirhams with 2 decimals), documents of another party. */
  tooMuch(amount: string, owed: string): string;
  foreign(ids: string): string;
  /** Writes the payment and its allocations; answers its id. */
  insert(
    payment: { number: string; dateTime: string; localDate: string; amount: number; paymentType: PaymentType },
    allocations: { documentId: number; amount: number }[],
  ): Promise<number>;
}

/**
 * Records a party's payment in its own transaction: the side's book read inside it (the party
 * locked first), the payment settled, its idempotency key completed and its receipt kept as issued.
 */
export function recordPayment(
  db: Db,
  request: Parameters<typeof paymentDays>[0],
  documentIds: number[] | undefined,
  by: PaymentRecording,
  side: { bookOf(trx: Db): Promise<PaymentBook>; keep(trx: Db, id: number): Promise<void> },
): Promise<{ id: number }> {
  const payment = paymentDays(request, by.timeZone, by.now);
  return db.transaction().execute(async (trx) => {
    const id = await settlePayment(trx, payment, documentIds, await side.bookOf(trx));
    await by.complete(trx, id);
    await side.keep(trx, id);
    return { id };
  });
}

/**
 * Records a payment in its transaction: numbered without gaps in the year it is recorded (whatever
 * day the money changed hands), allocated to the chosen documents first, then the oldest open ones.
 * A day before a document it settles answers 400; more than is owed, or a document of another party,
 * 409: nothing is written. Answers the payment's id.
 */
export async function settlePayment(trx: Db, payment: PaymentDays, documentIds: number[] | undefined, book: PaymentBook) {
  if (payment.amount > book.owed) throw conflict(book.tooMuch(toDirhams(payment.amount).toFixed(2), toDirhams(book.owed).toFixed(2)));
  const chosen = [...new Set(documentIds ?? [])];
  if (chosen.length) {
    const theirs = new Set(await book.theirs(chosen));
    const foreign = chosen.filter((documentId) => !theirs.has(documentId));
    if (foreign.length) throw conflict(book.foreign(foreign.join(', ')));
  }
  const allocations = allocatePayment(book.documents, chosen, payment.amount, payment.day, book.settles);
  const number = await nextDocumentNumber(trx, book.kind, Number(payment.today.slice(0, 4)));
  const { amount, paymentType, dateTime, day } = payment;
  return book.insert(
    { number, dateTime, localDate: day, amount, paymentType },
    allocations.map((allocation) => ({ documentId: allocation.document.id, amount: allocation.amount })),
  );
}

/** What a side's accounts that owe something owe together (dirhams), how many they are, and the five that owe the most. */
export async function summaryOf<A extends { amountDue: number }>(rank: RankAccounts<A>, db: Db, timeZone: string, now: Date) {
  const accounts = (await rank(db, 'amount', timeZone, now)).filter((account) => account.amountDue > 0);
  const totalDue = accounts.reduce((sum, account) => sum + toCentimes(account.amountDue), 0);
  return { totalDue: toDirhams(totalDue), count: accounts.length, largest: accounts.slice(0, 5) };
}
