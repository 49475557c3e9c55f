import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/**
 * What a GRN's payment at the reception settles: never more than its total (cash handed over above
 * it came back). The supplier's account and the dashboard count the same.
 */
export const PAID_AT_RECEPTION = sql<number>`case when grns.payment > grns.total then grns.total else grns.payment end`;

/** The tables of each side of the accounts: a customer's invoices and receipts, a supplier's GRNs and payments. */
const SIDES = {
  customer: { payments: 'customerPayments', documents: 'invoices', partyId: 'customerId' },
  supplier: { payments: 'supplierPayments', documents: 'grns', partyId: 'supplierId' },
} as const;

/** Whose account: a customer's (receivables) or a supplier's (payables). */
export type Side = keyof typeof SIDES;

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
