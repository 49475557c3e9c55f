import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { SIDES, type Side } from './sides';

/** What a side's documents are deducted of other than payments: a credit note's value less its refund, the value of goods sent back. */
const DEDUCTED = {
  customer: { as: 'credited', amount: sql<number>`${sql.ref('total')} - ${sql.ref('refund')}` },
  supplier: { as: 'returned', amount: sql.ref<number>('total') },
} as const;

/**
 * A side's documents joined with what the payments allocated to each (`allocated.allocated`) and
 * what was deducted of each (`credited.credited` of an invoice, `returned.returned` of a GRN): one
 * party's only when `partyId` is given, those of `documentIds` only when given (the allocations and
 * deductions read are then theirs only).
 */
export function withSettlements<S extends Side>(db: Db, side: S, { partyId, documentIds }: { partyId?: number; documentIds?: number[] }) {
  const tables: Record<keyof (typeof SIDES)[Side], string> = SIDES[side];
  const { payments, allocations: allocationTable, documents, documentId, partyId: party, deductions: deductionTable } = tables;
  const deducted: { as: string; amount: RawBuilder<number> } = DEDUCTED[side];
  // Either side's tables read as any table of number columns: the answer is typed with the side's own documents below.
  const loose = db as unknown as Kysely<Record<string, Record<string, number>>>;
  let allocations = loose.selectFrom(allocationTable).select([documentId, (eb) => eb.fn.sum<number>('amount').as('allocated')]);
  let deductions = loose.selectFrom(deductionTable).select([documentId, (eb) => eb.fn.sum<number>(deducted.amount).as(deducted.as)]);
  if (partyId !== undefined) {
    allocations = allocations.where('paymentId', 'in', loose.selectFrom(payments).select('id').where(party, '=', partyId));
    deductions = deductions.where(party, '=', partyId);
  }
  if (documentIds !== undefined) {
    allocations = allocations.where(documentId, 'in', documentIds);
    deductions = deductions.where(documentId, 'in', documentIds);
  }
  let joined = loose
    .selectFrom(documents)
    .leftJoin(allocations.groupBy(documentId).as('allocated'), `allocated.${documentId}`, `${documents}.id`)
    .leftJoin(deductions.groupBy(documentId).as(deducted.as), `${deducted.as}.${documentId}`, `${documents}.id`);
  if (partyId !== undefined) joined = joined.where(`${documents}.${party}`, '=', partyId);
  if (documentIds !== undefined) joined = joined.where(`${documents}.id`, 'in', documentIds);
  return joined as unknown as SelectQueryBuilder<Database, (typeof SIDES)[S]['documents'], object>;
}
