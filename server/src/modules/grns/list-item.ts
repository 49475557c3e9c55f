import type { GrnListItem } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { toDirhams } from '../../lib/money';
import type { CostVisibility } from '../stock';

/** GRNs with their supplier, as the history lists them. */
export const grnRows = (db: Db) =>
  db
    .selectFrom('grns')
    .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .select([
      'grns.id',
      'grns.number',
      'grns.dateTime',
      'grns.total',
      'grns.payment',
      'grns.balance',
      'grns.paymentType',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
    ]);
type GrnRow = Awaited<ReturnType<ReturnType<typeof grnRows>['executeTakeFirstOrThrow']>>;

/**
 * A GRN as the history lists it (the head of its detail too); its total, payment and balance
 * `withCost` only: a total is its buying prices added up, and what was paid or is owed tells it.
 */
export const toGrnListItem = (row: GrnRow, { withCost }: CostVisibility): GrnListItem => ({
  id: row.id,
  number: row.number,
  dateTime: row.dateTime,
  supplier: { id: row.supplierId, name: row.supplierName },
  grnPayment: {
    paymentType: row.paymentType as GrnListItem['grnPayment']['paymentType'],
    ...(withCost ? { payment: toDirhams(row.payment), balance: toDirhams(row.balance) } : {}),
  },
  ...(withCost ? { total: toDirhams(row.total) } : {}),
});
