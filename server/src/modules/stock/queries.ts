import { sql } from 'kysely';
import type { Paged, StockEntry, stockFilters } from '@hanout/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { toCentimes, toDirhams } from '../../common/money';
import { countOf, toPage } from '../../common/paging';
import { matchesText } from '../../common/search';

type Filters = z.output<typeof stockFilters>;

/**
 * Available stock lines (quantity > 0) matching the filters, on the stocks table alone.
 * `quantity > 0` is written as a literal so that both databases use the partial index
 * stocks_available_expiry_idx (expire_date, id) WHERE quantity > 0, which also gives the
 * first-expiring-first order without sorting. Product, brand and category filters go through
 * a subquery on products, so counting needs no join.
 */
export function availableStock(db: Db, filters: Filters = {}) {
  let query = db.selectFrom('stocks').where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`);
  const { productName, brandId, categoryId } = filters;
  if (productName || brandId || categoryId) {
    query = query.where('stocks.productId', 'in', (eb) => {
      let products = eb.selectFrom('products').select('products.id');
      if (productName) products = products.where(matchesText(db, 'products', productName));
      if (brandId) products = products.where('products.brandId', '=', brandId);
      if (categoryId) {
        products = products.where('products.brandId', 'in', (inner) =>
          inner.selectFrom('brands').select('brands.id').where('brands.categoryId', '=', categoryId),
        );
      }
      return products;
    });
  }
  if (filters.sellingPriceFrom != null) query = query.where('stocks.sellingPrice', '>=', toCentimes(filters.sellingPriceFrom));
  if (filters.sellingPriceTo != null) query = query.where('stocks.sellingPrice', '<=', toCentimes(filters.sellingPriceTo));
  if (filters.manufactureDateFrom) query = query.where('stocks.manufactureDate', '>=', filters.manufactureDateFrom);
  if (filters.manufactureDateTo) query = query.where('stocks.manufactureDate', '<=', filters.manufactureDateTo);
  if (filters.expireDateFrom) query = query.where('stocks.expireDate', '>=', filters.expireDateFrom);
  if (filters.expireDateTo) query = query.where('stocks.expireDate', '<=', filters.expireDateTo);
  return query;
}

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
      'products.id as productId',
      'products.name as productName',
      'brands.id as brandId',
      'brands.name as brandName',
      'categories.id as categoryId',
      'categories.name as categoryName',
      'units.id as unitId',
      'units.name as unitName',
    ])
    .orderBy('stocks.expireDate')
    .orderBy('stocks.id');
}

/** One page of the available stock matching the filters, first expiring first, and its total. */
export async function searchStock(db: Db, filters: Filters, page: number, size: number): Promise<Paged<StockEntry>> {
  const matching = availableStock(db, filters);
  // The page's lines are picked from the indexes alone; only those are then read with their details.
  const pageIds = matching
    .select('stocks.id')
    .orderBy('stocks.expireDate')
    .orderBy('stocks.id')
    .limit(size)
    .offset(page * size);
  const [rows, total] = await Promise.all([
    withStockDetails(db.selectFrom('stocks').where('stocks.id', 'in', pageIds)).execute(),
    countOf(matching),
  ]);
  return toPage(rows.map(toStockEntry), total, page, size);
}

type StockRow = Awaited<ReturnType<ReturnType<typeof withStockDetails>['executeTakeFirstOrThrow']>>;

const toStockEntry = (row: StockRow): StockEntry => ({
  id: row.id,
  product: {
    id: row.productId,
    name: row.productName,
    brand: { id: row.brandId, name: row.brandName },
    category: { id: row.categoryId, name: row.categoryName },
    unit: { id: row.unitId, name: row.unitName },
  },
  quantity: row.quantity,
  sellingPrice: toDirhams(row.sellingPrice),
  buyingPrice: toDirhams(row.buyingPrice),
  manufactureDate: row.manufactureDate,
  expireDate: row.expireDate,
});
