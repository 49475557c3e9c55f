/** Queries compiled once (db/prepared.ts) answer what the same query built each time answers, inside transactions too. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared';
import { RUNS_BEFORE_NAMED } from '../src/db/statement-names';
import { openDatabase, type Db } from '../src/db/connect';
import { createTestApp, dialectUnderTest, type TestApp } from './support/harness';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await db
    .insertInto('units')
    .values([{ name: 'Prepared A' }, { name: 'Prepared B' }, { name: 'Prepared C' }])
    .execute();
});
afterAll(() => t?.close());

const unitsBetween = (db: Db, prefix: string, fromId: number, toId: number) =>
  db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('name', 'like', prefix)
    .where('id', '>=', fromId)
    .where('id', '<=', toId)
    .orderBy('id');

describe('preparedQuery', () => {
  it('answers as the built query for each new set of values, in any order of the arguments', async () => {
    const prepared = preparedQuery((db: Db, prefix: string, fromId: number, toId: number) => unitsBetween(db, prefix, fromId, toId));
    const all = await unitsBetween(db, 'Prepared %', 0, 1e9).execute();
    expect(all).toHaveLength(3);
    for (const [prefix, from, to] of [
      ['Prepared %', 0, 1e9],
      ['Prepared B', 0, 1e9],
      ['Prepared %', all[1].id, all[2].id],
      ['Nothing%', 0, 1e9],
    ] as const) {
      expect(await prepared(db, prefix, from, to)).toEqual(await unitsBetween(db, prefix, from, to).execute());
    }
  });

  it('runs inside a transaction and sees its writes', async () => {
    const named = preparedQuery((db: Db, name: string) => db.selectFrom('units').select('name').where('name', '=', name));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('units').values({ name: 'Prepared in trx' }).execute();
      expect(await named(trx, 'Prepared in trx')).toEqual([{ name: 'Prepared in trx' }]);
    });
  });

  it('takes a fixed number of slots for a rest parameter, and nulls match nothing', async () => {
    const byIds = preparedQuery(
      (db: Db, ...ids: Array<number | null>) => db.selectFrom('units').select('name').where('id', 'in', ids).orderBy('name'),
      3,
    );
    const [a, b] = await unitsBetween(db, 'Prepared %', 0, 1e9).execute();
    expect(await byIds(db, a.id, b.id, null)).toEqual([{ name: a.name }, { name: b.name }]);
    expect(await byIds(db, null, null, null)).toEqual([]);
  });

  it('refuses a query that does not take each argument as a value (it would answer for the first one forever)', async () => {
    const limited = preparedQuery((db: Db, size: number) =>
      db
        .selectFrom('units')
        .select('id')
        .limit(size > 1 ? 2 : 1),
    );
    await expect(limited(db, 5)).rejects.toThrow(/every argument must be a value/);
  });
});

describe.runIf(dialectUnderTest === 'postgres')('on PostgreSQL', () => {
  it('is prepared under its name on the connection, which then only binds new values', async () => {
    const named = preparedQuery((db: Db, name: string) => db.selectFrom('units').select('id').where('name', '=', name));
    await db.transaction().execute(async (trx) => {
      expect(await named(trx, 'Prepared A')).toHaveLength(1);
      expect(await named(trx, 'Prepared B')).toHaveLength(1);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx);
      expect(
        rows.filter((row) => row.name.startsWith('hanout_') && row.statement === 'select "id" from "units" where "name" = $1'),
      ).toHaveLength(1);
    });
  });

  it('names a query built each time once its text has run a few times, and leaves the rare ones unnamed', async () => {
    const prepared = async (trx: Db) =>
      (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map((row) => row.statement);
    await db.transaction().execute(async (trx) => {
      const often = (name: string) => trx.selectFrom('units').select('id').where('name', '<>', name).orderBy('id');
      const text = often('').compile().sql;
      const rare = trx.selectFrom('units').select('name').where('id', '<', 0).compile().sql;
      await trx.selectFrom('units').select('name').where('id', '<', 0).execute();
      // A long list's text varies with its length: it is never named, however often it runs.
      const longList = () =>
        trx
          .selectFrom('units')
          .select('id')
          .where(
            'id',
            'in',
            Array.from({ length: 40 }, (_, index) => -index),
          );
      for (let run = 0; run <= RUNS_BEFORE_NAMED; run++) await longList().execute();
      for (let run = 0; run <= RUNS_BEFORE_NAMED; run++) await often(`Prepared ${run}`).execute();
      const statements = await prepared(trx);
      expect(statements).toContain(text);
      expect(statements).not.toContain(rare);
      expect(statements).not.toContain(longList().compile().sql);
      // Named, it answers for each new value.
      const [a, b] = await unitsBetween(trx, 'Prepared %', 0, 1e9).execute();
      for (const [left, kept] of [
        [a, b],
        [b, a],
      ]) {
        const ids = (await often(left.name).execute()).map((row) => row.id);
        expect(ids).not.toContain(left.id);
        expect(ids).toContain(kept.id);
      }
    });
  });

  it('prepares a statement afresh once a table changed under it (a column added by another instance), after one refusal', async () => {
    const handle = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 1 });
    try {
      await sql`create table stale_probe (a int)`.execute(handle.db);
      await sql`insert into stale_probe values (1)`.execute(handle.db);
      const probe = () => sql<Record<string, number>>`select * from stale_probe`.execute(handle.db);
      for (let run = 0; run <= RUNS_BEFORE_NAMED; run++) expect((await probe()).rows).toEqual([{ a: 1 }]);
      await sql`alter table stale_probe add column b int default 7`.execute(db);
      await expect(probe()).rejects.toMatchObject({ code: '0A000' });
      for (let run = 0; run < 3; run++) expect((await probe()).rows).toEqual([{ a: 1, b: 7 }]);
    } finally {
      await sql`drop table if exists stale_probe`.execute(handle.db);
      await handle.close();
    }
  });
});
