import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insertInto('customers')
    .values(['Élan Pharma', 'Pharmacie Atlas', '100%_Bio'].map((name) => ({ name, ice: '', mobile: '0600000000', createdAt: new Date().toISOString() })))
    .execute();
});
afterAll(() => t.close());

const search = async (text: string) =>
  (await t.request(t.adminToken, { method: 'GET', url: `/api/customers/search?text=${encodeURIComponent(text)}&page=0&size=10` }))
    .json()
    .content.map((row: { name: string }) => row.name);

it('matches accented letters whatever their case, on both databases', async () => {
  expect(await search('éLAN')).toEqual(['Élan Pharma']);
  expect(await search('ÉLAN')).toEqual(['Élan Pharma']);
});

it('takes % and _ literally', async () => {
  expect(await search('%_')).toEqual(['100%_Bio']);
  expect(await search('_')).toEqual(['100%_Bio']);
});
