import { sql, type RawBuilder } from 'kysely';
import type { StockEntry } from '@hanout/contract';
import type { Db } from '../../../db/connect';
import { toCentimes } from '../../../lib/money';
import { isOneOf } from '../../../db/id-list';
import { matchesText } from '../../../db/search';
import type { StockFilters } from '../types';

/**
 * Available stock lines (quantity > 0) matching the filters, on the stocks table alone.
 * `quantity > 0` is written as a literal so that both databases use the partial index
 * stocks_available_expiry_idx (expire_date, id) WHERE quantity > 0, which also gives the
 * first-expiring-first order without sorting. Product, brand and category filters go through
 * a subquery on products, so counting needs no join.
 */
export function availableStock(db: Db, filters: StockFilters = {}) {
  let query = db.selectFrom('stocks').where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`);
  const { productIds, lotStockIds } = filters;
  const products = productIds ? isOneOf(db, 'stocks.productId', productIds) : productsFilteredBy(db, filters);
  // A lot's batches are listed beside the named products' batches, however those are selected.
  if (products && lotStockIds?.length) query = query.where((eb) => eb.or([products, isOneOf(db, 'stocks.id', lotStockIds)]));
  else if (products) query = query.where(products);
  if (filters.productId) query = query.where('stocks.productId', '=', filters.productId);
  if (filters.sellingPriceFrom != null) query = query.where('stocks.sellingPrice', '>=', toCentimes(filters.sellingPriceFrom));
  if (filters.sellingPriceTo != null) query = query.where('stocks.sellingPrice', '<=', toCentimes(filters.sellingPriceTo));
  if (filters.manufactureDateFrom) query = query.where('stocks.manufactureDate', '>=', filters.manufactureDateFrom);
  if (filters.manufactureDateTo) query = query.where('stocks.manufactureDate', '<=', filters.manufactureDateTo);
  if (filters.expireDateFrom) query = query.where('stocks.expireDate', '>=', filters.expireDateFrom);
  if (filters.expireDateTo) query = query.where('stocks.expireDate', '<=', filters.expireDateTo);
  if (filters.sellableOnly && filters.today) query = query.where('stocks.expireDate', '>=', filters.today);
  return query;
}

/** `stocks.product_id in` the products the name, brand and category filters select, as a subquery (Kysely puts it in parentheses); none without such a filter. */
function productsFilteredBy(db: Db, { productName, brandId, categoryId }: StockFilters): RawBuilder<boolean> | undefined {
  if (!productName && !brandId && !categoryId) return undefined;
  let products = db.selectFrom('products').select('products.id');
  if (productName) products = products.where(matchesText(db, 'products', productName));
  if (brandId) products = products.where('products.brandId', '=', brandId);
  if (categoryId) {
    products = products.where('products.brandId', 'in', (inner) =>
      inner.selectFrom('brands').select('brands.id').where('brands.categoryId', '=', categoryId),
    );
  }
  return sql<boolean>`${sql.ref('stocks.productId')} in ${products}`;
}

/** A product with its brand, category and unit, as the stock lists and the alerts name it (joined on products, brands, categories, units). */
export const PRODUCT_DETAIL_COLUMNS = [
  'products.id as productId',
  'products.name as productName',
  'products.barcode',
  'brands.id as brandId',
  'brands.name as brandName',
  'categories.id as categoryId',
  'categories.name as categoryName',
  'units.id as unitId',
  'units.name as unitName',
  'products.unitsPerPack',
  'products.sellByUnit',
] as const;

/** The batch of a line that went back (a credit note's, a supplier return's), with its product and brand (joined on products, brands, stocks). */
export const RETURNED_BATCH_COLUMNS = [
  'products.id as productId',
  'products.name as productName',
  'brands.name as brandName',
  'stocks.id as stockId',
  'stocks.expireDate',
  'stocks.batchNumber',
] as const;

/** The listed columns of stock lines, with product, brand, category and unit, first expiring first. */
export function withStockDetails(query: ReturnType<typeof availableStock>) {
  return query
    .innerJoin('products', 'products.id', 'stocks.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('categories', 'categories.id', 'brands.categoryId')
    .innerJoin('units', 'units.id', 'products.unitId')
    .select([
      'stocks.id',
      'stocks.quantity',
      'stocks.sellingPrice',
      'stocks.buyingPrice',
      'stocks.manufactureDate',
      'stocks.expireDate',
      'stocks.batchNumber',
      ...PRODUCT_DETAIL_COLUMNS,
    ])
    .orderBy('stocks.expireDate')
    .orderBy('stocks.id');
}

export type StockRow = Awaited<ReturnType<ReturnType<typeof withStockDetails>['executeTakeFirstOrThrow']>>;

/** A batch's product as lists show it, from the product columns withStockDetails selects. */
export const stockProductOf = (
  row: Pick<
    StockRow,
    | 'productId'
    | 'productName'
    | 'barcode'
    | 'brandId'
    | 'brandName'
    | 'categoryId'
    | 'categoryName'
    | 'unitId'
    | 'unitName'
    | 'unitsPerPack'
    | 'sellByUnit'
  >,
): StockEntry['product'] => ({
  id: row.productId,
  name: row.productName,
  barcode: row.barcode,
  brand: { id: row.brandId, name: row.brandName },
  category: { id: row.categoryId, name: row.categoryName },
  unit: { id: row.unitId, name: row.unitName },
  unitsPerPack: row.unitsPerPack,
  sellByUnit: !!row.sellByUnit,
});
