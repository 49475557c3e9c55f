import { sql } from 'kysely';
import { PAID_AT_RECEPTION, withSettlements } from '../accounts';
import { dialectOf, type Db } from '../../db/connect';

/**
 * What a GRN still owes the supplier: its total, less what was paid at the reception (never more than
 * the total), less the supplier payments allocated to it since, less the value of the goods sent back
 * to the supplier from it (which can take it below zero: the supplier then owes the shop).
 */
const REMAINING = sql<number>`grns.total - ${PAID_AT_RECEPTION} - coalesce(allocated.allocated, 0) - coalesce(returned.returned, 0)`;

/** The supplier a GRN was received from. */
export function grnSupplier(db: Db, grnId: number) {
  return db.selectFrom('grns').select('supplierId').where('id', '=', grnId).executeTakeFirst();
}

/** GRNs whose remaining is not nil (below zero too), of one supplier or of all, oldest first. */
const unsettled = (db: Db, supplierId?: number) =>
  withSettlements(db, 'supplier', { partyId: supplierId }).where(REMAINING, '<>', 0).orderBy('grns.localDate').orderBy('grns.id');
const withRemaining = <Row extends { remaining: unknown }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, remaining: Number(row.remaining) }));

/** A supplier's GRNs whose remaining is not nil (below zero too), oldest first. */
export async function unsettledGrns(db: Db, supplierId: number) {
  return withRemaining(
    await unsettled(db, supplierId)
      .select(['grns.id', 'grns.number', 'grns.localDate', 'grns.total', REMAINING.as('remaining')])
      .execute(),
  );
}

/** What the shop owes the supplier over all their GRNs, in centimes (negative: the supplier owes the shop). */
export async function supplierBalance(db: Db, supplierId: number): Promise<number> {
  const row = await withSettlements(db, 'supplier', { partyId: supplierId })
    .select((eb) => eb.fn.sum<number>(REMAINING).as('due'))
    .executeTakeFirst();
  return Number(row?.due ?? 0);
}

/** Every GRN whose remaining is not nil, with its supplier, oldest first. */
export async function unsettledGrnsOfSuppliers(db: Db) {
  return withRemaining(
    await unsettled(db)
      .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
      .select(['suppliers.id as supplierId', 'suppliers.name', 'suppliers.mobile', 'grns.localDate', REMAINING.as('remaining')])
      .execute(),
  );
}

/**
 * A supplier with their company's name; `lock`ed on PostgreSQL until the transaction ends (SQLite
 * runs one transaction at a time), so that payments to one supplier wait for each other. NO KEY
 * UPDATE lets GRNs of the supplier (whose foreign key only shares the row) go on meanwhile.
 */
export function findAccountSupplier(db: Db, supplierId: number, lock: boolean) {
  let found = db
    .selectFrom('suppliers')
    .innerJoin('companies', 'companies.id', 'suppliers.companyId')
    .select(['suppliers.id', 'suppliers.name', 'suppliers.mobile', 'suppliers.email', 'companies.name as companyName'])
    .where('suppliers.id', '=', supplierId);
  if (lock && dialectOf(db) === 'postgres') found = found.forNoKeyUpdate('suppliers');
  return found.executeTakeFirst();
}

/** A supplier payment with who paid it. */
export function findSupplierPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('supplierPayments')
    .innerJoin('users', 'users.id', 'supplierPayments.userId')
    .selectAll('supplierPayments')
    .select('users.name as paidBy')
    .where('supplierPayments.id', '=', paymentId)
    .executeTakeFirst();
}

/** A supplier's GRNs up to `to` (included), for their statement. */
export function grnsUpTo(db: Db, supplierId: number, to: string) {
  return db
    .selectFrom('grns')
    .select(['number', 'localDate', 'dateTime', 'total', 'payment'])
    .where('supplierId', '=', supplierId)
    .where('localDate', '<=', to)
    .orderBy('localDate')
    .orderBy('id')
    .execute();
}

/** The goods sent back to a supplier up to `to` (included), for their statement. */
export function supplierReturnsUpTo(db: Db, supplierId: number, to: string) {
  return db
    .selectFrom('supplierReturns')
    .select(['number', 'localDate', 'dateTime', 'total'])
    .where('supplierId', '=', supplierId)
    .where('localDate', '<=', to)
    .orderBy('localDate')
    .orderBy('id')
    .execute();
}
