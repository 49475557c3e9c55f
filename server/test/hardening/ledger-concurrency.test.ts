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

  it(`races validations of one stocktake with sales of its batches: applied once, never below zero (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const admin = injectCall(t, t.adminToken);
      const shop = await seedShop(admin, { tag: 'count', products: 2, quantities: [20, 20] });
      const started = await admin('POST', '/api/stocktakes', { categoryId: null });
      const stocktake = started.body as { id: number; number: string };
      for (const line of shop.lines) await admin('PUT', `/api/stocktakes/${stocktake.id}/counts/${line.id}`, { countedQuantity: 12 });
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => admin('POST', `/api/stocktakes/${stocktake.id}/validate`)),
        ...Array.from({ length: 10 }, (_, i) =>
          admin('POST', '/api/invoice', {
            customer: { id: shop.customerId },
            invoiceItems: [{ stock: { id: shop.lines[i % 2].id }, quantity: 2 }],
            invoicePayment: { payment: 100000, paymentType: 'CASH' },
          }),
        ),
      ]);
      const validations = answers.slice(0, 5).map((answer) => answer.status);
      expect(validations.filter((status) => status === 200)).toHaveLength(1);
      expect(validations.filter((status) => status === 409)).toHaveLength(4);
      const counted = await t.database.db
        .selectFrom('stockMovements')
        .select((eb) => eb.fn.countAll<number>().as('movements'))
        .where('type', '=', 'COUNT')
        .where('documentId', '=', stocktake.id)
        .executeTakeFirstOrThrow();
      expect(Number(counted.movements)).toBe(2);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      const sold = answers.slice(5).filter((answer) => answer.status === 200).length;
      summaries.push(
        `hardening: stocktake (${dialectUnderTest}): 5 validations of ${stocktake.number} raced with 10 sales of its 2 batches: 1 validation applied, ` +
          `4 refused with 409, 2 COUNT movements, ${sold} sales went through, never below zero, ${figures.movements} movements, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });
});
