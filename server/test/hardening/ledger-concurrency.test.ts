/**
 * Races on the stock ledger: hand adjustments, price changes and sales on one batch at once (one
 * process; on PostgreSQL through its pool). Afterwards the batch never went below zero, every
 * change left exactly one movement, and each batch holds the sum of its movements.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { injectCall, seedShop } from '../support/shop';

const summaries: string[] = [];

afterAll(() => {
  for (const line of summaries) console.log(line);
});

describe('concurrency on the stock ledger', () => {
  it(`races adjustments, price changes and sales on one batch: never below zero, one movement per change (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'ledger', products: 1, quantities: [40] });
      const stockId = shop.lines[0].id;
      const requests = Array.from({ length: 45 }, (_, i) => {
        if (i % 3 === 0) return admin('POST', `/api/stock/${stockId}/adjustments`, { quantityChange: -3, reason: 'BREAKAGE' });
        if (i % 3 === 1) {
          return admin('POST', '/api/invoice', {
            customer: { id: shop.customerId },
            invoiceItems: [{ stock: { id: stockId }, quantity: 2 }],
            invoicePayment: { payment: 100000, paymentType: 'CASH' },
          });
        }
        return admin('POST', '/api/stock/update-price', { stockId, newPrice: 20 + i });
      });
      const answers = await Promise.all(requests);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const adjusted = statuses.filter((status, i) => i % 3 === 0 && status === 200).length;
      const sold = statuses.filter((status, i) => i % 3 === 1 && status === 200).length;
      const left = await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow();
      expect(left.quantity).toBe(40 - 3 * adjusted - 2 * sold);
      expect(left.quantity).toBeGreaterThanOrEqual(0);
      expect(left.quantity).toBeLessThan(2);
      const priceChanges = await t.database.db.selectFrom('stockPriceChanges').select('id').where('stockId', '=', stockId).execute();
      expect(priceChanges).toHaveLength(15);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      summaries.push(
        `hardening: stock ledger (${dialectUnderTest}): 15 adjustments of −3, 15 sales of 2 and 15 price changes raced on a batch of 40: ` +
          `${adjusted} adjustments and ${sold} sales went through, ${statuses.filter((status) => status === 409).length} refused with 409, ` +
          `${left.quantity} left, never below zero, ${figures.movements} movements each batch adds up to, 15 price changes kept, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });
});
