import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { batchedUntilSent } from '../src/db/batched-until-sent';
import { createTestApp, type TestApp } from './support/harness';
import { addDays, insertProduct, insertStock, shopToday } from './support/purchasing-fixtures';

/**
 * Requests arriving together share a batch that has not been sent yet (db/batched-until-sent.ts), and
 * only such a batch: one already sent may have missed a commit that came before a later request.
 */
let t: TestApp;
/** One connection only: holding it keeps every read queued. */
let narrow: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp();
  narrow = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 1 });
});
afterAll(async () => {
  await narrow?.close();
  await t?.close();
});

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Holds the narrow database's only connection until the returned function is called. */
async function holdTheConnection() {
  const held = gate();
  const release = gate();
  const done = narrow.db.transaction().execute(async () => {
    held.open();
    await release.opened;
  });
  await held.opened;
  return async () => {
    release.open();
    await done;
  };
}

/** The shop's name, read for each batch of keys of the same first letter; `reads` lists each batch's keys. */
const shopNameRead = () => {
  const reads: string[][] = [];
  const read = batchedUntilSent(
    async (db: DatabaseHandle['db'], keys: readonly string[]) => {
      reads.push([...keys]);
      const { name } = await db.selectFrom('shopSettings').select('name').executeTakeFirstOrThrow();
      return keys.map((key) => `${name} (${key})`);
    },
    { keyText: (key) => key, batchOf: (key) => key[0] },
  );
  return { read, reads };
};

describe('reads batched until sent', () => {
  it('reads the keys of a kind queued together in one statement, each key once, each kind apart', async () => {
    const { read, reads } = shopNameRead();
    const release = await holdTheConnection();
    await t.database.db.updateTable('shopSettings').set({ name: 'Pharmacie Atlas' }).execute();
    const asked = ['a1', 'a2', 'b1', 'a1'].map((key) => read(narrow.db, key));
    await release();
    expect(await Promise.all(asked)).toEqual([
      'Pharmacie Atlas (a1)',
      'Pharmacie Atlas (a2)',
      'Pharmacie Atlas (b1)',
      'Pharmacie Atlas (a1)',
    ]);
    expect(reads).toEqual([['a1', 'a2'], ['b1']]);
  });

  it('never lets a request join a read already sent: it sees what was committed before it arrived', async () => {
    await t.database.db.updateTable('shopSettings').set({ name: 'Avant' }).execute();
    const sent = gate();
    const finish = gate();
    let reads = 0;
    const read = batchedUntilSent(
      async (db: DatabaseHandle['db']) => {
        reads++;
        const { name } = await db.selectFrom('shopSettings').select('name').executeTakeFirstOrThrow();
        // The first read has its answer but is not over yet when the change below is committed.
        if (reads === 1) {
          sent.open();
          await finish.opened;
        }
        return [name];
      },
      { keyText: () => 'same key' },
    );
    const first = read(narrow.db, 'same key');
    await sent.opened;
    await t.database.db.updateTable('shopSettings').set({ name: 'Après' }).execute();
    const later = read(narrow.db, 'same key');
    finish.open();
    expect(await first).toBe('Avant');
    expect(await later).toBe('Après');
    expect(reads).toBe(2);
  });

  it('lets the requests after a failed read try again', async () => {
    let fail = true;
    const read = batchedUntilSent(
      async (db: DatabaseHandle['db']) => {
        if (fail) throw new Error('connection lost');
        return [(await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0].one];
      },
      { keyText: () => 'same key' },
    );
    const release = await holdTheConnection();
    const failing = [read(narrow.db, 'same key'), read(narrow.db, 'same key')];
    await release();
    for (const answer of failing) await expect(answer).rejects.toThrow('connection lost');
    fail = false;
    expect(Number(await read(narrow.db, 'same key'))).toBe(1);
  });

  it('shares session checks between requests of one session only: a signed-out token sent with a valid one is refused alone', async () => {
    const app = await buildApp(t.config, narrow);
    try {
      const out = await t.createUser();
      const kept = await t.createUser();
      expect((await t.request(out.token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
      const release = await holdTheConnection();
      const asked = Array.from({ length: 10 }, (_, index) =>
        app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization: `Bearer ${index % 2 ? out.token : kept.token}` } }),
      );
      await release();
      const statuses = (await Promise.all(asked)).map((answer) => answer.statusCode);
      expect(statuses).toEqual([200, 401, 200, 401, 200, 401, 200, 401, 200, 401]);
    } finally {
      await app.close();
    }
  });

  it('answers scans arriving together, batched, each with the product its code names', async () => {
    const app = await buildApp(t.config, narrow);
    try {
      const codes = { '0012345678905': 'Centrum UPC', '3400930000011': 'Smecta', '3400930000028': 'Doliprane 500' };
      for (const [barcode, name] of Object.entries(codes)) {
        const { id } = await insertProduct(t, name);
        await t.database.db.updateTable('products').set({ barcode }).where('id', '=', id).execute();
        await insertStock(t, { productId: id, quantity: 7, expireDate: addDays(shopToday(t), 90) });
      }
      const headers = { authorization: `Bearer ${t.adminToken}` };
      const release = await holdTheConnection();
      // The UPC-A form of the first code, the two others, one no product has, and a name.
      const scans = ['012345678905', '3400930000011', '3400930000028', '3400930000035', 'Smecta'];
      const asked = scans.map((q) => app.inject({ method: 'GET', url: `/api/products/lookup?q=${q}`, headers }));
      await release();
      const found = (await Promise.all(asked)).map((answer) => answer.json<{ name: string; availableQuantity: number }[]>());
      expect(found.map((products) => products.map(({ name }) => name))).toEqual([
        ['Centrum UPC'],
        ['Smecta'],
        ['Doliprane 500'],
        [],
        ['Smecta'],
      ]);
      expect(found[1][0].availableQuantity).toBe(7);
    } finally {
      await app.close();
    }
  });
});
