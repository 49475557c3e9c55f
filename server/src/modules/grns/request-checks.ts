import { grnDateProblems, type grnRequest } from '@hanout/contract';
import type { z } from 'zod';
import { dayFirst } from '../../lib/clock';
import { badRequest } from '../../lib/problems';
import type { Db } from '../../db/connect';
import { findSupplierId, productNames, receivedLots } from './repository';

export type GrnRequest = z.output<typeof grnRequest>;

/** 400 naming every line whose dates are impossible, or every supplier and product that does not exist. */
export async function checkGrnRequest(db: Db, request: GrnRequest, today: string): Promise<void> {
  const { supplier: supplierId, grnItems } = request;
  const problems = grnItems.flatMap((item, index) =>
    grnDateProblems(item, today).map(({ field, message }) => `grnItems.${index}.${field}: ${message}`),
  );
  if (problems.length) throw badRequest(problems.join('; '));

  if (!(await findSupplierId(db, supplierId))) throw badRequest(`supplier: Supplier ${supplierId} does not exist`);
  const productIds = [...new Set(grnItems.map((item) => item.product))];
  const names = await productNames(db, productIds);
  const missing = grnItems.flatMap((item, index) =>
    names.has(item.product) ? [] : [`grnItems.${index}.product: Product ${item.product} does not exist`],
  );
  if (missing.length) throw badRequest(missing.join('; '));
  const lotProblems = await lotExpiryProblems(db, grnItems, names);
  if (lotProblems.length) throw badRequest(lotProblems.join('; '));
}

/**
 * One lot of a product has one expiry date: a lot typed twice in the GRN, or already received, with
 * another date is a slip that would split a recall in two. Lot numbers are compared in any case.
 */
async function lotExpiryProblems(db: Db, grnItems: GrnRequest['grnItems'], names: Map<number, string>): Promise<string[]> {
  const keyOf = (productId: number, lot: string) => `${productId}\u0000${lot.toUpperCase()}`;
  const lots = [...new Set(grnItems.flatMap((item) => (item.batchNumber ? [item.batchNumber.toUpperCase()] : [])))];
  if (lots.length === 0) return [];
  const received = await receivedLots(db, lots, [...names.keys()]);
  const expiries = new Map<string, string>();
  for (const batch of received) {
    const key = keyOf(batch.productId, batch.batchNumber!);
    if (!expiries.has(key)) expiries.set(key, batch.expireDate);
  }
  return grnItems.flatMap((item, index) => {
    if (!item.batchNumber) return [];
    const key = keyOf(item.product, item.batchNumber);
    const expected = expiries.get(key);
    if (expected === undefined) expiries.set(key, item.expireDate);
    if (expected === undefined || expected === item.expireDate) return [];
    return [
      `grnItems.${index}.expireDate: Lot ${item.batchNumber} of ${names.get(item.product)} expires on ${dayFirst(expected)}, not ${dayFirst(item.expireDate)}: one lot has one expiry date.`,
    ];
  });
}
