import type { Paged, Product, VatRate } from '@hanout/contract';
import { containsText, fetchPage } from '../../common/paging';
import { badRequest, conflict, notFound } from '../../common/problems';
import { matchesText } from '../../common/search';
import type { Db } from '../../db/connect';

/** Products joined with their brand, the brand's category and their unit, in one query. */
function selectProducts(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('categories', 'categories.id', 'brands.categoryId')
    .innerJoin('units', 'units.id', 'products.unitId')
    .select([
      'products.id',
      'products.name',
      'products.vatRate',
      'brands.id as brandId',
      'brands.name as brandName',
      'categories.id as categoryId',
      'categories.name as categoryName',
      'units.id as unitId',
      'units.name as unitName',
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  brand: { id: row.brandId, name: row.brandName, category: { id: row.categoryId, name: row.categoryName } },
  unit: { id: row.unitId, name: row.unitName },
  vatRate: row.vatRate,
});

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = await selectProducts(db).where('products.id', '=', id).executeTakeFirst();
  return row && toProduct(row);
}

/** One page of the products whose name, brand's name or category's name contains `text` (all when empty). */
export function searchProducts(db: Db, text: string, page: number, size: number): Promise<Paged<Product>> {
  let query = selectProducts(db);
  if (text) {
    // The product's name through its search index (common/search.ts), its brand's and category's directly.
    query = query.where((eb) =>
      eb.or([matchesText(db, 'products', text), containsText('brands.name', text), containsText('categories.name', text)]),
    );
  }
  return fetchPage(query.orderBy('products.id'), page, size, toProduct);
}

type ProductValues = { name: string; brandId: number; unitId: number; vatRate: VatRate | undefined };

/**
 * Checks the brand and unit exist (400 otherwise) and that no other product has the same name, brand
 * and unit (409). Answers the default VAT rate of the brand's category (null when it has none).
 */
async function checkProduct(db: Db, values: ProductValues, exceptId?: number) {
  const [brand, unit] = await Promise.all([
    db
      .selectFrom('brands')
      .innerJoin('categories', 'categories.id', 'brands.categoryId')
      .select(['brands.id', 'categories.defaultVatRate'])
      .where('brands.id', '=', values.brandId)
      .executeTakeFirst(),
    db.selectFrom('units').select('id').where('id', '=', values.unitId).executeTakeFirst(),
  ]);
  if (!brand) throw badRequest(`brand: Brand ${values.brandId} does not exist`);
  if (!unit) throw badRequest(`unit: Unit ${values.unitId} does not exist`);
  let twin = db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', values.name.toLowerCase()))
    .where('brandId', '=', values.brandId)
    .where('unitId', '=', values.unitId);
  if (exceptId !== undefined) twin = twin.where('id', '<>', exceptId);
  if (await twin.executeTakeFirst()) throw conflict('A product with this name, brand and unit already exists.');
  return brand.defaultVatRate;
}

/** A new product; without a VAT rate it takes its category's default, else 0. */
export async function registerProduct(db: Db, { vatRate, ...values }: ProductValues): Promise<void> {
  const categoryRate = await checkProduct(db, { vatRate, ...values });
  await db
    .insertInto('products')
    .values({ ...values, vatRate: vatRate ?? categoryRate ?? 0 })
    .execute();
}

/** Changes a product; without a VAT rate it keeps its own. */
export async function updateProduct(db: Db, id: number, { vatRate, ...values }: ProductValues): Promise<void> {
  const existing = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound(`Product ${id} does not exist.`);
  await checkProduct(db, { vatRate, ...values }, id);
  await db
    .updateTable('products')
    .set({ ...values, ...(vatRate === undefined ? {} : { vatRate }) })
    .where('id', '=', id)
    .execute();
}
