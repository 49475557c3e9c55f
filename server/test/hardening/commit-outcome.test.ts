/**
 * A sale whose connection drops at COMMIT is answered by what PostgreSQL did: committed, the sale
 * (a client told to retry would sell twice); not committed, 503 and nothing written. The app's
 * connection is cut exactly at its COMMIT: after the server committed (its answer never read), or
 * with the backend terminated just before.
 */
import type net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { asAdministrator } from '../support/postgres-administrator';
import { injectCall, invoiceBody, seedShop, type Call, type Shop } from '../support/shop';

type Cut = 'after the commit' | 'before the commit';
let cutNext: Cut | undefined;

async function backendIdle(pid: number) {
  for (;;) {
    const { rows } = await asAdministrator('select state from pg_stat_activity where pid = $1', [pid]);
    if (rows[0]?.state === 'idle') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Every statement the app sends goes through pg.Client's query.
const { query } = pg.Client.prototype as unknown as { query: (this: pg.Client, ...args: unknown[]) => Promise<unknown> };
(pg.Client.prototype as { query: unknown }).query = async function (this: pg.Client, ...args: unknown[]) {
  const [config] = args as [string | { text: string }];
  const text = typeof config === 'string' ? config : config?.text;
  const cut = cutNext;
  if (text !== 'commit' || !cut) return query.apply(this, args);
  cutNext = undefined;
  const { processID, connection } = this as unknown as { processID: number; connection: { stream: net.Socket } };
  if (cut === 'before the commit') {
    await asAdministrator('select pg_terminate_backend($1)', [processID]);
    return query.apply(this, args);
  }
  // The COMMIT is sent but its answer never read: the server commits, then the connection is gone.
  connection.stream.pause();
  const answer = query.apply(this, args);
  await backendIdle(processID);
  connection.stream.destroy();
  return answer;
};

describe.skipIf(dialectUnderTest !== 'postgres')('a connection lost at COMMIT (PostgreSQL only)', () => {
  let t: TestApp;
  let admin: Call;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestApp();
    admin = injectCall(t, t.adminToken);
    shop = await seedShop(admin, { tag: 'commit', quantities: [10] });
  });
  afterAll(() => t?.close());

  const stockLeft = async () =>
    (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', shop.lines[0].id).executeTakeFirstOrThrow()).quantity;
  const invoicesWritten = async () => (await t.database.db.selectFrom('invoices').select('id').execute()).length;

  it('answers the sale when the commit happened', async () => {
    const [stockBefore, invoicesBefore] = [await stockLeft(), await invoicesWritten()];
    cutNext = 'after the commit';
    const sale = await admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }]));
    expect(cutNext).toBeUndefined();
    expect(sale.status).toBe(200);
    const number = sale.headers['x-document-number'];
    expect(await t.database.db.selectFrom('invoices').select('id').where('number', '=', number).executeTakeFirst()).toBeDefined();
    expect(await stockLeft()).toBe(stockBefore - 1);
    expect(await invoicesWritten()).toBe(invoicesBefore + 1);
  });

  it('answers 503 and writes nothing when it did not', async () => {
    const [stockBefore, invoicesBefore] = [await stockLeft(), await invoicesWritten()];
    cutNext = 'before the commit';
    const sale = await admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }]));
    expect(cutNext).toBeUndefined();
    expect(sale.status).toBe(503);
    expect(await stockLeft()).toBe(stockBefore);
    expect(await invoicesWritten()).toBe(invoicesBefore);
    // And the app serves again on a new connection.
    const next = await admin('POST', '/api/invoice', invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }]));
    expect(next.status).toBe(200);
  });
});
