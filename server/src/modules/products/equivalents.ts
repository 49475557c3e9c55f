import type { ProductEquivalent } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { toCentimes, toDirhams } from '../../lib/money';
import { notFound } from '../../lib/problems';
import { productAndEquivalents } from './repository';

/**
 * A product's generics, cheapest first (those with nothing to sell last, then by name), each with
 * its price less the product's own (both the selling price of the batch that would go first); 404
 * when the product does not exist.
 */
export async function equivalentsOf(db: Db, id: number, today: string): Promise<ProductEquivalent[]> {
  const found = await productAndEquivalents(db, id, today);
  const own = found.find((product) => product.id === id);
  if (!own) throw notFound(`Product ${id} does not exist.`);
  return found
    .filter((product) => product.id !== id)
    .map((product) => ({
      ...product,
      priceDifference: product.price === null || own.price === null ? null : toDirhams(toCentimes(product.price) - toCentimes(own.price)),
    }))
    .sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || a.name.localeCompare(b.name) || a.id - b.id);
}
