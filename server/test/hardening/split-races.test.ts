/**
 * Races on split packs: sales of units that open packs, splits by hand and sales of whole packs on
 * the same batches at once (one process; on PostgreSQL through its pool). Afterwards no batch went
 * below zero, every unit is accounted for (in packs, loose, or sold), and the ledger adds up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '@hanout/contract';
import { createTestApp, dialectUnderTest } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { givenShop } from '../support/given';
import { injectCall } from '../support/shop';

const summaries: string[] = [];

afterAll(() => {
  for (const line of summaries) console.log(line);
});

const UNITS_PER_PACK = 10;

describe('concurrency on split packs', () => {
  it(`races unit sales that open packs, splits and pack sales: never below zero, every unit accounted for (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const given = givenShop(t);
      const admin = injectCall(t, t.adminToken);
      const { id: packId } = await given.product({ name: 'Race Box', unitsPerPack: UNITS_PER_PACK, sellByUnit: true });
      const unitId = (await admin('GET', `/api/products/${packId}`)).body as Product;
      const unitProductId = unitId.unitProductId!;
      const early = await given.stock({ product: packId, quantity: 12, sellingPrice: 20, batchNumber: 'EARLY', expireDate: given.day(90) });
      const late = await given.stock({ product: packId, quantity: 6, sellingPrice: 21, batchNumber: 'LATE', expireDate: given.day(200) });
      const totalUnits = 18 * UNITS_PER_PACK;
      const sale = (items: { product: { id: number }; quantity: number }[]) =>
        admin('POST', '/api/invoice', {
          customer: { id: 1 },
          invoiceItems: items,
          invoicePayment: { payment: 100_000, paymentType: 'CASH' },
        });
      const requests = Array.from({ length: 48 }, (_, i) => {
        if (i % 4 === 0) return sale([{ product: { id: unitProductId }, quantity: 7 }]);
        if (i % 4 === 1) return admin('POST', `/api/stock/${i % 8 === 1 ? early : late}/split`, { packs: 2 });
        if (i % 4 === 2) return sale([{ product: { id: packId }, quantity: 1 }]);
        return sale([
          { product: { id: packId }, quantity: 1 },
          { product: { id: unitProductId }, quantity: 13 },
        ]);
      });
      const answers = await Promise.all(requests);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);

      const stocks = await t.database.db.selectFrom('stocks').select(['id', 'productId', 'quantity']).execute();
      expect(stocks.filter((stock) => stock.quantity < 0)).toEqual([]);
      const items = await t.database.db.selectFrom('invoiceItems').select(['productId', 'quantity']).execute();
      const of = (rows: { productId: number; quantity: number }[], productId: number) =>
        rows.filter((row) => row.productId === productId).reduce((sum, row) => sum + row.quantity, 0);
      const accounted = (of(stocks, packId) + of(items, packId)) * UNITS_PER_PACK + of(stocks, unitProductId) + of(items, unitProductId);
      expect(accounted).toBe(totalUnits);
      const { violations, figures } = await checkLedger(t.database.db);
      expect(violations).toEqual([]);
      const splits = await t.database.db.selectFrom('stockSplits').select(['packs']).execute();
      summaries.push(
        `hardening: split packs (${dialectUnderTest}): 12 sales of 7 units, 12 splits of 2 packs, 12 sales of a pack and 12 of a pack ` +
          `and 13 units raced on 18 packs of 10: ${statuses.filter((status) => status === 200).length} went through, ` +
          `${statuses.filter((status) => status === 409).length} refused with 409, ${splits.length} openings of ` +
          `${splits.reduce((sum, split) => sum + split.packs, 0)} packs, ${of(items, unitProductId)} units and ${of(items, packId)} packs sold, ` +
          `never below zero, all ${totalUnits} units accounted for, ${figures.movements} movements, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });
});
