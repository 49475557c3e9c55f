/**
 * Issue 47, PostgreSQL's row-level security as the backstop of the shop scope: a statement with its
 * shop filter removed (`unscoped`) still reads, changes and deletes only the current shop's rows, and
 * cannot write a row into another shop; every request runs as the role hanout_app with its shop
 * set, whichever pooled connection serves it; every table holding a shop_id has its policy.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { openShop, seedShop, SPEC_A, SPEC_B, type SeededShop } from '../support/shops';
import { SESSION_ROUTE, withSessionRoute, type SessionAnswer } from '../support/session-route';
import { inShop, unscoped } from '../../src/db/shop-scope';
import { SHOP_OWNED_TABLES, storedName } from '../../src/db/shop-owned-tables';

let t: TestApp;
let a: SeededShop;
let b: SeededShop;

/** Thrown to roll a transaction back once its checks are done. */
class RolledBack extends Error {}

const customersByShop = async () =>
  (await unscoped(t.database.db).selectFrom('customers').select(['id', 'name', 'shopId']).orderBy('id').execute()).map((row) => ({
    ...row,
  }));

describe.skipIf(dialectUnderTest !== 'postgres')('PostgreSQL row-level security under the shop scope', () => {
  beforeAll(async () => {
    t = await withSessionRoute(() => createTestApp());
    a = await seedShop(t, 1, t.adminToken, SPEC_A);
    const shopB = await openShop(t, 'beta', 'admin@beta.test');
    b = await seedShop(t, shopB.id, shopB.adminToken, SPEC_B);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('guards every table holding a shop_id with its policy, for a role that cannot sign in nor bypass it', async () => {
    const db = t.database.db;
    const { rows: withShop } = await sql<{ table: string }>`select table_name as "table" from information_schema.columns
      where table_schema = current_schema() and column_name = 'shop_id' order by table_name`.execute(db);
    expect(withShop.map((row) => row.table)).toEqual(SHOP_OWNED_TABLES.map(storedName).sort());
    const { rows: guarded } = await sql<{ table: string }>`select c.relname as "table" from pg_class c
      join pg_policies p on p.tablename = c.relname and p.policyname = c.relname || '_own_shop'
      where c.relrowsecurity and c.relnamespace = current_schema()::regnamespace order by c.relname`.execute(db);
    expect(guarded.map((row) => row.table)).toEqual(SHOP_OWNED_TABLES.map(storedName).sort());
    const { rows: role } = await sql<{ login: boolean; bypass: boolean; superuser: boolean }>`select rolcanlogin as login,
      rolbypassrls as bypass, rolsuper as superuser from pg_roles where rolname = 'hanout_app'`.execute(db);
    expect(role).toEqual([{ login: false, bypass: false, superuser: false }]);
  });

  it('reads only the current shop’s rows with the shop filter removed, in every shop-owned table', async () => {
    const db = t.database.db;
    let tablesHoldingA = 0;
    for (const table of SHOP_OWNED_TABLES) {
      // Outside any shop: the connecting role, which sees every shop's rows.
      const all = await unscoped(db)
        .selectFrom(table as 'customers')
        .select('shopId')
        .execute();
      const seenByB = await inShop(b.shopId, () =>
        unscoped(db)
          .selectFrom(table as 'customers')
          .select('shopId')
          .execute(),
      );
      expect(
        seenByB.every((row) => row.shopId === b.shopId),
        table,
      ).toBe(true);
      expect(seenByB.length, table).toBe(all.filter((row) => row.shopId === b.shopId).length);
      if (all.some((row) => row.shopId === a.shopId)) tablesHoldingA += 1;
    }
    expect(tablesHoldingA).toBeGreaterThan(25);
  });

  it('changes and deletes only the current shop’s rows with statements naming no shop', async () => {
    const before = await customersByShop();
    const counts = await inShop(b.shopId, () =>
      t.database.db
        .transaction()
        .execute(async (trx) => {
          const updated = await sql`update customers set name = 'x'`.execute(trx);
          const renamed = await unscoped(trx).selectFrom('customers').select('shopId').where('name', '=', 'x').execute();
          const deleted = await sql`delete from stock_price_changes`.execute(trx);
          throw new RolledBack(
            JSON.stringify({ updated: Number(updated.numAffectedRows), renamed, deleted: Number(deleted.numAffectedRows) }),
          );
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
          return JSON.parse(error.message) as { updated: number; renamed: Array<{ shopId: number }>; deleted: number };
        }),
    );
    expect(counts.updated).toBe(before.filter((row) => row.shopId === b.shopId).length);
    expect(counts.renamed.every((row) => row.shopId === b.shopId)).toBe(true);
    expect(counts.deleted).toBe(b.ids.stockPriceChanges.length);
    expect(await customersByShop()).toEqual(before);
  });

  it('refuses, from B’s session, to insert a row of A’s shop or move B’s row into it, and deletes none of A’s', async () => {
    const db = t.database.db;
    const before = await customersByShop();
    const values = { name: 'Intrus', ice: '', mobile: '0600000000', type: 'INDIVIDUAL' as const, createdAt: new Date().toISOString() };
    await expect(
      inShop(b.shopId, () =>
        unscoped(db)
          .insertInto('customers')
          .values({ ...values, shopId: a.shopId })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      inShop(b.shopId, () => unscoped(db).updateTable('customers').set({ shopId: a.shopId }).where('id', '=', b.main.customer).execute()),
    ).rejects.toThrow(/row-level security/);
    // The shops are the operator's: a shop's session reads them and changes none.
    await expect(inShop(b.shopId, () => sql`update shops set status = 'active'`.execute(db))).rejects.toThrow(/permission denied/);
    const deleted = await inShop(b.shopId, () => sql`delete from customers where shop_id = ${a.shopId}`.execute(db));
    expect(Number(deleted.numAffectedRows)).toBe(0);
    expect(await customersByShop()).toEqual(before);
  });

  it('runs a shop’s statements as hanout_app with its shop set, and the others as the connecting role', async () => {
    const session = () => sql<{ role: string; shop: string }>`select current_user as role, current_setting('app.shop_id', true) as shop`;
    const [outside] = (await session().execute(t.database.db)).rows;
    expect(outside.role).not.toBe('hanout_app');
    const [inB] = await inShop(b.shopId, async () => (await session().execute(t.database.db)).rows);
    expect(inB).toEqual({ role: 'hanout_app', shop: String(b.shopId) });
    const [again] = (await session().execute(t.database.db)).rows;
    expect(again.role).toBe(outside.role);
  });

  it('serves every request as hanout_app with its own shop, whichever pooled connection served the other shop before', async () => {
    const ask = async (token: string) => {
      const response = await t.app.inject({ method: 'GET', url: SESSION_ROUTE, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SessionAnswer>();
    };
    const expected = (shopId: number): SessionAnswer => ({ role: 'hanout_app', shop: String(shopId), customerShops: [shopId] });
    const callers = [
      { token: a.adminToken, shopId: a.shopId },
      { token: b.staffToken, shopId: b.shopId },
      { token: t.adminToken, shopId: a.shopId },
      { token: b.adminToken, shopId: b.shopId },
    ];
    // In turn, then 60 at once on a pool of 5 connections.
    for (let i = 0; i < 12; i++) expect(await ask(callers[i % callers.length].token)).toEqual(expected(callers[i % callers.length].shopId));
    const many = Array.from({ length: 60 }, (_, i) => callers[(i * 7) % callers.length]);
    const answers = await Promise.all(many.map((caller) => ask(caller.token)));
    expect(answers).toEqual(many.map((caller) => expected(caller.shopId)));
    // Requests signed in to no shop (sign-in, its options) in between leave nothing behind for the next one.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody@x.test', password: 'wrong-password' },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({ shopCodeAsked: true });
    expect(await ask(b.adminToken)).toEqual(expected(b.shopId));
  });
});
