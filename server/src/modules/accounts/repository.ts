import type { PaymentType } from '@hanout/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { insertHeaderAndLines } from '../../db/header-lines';
import { SIDES, type Side } from './sides';

/**
 * What a GRN's payment at the reception settles: never more than its total (cash handed over above
 * it came back). The supplier's account and the dashboard count the same.
 */
export const PAID_AT_RECEPTION = sql<number>`case when grns.payment > grns.total then grns.total else grns.payment end`;

/** A party's payments up to `to` (included), day by day in the order they were recorded, for its statement. */
export function paymentsUpTo(db: Db, side: Side, partyId: number, to: string) {
  const { payments, partyId: party } = SIDES[side];
  return db
    .selectFrom(payments)
    .select(['number', 'localDate', 'dateTime', 'amount'])
    .where(party, '=', partyId)
    .where('localDate', '<=', to)
    .orderBy('localDate')
    .orderBy('id')
    .execute();
}

/** Which of `ids` are the party's documents (invoices of a customer, GRNs of a supplier). */
export async function documentsOfParty(db: Db, side: Side, partyId: number, ids: number[]): Promise<number[]> {
  const { documents, partyId: party } = SIDES[side];
  const rows = await db.selectFrom(documents).select('id').where(party, '=', partyId).where('id', 'in', ids).execute();
  return rows.map((document) => document.id);
}

/** Writes a party's payment (a receipt, a supplier payment) and how it settles the party's documents; answers its id. */
export function insertPayment(
  db: Db,
  side: Side,
  {
    partyId,
    userId,
    ...payment
  }: { number: string; dateTime: string; localDate: string; amount: number; paymentType: PaymentType; partyId: number; userId: number },
  allocations: { documentId: number; amount: number }[],
): Promise<number> {
  const { payments, allocations: table, documentId, partyId: party } = SIDES[side];
  return insertHeaderAndLines(
    db,
    { table: payments, row: { ...payment, [party]: partyId, userId } },
    {
      table,
      key: 'paymentId',
      rows: allocations.map((allocation) => ({ [documentId]: allocation.documentId, amount: allocation.amount })),
    },
  );
}

/** The documents a payment settled, in the order it settled them, with the amount it gave each. */
export function settledBy(db: Db, side: Side, paymentId: number) {
  const { allocations, documents, allocatedTo } = SIDES[side];
  // A join of either side's table types as a union of two queries, whose methods TypeScript cannot call: one query of both.
  const joined = db.selectFrom(allocations).innerJoin(documents, `${documents}.id`, allocatedTo) as SelectQueryBuilder<
    Database,
    typeof allocations | typeof documents,
    object
  >;
  return joined
    .select([`${documents}.id`, `${documents}.number`, `${documents}.localDate`, `${documents}.total`, `${allocations}.amount`])
    .where(`${allocations}.paymentId`, '=', paymentId)
    .orderBy(`${allocations}.id`)
    .execute();
}
