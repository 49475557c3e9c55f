import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dialectUnderTest, freshDatabase } from '../../support/harness';
import { killStartedServers, startServer, type ServerProcess } from '../../support/processes';
import { httpCall, httpLogin, invoiceBody, seedShop, type Shop } from '../../support/shop';

/** A sale whose answer never reached the till (the connection dropped) is not made twice by the retry. */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let server: ServerProcess;
let database: DatabaseHandle;
let token: string;
let shop: Shop;

const invoices = () => database.db.selectFrom('invoices').select(['id', 'number']).orderBy('id').execute();

beforeAll(async () => {
  fresh = await freshDatabase();
  server = await startServer({
    DATA_DIR: fresh.dataDir,
    DATABASE_URL: fresh.databaseUrl,
    JWT_SECRET: 'retry-test-secret-which-is-long-enough',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
  await migrateToLatest(database);
  token = await httpLogin(server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  shop = await seedShop(httpCall(server.baseUrl, token), { tag: 'retry', products: 1, quantities: [10] });
}, 90_000);
afterAll(async () => {
  await killStartedServers();
  await database?.close();
  await fresh?.drop();
});

describe(`a retry after a dropped connection (${dialectUnderTest})`, () => {
  it('answers the sale made before the connection dropped, with its number, and sells nothing more', async () => {
    const body = JSON.stringify(invoiceBody(shop.customerId, [{ stockId: shop.lines[0].id, quantity: 2 }], 0));
    const before = await invoices();
    const url = new URL('/api/invoice', server.baseUrl);
    // The till sends the sale, the server records it, and the connection drops before the answer is read.
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': 'till-1-draft-42',
      },
    });
    request.on('error', () => {});
    request.end(body);
    let recorded = before;
    for (let waited = 0; recorded.length === before.length && waited < 10_000; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      recorded = await invoices();
    }
    request.destroy();
    expect(recorded).toHaveLength(before.length + 1);

    const retry = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'till-1-draft-42' },
      body,
    });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('x-document-number')).toBe(recorded.at(-1)!.number);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await invoices()).toHaveLength(before.length + 1);
    const stock = await database.db.selectFrom('stocks').select('quantity').where('id', '=', shop.lines[0].id).executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(8);
  }, 60_000);
});
