import type { RepricedBatch } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { aboveRegulatedPrice } from '../../lib/medicines';
import { toDirhams } from '../../lib/money';
import { badRequest } from '../../lib/problems';
import { batchesPricedAbove, recordPriceChange, regulatedPrices, setSellingPrice } from './repository/batches';

/** A selling price about to be given to a batch: its product, the price (centimes) and the request's field that gives it. */
export interface PricedLine {
  productId: number;
  sellingPrice: number;
  field: string;
}

/**
 * Inside the caller's transaction: 400 naming every line whose selling price is above its product's
 * PPV (DECISIONS: a batch's selling price never exceeds its product's PPV).
 */
export async function refuseAbovePpv(trx: Db, lines: PricedLine[]): Promise<void> {
  const products = await regulatedPrices(trx, [...new Set(lines.map((line) => line.productId))]);
  if (products.length === 0) return;
  const byId = new Map(products.map((product) => [product.id, product]));
  const problems = lines.flatMap(({ productId, sellingPrice, field }) => {
    const product = byId.get(productId);
    const problem = product && aboveRegulatedPrice(sellingPrice, product.ppv, product.name);
    return problem ? [`${field}: ${problem}`] : [];
  });
  if (problems.length) throw badRequest(problems.join('; '));
}

/**
 * Inside the caller's transaction, which has just set the product's PPV (`ppv`, centimes): every
 * batch of the product priced above it, sold out or not (a return brings units back to their
 * batch), is repriced to it, each change kept in the batch's price history. Answers the batches repriced.
 */
export async function repriceToPpv(
  trx: Db,
  productId: number,
  ppv: number,
  { userId, at }: { userId: number; at: string },
): Promise<RepricedBatch[]> {
  const batches = await batchesPricedAbove(trx, productId, ppv);
  for (const batch of batches) {
    await setSellingPrice(trx, batch.id, ppv);
    await recordPriceChange(trx, { stockId: batch.id, oldPrice: batch.sellingPrice, newPrice: ppv, userId, at });
  }
  return batches.map((batch) => ({
    id: batch.id,
    batchNumber: batch.batchNumber,
    oldPrice: toDirhams(batch.sellingPrice),
    newPrice: toDirhams(ppv),
  }));
}
