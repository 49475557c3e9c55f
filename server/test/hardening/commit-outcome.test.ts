/**
 * A sale whose connection drops at COMMIT is answered by what PostgreSQL did: committed, the sale
 * (a client told to retry would sell twice); not committed, 503 and nothing written. The app's
 * connection is cut exactly at its COMMIT: after the server committed (its answer never read), or
 * with the backend terminated just before.
 */
import type net from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMIT_OUTCOME_UNKNOWN_PROBLEM } from '@hanout/contract';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { asAdministrator } from '../support/postgres-administrator';
import { injectCall, invoiceBody, seedShop, type Call, type Shop } from '../support/shop';

type Cut = 'after the commit' | 'before the commit';
let cutNext: Cut | undefined;
/** The commit's status cannot be read (the database unreachable from the new connection too). */
let statusUnreadable = false;

async function backendIdle(pid: number) {
  for (;;) {
    const { rows } = await asAdministrator('select state from pg_stat_activity where pid = $1', [pid]);
    if (rows[0]?.state === 'idle') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Every query the app sends, on the pool's connections and on the one that reads a commit's status, goes through pg.Client's query.
const { query } = pg.Client.prototype as unknown as { query: (this: pg.Client, ...args: unknown[]) => Promise<unknown> };
(pg.Client.prototype as { query: unknown }).query = async function (this: pg.Client, ...args: unknown[]) {
  const [config] = args as [string | { text: string }];
  const text = typeof config === 'string' ? config : config?.text;
  if (statusUnreadable && text?.startsWith('select txid_status')) throw new Error('Connection terminated unexpectedly');
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

describe.skipIf(dialectUnderTest !== 'postgres')('a connection lost at COMMIT with a pool of one connection (PostgreSQL only)', () => {
  let t: TestApp;
  let shop: Shop;
  let single: { app: FastifyInstance; database: DatabaseHandle };

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(injectCall(t, t.adminToken), { tag: 'single', quantities: [10] });
    const database = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 1 });
    single = { app: await buildApp(t.config, database), database };
  });
  afterAll(async () => {
    statusUnreadable = false;
    await single?.app.close();
    await single?.database.close();
    await t?.close();
  });

  const sell = (language = 'en') =>
    single.app.inject({
      method: 'POST',
      url: '/api/invoice',
      headers: { authorization: `Bearer ${t.adminToken}`, 'accept-language': language },
      payload: invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 1 }]) as object,
    });

  it('reads the commit on a connection of its own, not the pool the lost one still holds', async () => {
    cutNext = 'after the commit';
    const started = Date.now();
    const sale = await sell();
    expect(cutNext).toBeUndefined();
    expect(sale.statusCode).toBe(200);
    // Not after the pool's connect timeout (10 s) spent waiting for its only connection.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers that the outcome is unknown, to be retried only with the same key, when the status cannot be read', async () => {
    for (const [language, detail] of [
      ['en', /whether the change was saved is unknown.*only with the same Idempotency-Key/],
      ['fr', /on ne sait pas si la modification a été enregistrée.*même clé Idempotency-Key/],
    ] as const) {
      cutNext = 'after the commit';
      statusUnreadable = true;
      const sale = await sell(language);
      statusUnreadable = false;
      expect(sale.statusCode).toBe(503);
      expect(sale.json()).toMatchObject({ type: COMMIT_OUTCOME_UNKNOWN_PROBLEM, status: 503 });
      expect(Number(sale.headers['retry-after'])).toBeGreaterThan(0);
      expect(sale.json().detail).toMatch(detail);
    }
    // The app serves again with its one connection.
    expect((await sell()).statusCode).toBe(200);
  });
});
