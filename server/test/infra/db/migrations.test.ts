import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { migrateToLatest, migrations, openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { unscoped } from '../../../src/db/shop-scope';
import { freshDatabase } from '../../support/harness';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A database migrated up to `last`, as an older release left it. */
async function databaseAt(last: string): Promise<DatabaseHandle> {
  const fresh = await freshDatabase();
  const database = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, poolSize: 2 });
  cleanup = async () => {
    await database.close();
    await fresh.drop();
  };
  const migrator = new Migrator({
    db: unscoped(database.db),
    provider: { getMigrations: () => Promise.resolve(migrations(database.dialect)) },
  });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error instanceof Error ? error : new Error('The migration failed', { cause: error });
  // Rows as an older release wrote them, before shops (migration 044).
  return { ...database, db: unscoped(database.db) };
}

describe('migration 006 (unique company and product names)', () => {
  it('renames the twins an older release let in, within the column size, and then refuses new twins', async () => {
    const database = await databaseAt('005_invoice_days');
    const { db } = database;
    const longName = 'L'.repeat(100);
    await db
      .insertInto('companies')
      .values(
        ['Atlas Pharma', 'ATLAS PHARMA', 'atlas pharma', 'Atlas Pharma (2)', longName, longName].map((name) => ({
          name,
          email: 'a@b.ma',
          mobile: '0522000000',
          address: 'Rabat',
        })),
      )
      .execute();
    const { id: categoryId } = await db.insertInto('categories').values({ name: 'Analgesics' }).returning('id').executeTakeFirstOrThrow();
    const { id: brandId } = await db.insertInto('brands').values({ name: 'Sanofi', categoryId }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('products')
      .values([
        { name: 'Doliprane', brandId, unitId: 1 },
        { name: 'doliprane', brandId, unitId: 1 },
        { name: 'Doliprane', brandId, unitId: 2 }, // another unit: not a twin
      ])
      .execute();

    await migrateToLatest(database);

    const companyNames = await db.selectFrom('companies').select(['id', 'name']).orderBy('id').execute();
    expect(companyNames.map((row) => row.name)).toEqual([
      'Atlas Pharma',
      'ATLAS PHARMA (3)', // '(2)' is already another company's name
      'atlas pharma (4)',
      'Atlas Pharma (2)',
      longName,
      `${'L'.repeat(96)} (2)`,
    ]);
    expect((await db.selectFrom('products').select('name').orderBy('id').execute()).map((row) => row.name)).toEqual([
      'Doliprane',
      'doliprane (2)',
      'Doliprane',
    ]);

    const twin = db
      .insertInto('companies')
      .values({ name: 'atlas PHARMA', email: 'a@b.ma', mobile: '0522000000', address: 'Rabat' })
      .execute();
    await expect(twin).rejects.toThrow(/unique/i);
  });

  it('finishes what an earlier try left half done (SQLite runs migrations without a transaction)', async () => {
    const database = await databaseAt('005_invoice_days');
    const { db } = database;
    const { id: categoryId } = await db.insertInto('categories').values({ name: 'Analgesics' }).returning('id').executeTakeFirstOrThrow();
    const { id: brandId } = await db.insertInto('brands').values({ name: 'Sanofi', categoryId }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('products')
      .values([
        { name: 'Doliprane', brandId, unitId: 1 },
        { name: 'DOLIPRANE', brandId, unitId: 1 },
      ])
      .execute();
    // The companies' index was made before the products' one failed on the twins.
    await db.schema
      .createIndex('companies_name_uq')
      .on('companies')
      .unique()
      .expression(sql`lower(name)`)
      .execute();

    await migrateToLatest(database);

    expect((await db.selectFrom('products').select('name').orderBy('id').execute()).map((row) => row.name)).toEqual([
      'Doliprane',
      'DOLIPRANE (2)',
    ]);
  });
});

describe('migration 008 (shop identity, VAT, customer types)', () => {
  it('types the existing customers by their ICE, adds the walk-in customer, and keeps every product at 0 %', async () => {
    const database = await databaseAt('006_unique_names');
    const { db } = database;
    const createdAt = new Date().toISOString();
    await db
      .insertInto('customers')
      .values([
        { name: 'Pharmacie Atlas', ice: '001525896000045', mobile: '0522334455', createdAt },
        { name: 'Karim', ice: '', mobile: '0661122334', createdAt },
      ])
      .execute();
    const { id: categoryId } = await db.insertInto('categories').values({ name: 'Analgesics' }).returning('id').executeTakeFirstOrThrow();
    const { id: brandId } = await db.insertInto('brands').values({ name: 'Sanofi', categoryId }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('products').values({ name: 'Doliprane', brandId, unitId: 1 }).execute();

    await migrateToLatest(database);

    expect(await db.selectFrom('customers').select(['name', 'type', 'address', 'isWalkIn']).orderBy('id').execute()).toEqual([
      { name: 'Pharmacie Atlas', type: 'BUSINESS', address: '', isWalkIn: 0 },
      { name: 'Karim', type: 'INDIVIDUAL', address: '', isWalkIn: 0 },
      { name: 'Client comptoir', type: 'INDIVIDUAL', address: '', isWalkIn: 1 },
    ]);
    expect(await db.selectFrom('products').select('vatRate').execute()).toEqual([{ vatRate: 0 }]);
    expect(await db.selectFrom('categories').select('defaultVatRate').execute()).toEqual([{ defaultVatRate: null }]);
    expect(await db.selectFrom('shopSettings').select(['id', 'vatRegistered', 'documentLanguage', 'nearExpiryDays']).execute()).toEqual([
      { id: 1, vatRegistered: 1, documentLanguage: 'fr', nearExpiryDays: 90 },
    ]);
    // Only one walk-in customer.
    const second = db.insertInto('customers').values({ name: 'Another counter', ice: '', mobile: '', isWalkIn: 1, createdAt }).execute();
    await expect(second).rejects.toThrow(/unique/i);
  });
});

/** The tables, triggers and functions of the database whose name contains `part`. */
async function objectsNamed({ db, dialect }: DatabaseHandle, part: string): Promise<string[]> {
  const pattern = `%${part}%`;
  const { rows } =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename like ${pattern}
          union all select tgname from pg_trigger where not tgisinternal and tgname like ${pattern}
          union all select proname from pg_proc where proname like ${pattern}`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where name like ${pattern}`.execute(db);
  return rows.map((row) => row.name).sort();
}

describe('migration 042 (no catalogue version)', () => {
  it('drops the catalogue version, its triggers and its table; products, brands and categories are written as before', async () => {
    const database = await databaseAt('039_catalogue_version_categories');
    expect((await objectsNamed(database, 'catalogue_version')).length).toBeGreaterThan(3);

    await migrateToLatest(database);
    expect(await objectsNamed(database, 'catalogue_version')).toEqual([]);
    const category = await database.db
      .insertInto('categories')
      .values({ name: 'Sirops', defaultVatRate: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('brands').values({ name: 'Sanofi', categoryId: category.id }).execute();
    await database.db.updateTable('categories').set({ name: 'Sirops et suspensions' }).execute();
  });
});

describe('migration 043 (no stored PDFs)', () => {
  it('drops the stored PDFs, their generation counter and its trigger; the shop settings are saved as before', async () => {
    const database = await databaseAt('039_catalogue_version_categories');
    const stored = async () => [...(await objectsNamed(database, 'stored_pdfs')), ...(await objectsNamed(database, 'pdf_generation'))];
    expect(await stored()).toEqual(expect.arrayContaining(['stored_pdfs', 'pdf_generation', 'shop_settings_pdf_generation']));

    await migrateToLatest(database);
    expect(await stored()).toEqual([]);
    await database.db.updateTable('shopSettings').set({ name: 'Pharmacie Atlas' }).execute();
  });
});
