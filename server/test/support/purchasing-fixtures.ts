import type { TestApp } from './harness';
import { recordOpeningStock } from './stock-ledger-check';
import { localDate } from '../../src/lib/clock';

/** `date` moved by `days` (calendar arithmetic on `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in the shop's time zone, as the server sees it. */
export const shopToday = (t: TestApp) => localDate(t.config.timeZone);

/** Inserts a company and a supplier directly, so these tests do not depend on the supplier routes. */
export async function insertSupplier(t: TestApp, name = 'Ahmed Bennani', companyName = 'Sothema Distribution') {
  const db = t.database.db;
  const company = await db
    .insertInto('companies')
    .values({ name: companyName, email: 'contact@sothema.ma', mobile: '0522000000', address: '12 Rue Ibn Sina, Casablanca' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const supplier = await db
    .insertInto('suppliers')
    .values({ name, email: 'ahmed@sothema.ma', mobile: '0661000000', companyId: company.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: supplier.id, name, companyId: company.id, companyName };
}

/** The id of a category (created when missing). */
export async function insertCategory(t: TestApp, name: string): Promise<number> {
  const db = t.database.db;
  const found = await db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  return (await db.insertInto('categories').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertBrand(t: TestApp, name: string, categoryName: string): Promise<{ id: number; categoryId: number }> {
  const categoryId = await insertCategory(t, categoryName);
  const db = t.database.db;
  const found = await db.selectFrom('brands').select('id').where('name', '=', name).where('categoryId', '=', categoryId).executeTakeFirst();
  if (found) return { id: found.id, categoryId };
  const { id } = await db.insertInto('brands').values({ name, categoryId }).returning('id').executeTakeFirstOrThrow();
  return { id, categoryId };
}

export async function insertProduct(t: TestApp, name: string, brandName = 'Sanofi', categoryName = 'Analgesics', unitName = 'Box') {
  const brand = await insertBrand(t, brandName, categoryName);
  const db = t.database.db;
  const unit = await db.selectFrom('units').select('id').where('name', '=', unitName).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('products')
    .values({ name, brandId: brand.id, unitId: unit.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name, brandId: brand.id, categoryId: brand.categoryId, unitId: unit.id };
}

/** Inserts a stock line directly (prices in dirhams). */
export async function insertStock(
  t: TestApp,
  values: {
    productId: number;
    quantity: number;
    buyingPrice?: number;
    sellingPrice?: number;
    manufactureDate?: string;
    expireDate?: string;
    batchNumber?: string;
  },
) {
  const today = shopToday(t);
  const quantity = values.quantity;
  const { id } = await t.database.db
    .insertInto('stocks')
    .values({
      productId: values.productId,
      grnItemId: null,
      quantity,
      initialQuantity: quantity,
      buyingPrice: Math.round((values.buyingPrice ?? 10) * 100),
      sellingPrice: Math.round((values.sellingPrice ?? 15) * 100),
      manufactureDate: values.manufactureDate ?? addDays(today, -30),
      expireDate: values.expireDate ?? addDays(today, 365),
      batchNumber: values.batchNumber ?? null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordOpeningStock(t.database.db, id, values.productId, quantity);
  return id;
}

/** Row counts of the tables a purchase or a mix may write. */
export async function countRows(t: TestApp) {
  const db = t.database.db;
  const count = async (
    table: 'grns' | 'grnItems' | 'stocks' | 'documentSequences' | 'products' | 'brands' | 'categories' | 'mixedStockComponents',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    grns: await count('grns'),
    grnItems: await count('grnItems'),
    stocks: await count('stocks'),
    documentSequences: await count('documentSequences'),
    products: await count('products'),
    brands: await count('brands'),
    categories: await count('categories'),
    mixedStockComponents: await count('mixedStockComponents'),
    sequence: (await db.selectFrom('documentSequences').select(['kind', 'year', 'lastNumber']).orderBy('kind').execute()).map(
      (row) => `${row.kind}-${row.year}-${row.lastNumber}`,
    ),
  };
}
