import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { dayFirst } from '../../lib/clock';
import { notFound } from '../../lib/problems';

/**
 * What the counter's lookup answers when no product matches `q`: nothing, unless `q` is the lot
 * number of batches that have all expired (a clerk typing the lot printed on a box). Then a 404
 * whose detail says so, with the date, rather than the silence of a text nothing matches: expired
 * stock is never sold, so no product is found by it.
 */
export async function noneOrExpiredLot(db: Db, q: string, today: string): Promise<never[]> {
  // Lot numbers are compared as the recall screen does, in capitals, on the index of upper(batchNumber).
  const latest = await db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .select(['stocks.batchNumber', 'stocks.expireDate', 'products.name'])
    .where(sql`upper(${sql.ref('stocks.batchNumber')})`, '=', q.trim().toUpperCase())
    .orderBy('stocks.expireDate', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && latest.expireDate < today) {
    throw notFound(`Lot ${latest.batchNumber} of ${latest.name} expired on ${dayFirst(latest.expireDate)}: expired stock is never sold.`);
  }
  return [];
}
