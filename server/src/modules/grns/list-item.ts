import type { GrnListItem } from '@hanout/contract';
import { toDirhams } from '../../lib/money';
import type { CostVisibility } from '../stock';
import type { GrnRow } from './repository';

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
