import type { Product } from '@hanout/contract';
import type { Db } from '../../db/connect';

/** Products joined with their brand, the brand's category and their unit, in one query. */
export function selectProducts(db: Db) {
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

export const toProduct = (row: ProductRow): Product => ({
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
