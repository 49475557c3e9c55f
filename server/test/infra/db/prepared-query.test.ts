/** Queries compiled once (db/prepared.ts) answer what the same query built each time answers, inside transactions too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../../../src/db/prepared';
import type { Db } from '../../../src/db/connect';
import { createTestApp, type TestApp } from '../../support/harness';

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
