import { sql } from 'kysely';
import pg from 'pg';
import { foldText } from '../../../src/lib/fold';
import { arabicLetterFolding } from '../../../src/db/migrations/037_arabic_letter_folding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { insertCustomersNamed, namesFound } from '../../support/search-requests';
import { insertProduct, insertStock } from '../../support/purchasing-fixtures';
import { searchStock } from '../../support/stock-requests';

let t: TestApp;
let amoxicillin: Awaited<ReturnType<typeof insertProduct>>;
let stockLine: number;

beforeAll(async () => {
  t = await createTestApp();
  amoxicillin = await insertProduct(t, 'أموكسيسيلين 500', 'فارما أطلس', 'مضادات حيوية');
  stockLine = await insertStock(t, { productId: amoxicillin.id, quantity: 12, sellingPrice: 40 });
  await insertProduct(t, 'كريم صيدليّة', 'فارما أطلس', 'مضادات حيوية');
  await insertProduct(t, 'Sérum Éclat');
  await insertCustomersNamed(t, ['فاطمة الزهراء', 'مصطفى العلوي', 'Élan Pharma']);
});
afterAll(() => t.close());

const found = (list: 'customers' | 'products' | 'companies', text: string) => namesFound(t, list, text);
const products = (text: string) => found('products', text);
const customers = (text: string) => found('customers', text);
const stockLines = async (stock: Record<string, unknown>) => (await searchStock(t, t.adminToken, stock)).content.map((entry) => entry.id);
const lookedUp = async (q: string) =>
  (await t.request(t.adminToken, { method: 'GET', url: `/api/products/lookup?q=${encodeURIComponent(q)}` }))
    .json<{ name: string }[]>()
    .map((item) => item.name);

describe('Arabic letters written several ways', () => {
  it('finds a name written with hamza when it is typed without, in the product list, the stock list and the counter', async () => {
    expect(await products('اموكسيسيلين')).toEqual(['أموكسيسيلين 500']);
    expect(await products('أموكسيسيلين')).toEqual(['أموكسيسيلين 500']);
    expect(await products('امو')).toEqual(['أموكسيسيلين 500']);
    expect(await stockLines({ productName: 'اموكسيسيلين' })).toEqual([stockLine]);
    expect(await stockLines({ productName: 'اموكسيسيلين', categoryId: amoxicillin.categoryId })).toEqual([stockLine]);
    expect(await lookedUp('اموكسيسيلين')).toEqual(['أموكسيسيلين 500']);
    // Short texts (no trigram index on SQLite) fold alike.
    expect(await products('اm')).toEqual([]);
    expect(await lookedUp('ام')).toEqual(['أموكسيسيلين 500']);
  });

  it('finds a product by its brand or category whatever their hamza', async () => {
    expect(await products('اطلس')).toEqual(['أموكسيسيلين 500', 'كريم صيدليّة']);
  });

  it('leaves the short vowels and shadda out, in the text and in the names', async () => {
    expect(await products('صيدلية')).toEqual(['كريم صيدليّة']);
    expect(await products('صَيْدَلِيَّة')).toEqual(['كريم صيدليّة']);
    expect(await products('ـصيدلية')).toEqual(['كريم صيدليّة']);
    // Three characters typed, two searched: the marks do not count towards the trigram index's three.
    expect(await products('دّل')).toEqual(['كريم صيدليّة']);
  });

  it('finds a customer with teh marbuta, alef maqsura or hamza whichever is typed', async () => {
    expect(await customers('فاطمه')).toEqual(['فاطمة الزهراء']);
    expect(await customers('فاطمة')).toEqual(['فاطمة الزهراء']);
    expect(await customers('مصطفي')).toEqual(['مصطفى العلوي']);
    expect(await customers('ه')).toEqual(['فاطمة الزهراء']);
  });

  it('finds a supplier without its hamza', async () => {
    const response = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'شركة الأدوية', email: 'contact@adwiya.ma', mobile: '0522000002', address: 'الدار البيضاء' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await found('companies', 'الادويه')).toEqual(['شركة الأدوية']);
  });

  it('follows renamed and removed rows', async () => {
    const { id } = await t.database.db
      .insertInto('customers')
      .values({ name: 'صيدلية الأمل', ice: '', mobile: '0611223344', createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await customers('الامل')).toEqual(['صيدلية الأمل']);
    await t.database.db.updateTable('customers').set({ name: 'صيدلية الإخلاص' }).where('id', '=', id).execute();
    expect(await customers('الامل')).toEqual([]);
    expect(await customers('الاخلاص')).toEqual(['صيدلية الإخلاص']);
    await t.database.db.deleteFrom('customers').where('id', '=', id).execute();
    expect(await customers('الاخلاص')).toEqual([]);
  });

  it('still ignores case and Latin accents', async () => {
    expect(await products('SERUM')).toEqual(['Sérum Éclat']);
    expect(await products('éclat')).toEqual(['Sérum Éclat']);
    expect(await customers('elan')).toEqual(['Élan Pharma']);
    expect(await customers('ÉL')).toEqual(['Élan Pharma']);
  });

  it('folds Arabic texts in the database as the app does (fold_text, on SQLite and PostgreSQL alike)', async () => {
    const texts = ['أموكسيسيلين إ آ ٱ', 'مستشفى فاطمة', 'مؤسسة هيئة', 'صَيْدَلِيَّةٌ ـ دواءً', 'Crème أطلس 500'];
    for (const text of texts) {
      const { rows } = await sql<{ folded: string }>`select fold_text(${text}) as folded`.execute(t.database.db);
      expect(rows[0].folded, text).toBe(foldText(text));
    }
    expect(foldText('صَيْدَلِيَّةٌ ـ أَمَلْ')).toBe('صيدليه  امل');
  });

  it.runIf(dialectUnderTest === 'sqlite')(
    'keeps the trigram indexes in step with their folded texts, after the migration and back',
    async () => {
      const checked = async () => {
        for (const index of ['products_search', 'customers_search'])
          await sql`insert into ${sql.table(index)}(${sql.table(index)}) values ('integrity-check')`.execute(t.database.db);
      };
      await checked();
      const migration = arabicLetterFolding('sqlite');
      await migration.down!(t.database.db as never);
      await checked();
      expect(await products('اموكسيسيلين')).toEqual([]);
      await migration.up(t.database.db as never);
      await checked();
      expect(await products('اموكسيسيلين')).toEqual(['أموكسيسيلين 500']);
    },
  );

  it.runIf(dialectUnderTest === 'postgres')(
    'has PostgreSQL read its rebuilt trigram indexes for an Arabic text, from connections opened before migration 037 too',
    async () => {
      const indexedPlan = async (client: pg.Client) => {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          "explain select count(*) from products where fold_text(name) like '%اموكس%'",
        );
        await client.query('rollback');
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      const migration = arabicLetterFolding('postgres');
      await migration.down!(t.database.db as never);
      expect(await products('اموكسيسيلين')).toEqual([]);
      const other = new pg.Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      try {
        expect(await indexedPlan(other)).toContain('products_name_fold_trgm');
        await migration.up(t.database.db as never);
        expect(await indexedPlan(other)).toContain('products_name_fold_trgm');
        const { rows } = await other.query<{ count: string }>("select count(*) from products where fold_text(name) like '%اموكس%'");
        expect(Number(rows[0].count)).toBe(1);
      } finally {
        await other.end();
      }
      expect(await products('اموكسيسيلين')).toEqual(['أموكسيسيلين 500']);
    },
  );
});
