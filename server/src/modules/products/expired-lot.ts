import type { Db } from '../../db/connect';
import { dayFirst } from '../../lib/clock';
import { notFound } from '../../lib/problems';
import { latestBatchOfLot } from './repository';

/**
 * What the counter's lookup answers when no product matches `q`: nothing, unless `q` is the lot
 * number of batches that have all expired (a clerk typing the lot printed on a box). Then a 404
 * whose detail says so, with the date, rather than the silence of a text nothing matches: expired
 * stock is never sold, so no product is found by it.
 */
export async function noneOrExpiredLot(db: Db, q: string, today: string): Promise<never[]> {
  // Lot numbers are compared as the recall screen does, in capitals, on the index of upper(batchNumber).
  const latest = await latestBatchOfLot(db, q.trim().toUpperCase());
  if (latest && latest.expireDate < today) {
    throw notFound(`Lot ${latest.batchNumber} of ${latest.name} expired on ${dayFirst(latest.expireDate)}: expired stock is never sold.`);
  }
  return [];
}
