import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/db/connect';
import { dashboardStatistics, topSelling } from '../../../src/modules/dashboard/service';
import { DOCUMENT_TABLES } from '../../../src/modules/dashboard/snapshot';
import { summarizePayables } from '../../../src/modules/payables/service';
import { summarizeReceivables } from '../../../src/modules/receivables/service';
import { createTestApp, type TestApp } from '../../support/harness';
import { addDays, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { givenShop, type Given } from '../../support/given';

/**
 * Every table the dashboard snapshot's figures read, and why a change of it shows: a new row of a
 * document table renews the snapshot (common/snapshot.ts); any other table is written with
 * its document, or its changes may show up to a minute late. A figure that reads a new table fails
 * here until its entry says which.
 */
const TABLES_READ: Record<string, string> = {
  invoices: 'a document table',
  grns: 'a document table',
  customer_payments: 'a document table',
  credit_notes: 'a document table',
  supplier_payments: 'a document table',
  supplier_returns: 'a document table',
  invoice_items: 'written with its invoice',
  credit_note_items: 'written with its credit note',
  payment_allocations: 'written with its customer payment',
  supplier_payment_allocations: 'written with its supplier payment',
  customers: 'a renamed customer shows within a minute',
  suppliers: 'a renamed supplier shows within a minute',
  products: 'a renamed product shows within a minute',
  brands: 'a renamed brand shows within a minute',
  categories: 'a renamed category shows within a minute',
};

let t: TestApp;
let given: Given;
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
});
afterAll(() => t?.close());

/** The tables named in the statements `db` runs while `work` runs. */
async function tablesReadBy(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const executor = db.getExecutor();
  const tables = new Set<string>();
  const provide = executor.provideConnection.bind(executor);
  const spy = vi.spyOn(executor, 'provideConnection').mockImplementation((consumer) =>
    provide((connection) =>
      consumer({
        executeQuery: (query) => {
          for (const [, table] of query.sql.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)) tables.add(table);
          return connection.executeQuery(query);
        },
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      }),
    ),
  );
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return [...tables].sort();
}

describe('the dashboard snapshot', () => {
  it('names every table its figures read, and renews on a new row of each document table', async () => {
    const { db } = t.database;
    const timeZone = t.config.timeZone;
    const read = await tablesReadBy(db, () =>
      Promise.all([
        dashboardStatistics(db, timeZone),
        topSelling(db, timeZone),
        summarizeReceivables(db, timeZone),
        summarizePayables(db, timeZone),
      ]),
    );
    expect(read).toEqual(Object.keys(TABLES_READ).sort());
    expect(
      Object.entries(TABLES_READ)
        .filter(([, why]) => why === 'a document table')
        .map(([table]) => table),
    ).toEqual([...DOCUMENT_TABLES]);
  });

  it('shows a supplier return in what the shop owes at the next request', async () => {
    const supplier = await insertSupplier(t, 'Karim Alaoui', 'Cooper Pharma');
    const { id: productId } = await insertProduct(t, 'Doliprane 500');
    const today = shopToday(t);
    const { response: grn } = await given.grn({
      supplier: supplier.id,
      lines: [{ product: productId, quantity: 5, expireDate: addDays(today, 300) }],
    });
    const owed = async () =>
      (await t.request(t.adminToken, { method: 'GET', url: '/api/payables/summary' })).json<{ totalDue: number }>().totalDue;
    expect(await owed()).toBe(50);
    const stock = await t.database.db.selectFrom('stocks').select('id').where('productId', '=', productId).executeTakeFirstOrThrow();
    const returned = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/grn/${String(grn.headers['x-document-id'])}/returns`,
      payload: { items: [{ stockId: stock.id, quantity: 2 }] },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await owed()).toBe(30);
  });
});
