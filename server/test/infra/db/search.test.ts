import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { foldText } from '../../../src/lib/fold';
import { inlinedFoldText } from '../../../src/db/migrations/031_inlined_fold_text';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { insertCustomersNamed, namesFound } from '../../support/search-requests';
import { insertProduct } from '../../support/purchasing-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCustomersNamed(t, ['Élan Pharma', 'Pharmacie Atlas', '100%_Bio']);
});
afterAll(() => t.close());

const found = (list: 'customers' | 'products' | 'brands', text: string) => namesFound(t, list, text);
const search = (text: string) => found('customers', text);
const products = (text: string) => found('products', text);

it('matches accented letters whatever their case, on both databases', async () => {
  expect(await search('éLAN')).toEqual(['Élan Pharma']);
  expect(await search('ÉLAN')).toEqual(['Élan Pharma']);
});

it('ignores accents both ways, for short texts (no index) and long ones (the trigram indexes)', async () => {
  expect(await search('elan')).toEqual(['Élan Pharma']);
  expect(await search('EL')).toEqual(['Élan Pharma']);
  expect(await search('pharmacié')).toEqual(['Pharmacie Atlas']);
  const { brandId, unitId } = await insertProduct(t, 'Sérum Éclat');
  await t.database.db.insertInto('products').values({ name: 'Creme Serum', brandId, unitId }).execute();
  expect(await products('serum')).toEqual(['Sérum Éclat', 'Creme Serum']);
  expect(await products('SÉRUM')).toEqual(['Sérum Éclat', 'Creme Serum']);
  expect(await products('crème')).toEqual(['Creme Serum']);
  expect(await products('ecl')).toEqual(['Sérum Éclat']);
});

it('takes % and _ literally', async () => {
  expect(await search('%_')).toEqual(['100%_Bio']);
  expect(await search('_')).toEqual(['100%_Bio']);
});

it('takes quotes and operators literally, whatever the length of the text', async () => {
  await t.database.db
    .insertInto('customers')
    .values(
      ['Dar "Salam" AND Co', 'Salam Dar'].map((name) => ({ name, ice: '', mobile: '0600000001', createdAt: new Date().toISOString() })),
    )
    .execute();
  expect(await search('"Salam"')).toEqual(['Dar "Salam" AND Co']);
  expect(await search('Salam" AND')).toEqual(['Dar "Salam" AND Co']);
  expect(await search('AND')).toEqual(['Dar "Salam" AND Co']);
  expect(await search('salam')).toEqual(['Dar "Salam" AND Co', 'Salam Dar']);
});

it('follows renamed and removed rows', async () => {
  const { id } = await t.database.db
    .insertInto('customers')
    .values({ name: 'Pharmacie Zitoune', ice: '001122334455667', mobile: '0611223344', createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await search('zitoune')).toEqual(['Pharmacie Zitoune']);
  expect(await search('122334')).toEqual(['Pharmacie Zitoune']); // ICE
  expect(await search('1122334')).toEqual(['Pharmacie Zitoune']); // ICE and mobile
  await t.database.db.updateTable('customers').set({ name: 'Pharmacie Nakhla' }).where('id', '=', id).execute();
  expect(await search('zitoune')).toEqual([]);
  expect(await search('NAKHLA')).toEqual(['Pharmacie Nakhla']);
  await t.database.db.deleteFrom('customers').where('id', '=', id).execute();
  expect(await search('nakhla')).toEqual([]);
  expect(await search('122334')).toEqual([]);
});

it('folds every text in the database as the app does (fold_text, on SQLite and PostgreSQL alike)', async () => {
  const texts = ['Doliprane 1000', 'SÉRUM Éclat', 'crème ÇA', 'Łódź Ölçer', 'محمد العلوي – Société Élan', '0612345678', 'ǅ ß'];
  for (const text of texts) {
    const { rows } = await sql<{ folded: string }>`select fold_text(${text}) as folded`.execute(t.database.db);
    expect(rows[0].folded, text).toBe(foldText(text));
  }
  const { rows } = await sql<{ folded: string | null }>`select fold_text(${null}) as folded`.execute(t.database.db);
  expect(rows[0].folded).toBeNull();
});

it.runIf(dialectUnderTest === 'postgres')(
  'lets PostgreSQL write fold_text into its queries rather than call it for every row, its trigram index still used',
  async () => {
    const plans = await t.database.db.transaction().execute(async (trx) => {
      const plan = async (query: RawBuilder<unknown>) =>
        (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx)).rows.map((row) => row['QUERY PLAN']).join('\n');
      const walked = await plan(sql`select id from products where fold_text(name) like '%amox%' order by id limit 10`);
      // Only the index can then answer: the plan shows it is still matched by the written-in expression.
      await sql`set local enable_seqscan = off`.execute(trx);
      return { walked, indexed: await plan(sql`select count(*) from products where fold_text(name) like '%zzqx%'`) };
    });
    expect(plans.walked).not.toContain('fold_text(');
    expect(plans.walked).toContain('lower(');
    expect(plans.indexed).toContain('products_name_fold_trgm');
  },
);

it.runIf(dialectUnderTest === 'postgres')(
  'has connections opened before migration 031 (another instance) read the trigram indexes afterwards too',
  async () => {
    const migration = inlinedFoldText('postgres');
    const indexedPlan = async (client: pg.Client) => {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        "explain select count(*) from products where fold_text(name) like '%zzqx%'",
      );
      await client.query('rollback');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    await migration.down!(t.database.db as never);
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      expect(await indexedPlan(other)).toContain('products_name_fold_trgm');
      await migration.up(t.database.db as never);
      expect(await indexedPlan(other)).toContain('products_name_fold_trgm');
    } finally {
      await other.end();
    }
  },
);

it('finds brands and categories by any part of their name, case and accents ignored, whether the name has letters outside ASCII or not', async () => {
  await insertProduct(t, 'Baume', 'NOVA Labo', 'Soins Éclat');
  await insertProduct(t, 'Gel', 'Crème Bébé', 'HYGIENE');
  const brands = (text: string) => found('brands', text);
  expect(await brands('nova')).toEqual(['NOVA Labo']);
  expect(await brands('a L')).toEqual(['NOVA Labo']);
  expect(await brands('ÉCLAT')).toEqual(['NOVA Labo']);
  expect(await brands('creme bebe')).toEqual(['Crème Bébé']);
  expect(await brands('BÉ')).toEqual(['Crème Bébé']);
  expect(await brands('hygiène')).toEqual(['Crème Bébé']);
  expect(await brands('_')).toEqual([]);
  expect(await products('LABO')).toEqual(['Baume']);
  expect(await products('bebe')).toEqual(['Gel']);
  expect(await products('eclat')).toEqual(['Sérum Éclat', 'Baume']);
});
