import type { mixedStockRequest } from '@hanout/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { localDate } from '../../lib/clock';
import { MAX_CENTIMES, toCentimes } from '../../lib/money';
import { badRequest, conflict } from '../../lib/problems';
import { ensureNamed } from '../../db/named';
import { recordMovements } from '../ledger';
import { refuseAbovePpv } from './regulated-price';
import { batchQuantity, insertMixComponents, insertMixedBatch, mixComponents, takeFromBatch } from './repository/batches';

type MixedStockRequest = z.output<typeof mixedStockRequest>;

/** Mixed stock is filed under this category and brand, sold by the piece. */
const MIXED = 'Mixed';
const MIXED_UNIT = 'Piece';

/**
 * Makes one unit of a mix in one transaction: takes each component's dosage from its stock line
 * (refusing the whole mix with 409 when one is short) and adds a stock line of the mix, a product
 * under the Mixed category and brand, bought at the sum of its components' buying prices and
 * expiring with its first-expiring component. `stockName` is the id of a component stock line.
 */
export async function createMixedStock(
  db: Db,
  request: MixedStockRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<void> {
  const { mixedStockName, mixedStockPrice, mixedStockItems } = request;
  const today = localDate(timeZone, now);
  // Taken in id order, so that two mixes sharing components never wait on each other in a circle.
  const items = [...mixedStockItems].sort((a, b) => a.stockName - b.stockName);
  const ids = items.map((item) => item.stockName);

  await db.transaction().execute(async (trx) => {
    const components = await mixComponents(trx, ids);
    const byId = new Map(components.map((component) => [component.id, component]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw badRequest(`mixedStockItems: Stock ${missing.join(', ')} does not exist`);

    for (const { stockName: id, dosage } of items) {
      if (!(await takeFromBatch(trx, id, dosage))) {
        const left = await batchQuantity(trx, id);
        throw conflict(`Not enough stock of ${byId.get(id)!.productName} (stock ${id}): ${dosage} needed, ${left.quantity} available.`);
      }
    }

    // A mix made again under the same name adds a stock line to the product made the first time.
    const categoryId = await ensureNamed(trx, 'categories', MIXED);
    const brandId = await ensureNamed(trx, 'brands', MIXED, { categoryId });
    const unitId = await ensureNamed(trx, 'units', MIXED_UNIT);
    // Sold at the highest rate of what went into it: VAT deducted on a component is never left
    // uncollected. The product screen changes it (a magistral preparation sold as a medicine at 7%).
    const vatRate = components.reduce((highest, c) => (c.vatRate > highest ? c.vatRate : highest), components[0].vatRate);
    const productId = await ensureNamed(trx, 'products', mixedStockName, { brandId, unitId }, { vatRate });
    const sellingPrice = toCentimes(mixedStockPrice);
    // A preparation the product screen gave a PPV is made again within it.
    await refuseAbovePpv(trx, [{ productId, sellingPrice, field: 'mixedStockPrice' }]);
    const buyingPrice = items.reduce((sum, item) => sum + byId.get(item.stockName)!.buyingPrice * item.dosage, 0);
    if (buyingPrice > MAX_CENTIMES) throw badRequest('mixedStockItems: The buying price of this mix is too large');
    const expireDate = components.reduce((earliest, c) => (c.expireDate < earliest ? c.expireDate : earliest), components[0].expireDate);
    const mixedId = await insertMixedBatch(trx, {
      productId,
      buyingPrice,
      sellingPrice,
      manufactureDate: today,
      expireDate,
      createdAt: now.toISOString(),
    });
    await insertMixComponents(trx, mixedId, items);
    await recordMovements(trx, { userId, at: now.toISOString() }, [
      ...items.map((item) => ({
        stockId: item.stockName,
        productId: byId.get(item.stockName)!.productId,
        type: 'MIX_OUT' as const,
        quantityChange: -item.dosage,
        documentId: mixedId,
      })),
      { stockId: mixedId, productId, type: 'MIX_IN', quantityChange: 1, documentId: mixedId },
    ]);
  });
}
