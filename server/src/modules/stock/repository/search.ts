import { sql } from 'kysely';
import { dialectOf, type Db } from '../../../db/connect';
import { idsMatching, isIndexed, matchesText, matchesTextAmongFew, searchedValue } from '../../../db/search';
import { idListValue, isOneOf, isOneOfValue } from '../../../db/id-list';
import { preparedQuery } from '../../../db/prepared';
import { otherFormOf } from '../../../lib/barcodes';
import type { StockFilters } from '../types';
import { availableStock, withStockDetails } from './stock-lines';

/** The shop's near-expiry days: read by every stock search and lookup, so compiled once. */
const nearExpirySetting = preparedQuery((db: Db) => db.selectFrom('shopSettings').select('nearExpiryDays'));

/** The shop's near-expiry days. */
export async function readNearExpiryDays(db: Db): Promise<number> {
  const [{ nearExpiryDays }] = await nearExpirySetting(db);
  return nearExpiryDays;
}

/** The brands of a category: read by every stock search filtered by category, so compiled once. */
const brandsOfCategory = preparedQuery((db: Db, categoryId: number) =>
  db.selectFrom('brands').select('brands.id').where('brands.categoryId', '=', categoryId),
);

/** Above this many products, the stock queries select them through a subquery rather than a list of ids. */
const MAX_LISTED_PRODUCTS = 1_000;

/**
 * The ids of the products that the name, brand and category filters select, read once before the
 * stock queries: given as a list, both databases take each product's batches from the index of
 * available stock by product. Through a subquery, PostgreSQL misjudged how many products match
 * and walked every available batch in expiry order, testing each one's product. The category's
 * brands are read first for the same reason (one index lookup of their products instead of one
 * name search per brand). Undefined when no product filter is set, or when more products match
 * than a list should hold.
 */
export async function productsMatching(db: Db, { productName, brandId, categoryId }: StockFilters): Promise<number[] | undefined> {
  if (!productName && !brandId && !categoryId) return undefined;
  if (productName && !brandId && !categoryId && !codeIn(productName)) return listedOrUndefined(await productIdsNamed(db, productName));
  let products = db.selectFrom('products').select('products.id');
  if (categoryId) {
    const brands = await brandsOfCategory(db, categoryId);
    if (brands.length === 0) return [];
    products = products.where(
      isOneOf(
        db,
        'products.brandId',
        brands.map((brand) => brand.id),
      ),
    );
  }
  if (brandId) products = products.where('products.brandId', '=', brandId);
  // Within a category or a brand, the name is matched on each of its few hundred products, read from
  // the index of products by brand and name.
  if (productName) {
    const named = categoryId || brandId ? matchesTextAmongFew(db, 'products', productName) : matchesText(db, 'products', productName);
    // A scanned box names its product by its code, under either of its forms.
    products = codeIn(productName)
      ? products.where((eb) => eb.or([named, eb('products.barcode', 'in', [productName, otherFormOf(productName)])]))
      : products.where(named);
  }
  return listedOrUndefined(await products.limit(MAX_LISTED_PRODUCTS + 1).execute());
}

const listedOrUndefined = (rows: { id: number }[]) => (rows.length > MAX_LISTED_PRODUCTS ? undefined : rows.map((row) => row.id));

/**
 * The ids of the products named by a text alone (the stock screen's most common search), compiled
 * once for each of SQLite's two shapes; on SQLite they are read from the trigram index alone
 * (idsMatching), without looking each product up.
 */
const productIdsNamedAs = (indexed: boolean) =>
  preparedQuery((db: Db, value: string) =>
    db
      .selectFrom(sql<{ id: number }>`(${idsMatching(db, 'products', value, { indexed })})`.as('named'))
      .select('named.id')
      .limit(sql.lit(MAX_LISTED_PRODUCTS + 1)),
  );
const productIdsNamedIndexed = productIdsNamedAs(true);
const productIdsNamedShort = productIdsNamedAs(false);
const productIdsNamed = (db: Db, text: string) =>
  (isIndexed(text) ? productIdsNamedIndexed : productIdsNamedShort)(db, searchedValue(db, text));

/** A searched text that may be a barcode or a lot number: one word with a digit (product names are searched as before). */
const codeIn = (text: string | null | undefined): text is string => !!text && /\d/.test(text) && /^[0-9A-Za-z./-]{3,40}$/.test(text);

/**
 * The available batches of the lot the name filter names, in any case (the index of lots by upper
 * case, migration 024), when no brand or category narrows the search: a lot typed or scanned into
 * the stock list finds its batches.
 */
export async function lotMatching(db: Db, { productName, brandId, categoryId }: StockFilters): Promise<number[]> {
  if (!codeIn(productName) || brandId || categoryId) return [];
  const batches = await db
    .selectFrom('stocks')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['batchNumber']), '=', productName.toUpperCase()))
    .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`)
    .execute();
  return batches.map((batch) => batch.id);
}

export interface MatchingPage {
  /** The page's batch ids as a JSON array, first expiring first (`readIdList` reads it). */
  ids: unknown;
  /** How many batches match (PostgreSQL counts in a bigint, read as a string; typed as any scalar subquery). */
  total: number | string | null;
}

/**
 * The ids of one page of the matching batches and how many match, read in one statement. Only the
 * page's batches are sorted (a category's listed products hold ~120 batches: ordering them all cost
 * twice the page and the count together).
 */
export async function matchingPage(db: Db, filters: StockFilters, page: number, size: number): Promise<MatchingPage> {
  const { productIds } = filters;
  if (productIds && filtersBatchesByProductOnly(filters))
    return (await pageOfProducts(size)(db, idListValue(db, productIds), page * size))[0];
  return (await pageOfBatches(db, availableStock(db, filters), size, page * size, !!productIds).execute())[0];
}

/**
 * `matchingPage`'s statement. On PostgreSQL the batches of listed products are read first, then
 * sorted (a CTE kept as such): asked for the first few in expiry order, it would walk every available
 * batch in that order, testing each one's product. SQLite reads them from the index by product and
 * sorts them without that fence, which cost it half again. Without listed products, the page is read
 * from the index of available stock in expiry order. The page size is written into the statement:
 * SQLite took twice the time to sort for a LIMIT given as a value.
 */
const pageOfBatches = (db: Db, matching: ReturnType<typeof availableStock>, size: number, offset: number, listed: boolean) =>
  db
    .with(
      (cte) => (listed && dialectOf(db) === 'postgres' ? cte('matching').materialized() : cte('matching').notMaterialized()),
      () => matching.select(['stocks.id', 'stocks.expireDate']),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom(
          eb
            .selectFrom('matching')
            .select(['matching.id', 'matching.expireDate'])
            .orderBy('matching.expireDate')
            .orderBy('matching.id')
            .limit(sql.lit(size))
            .offset(offset)
            .as('stocks'),
        )
        .select(idsInExpiryOrder(db).as('ids'))
        .as('ids'),
      eb.selectFrom('matching').select(eb.fn.countAll<number | string>().as('total')).as('total'),
    ]);

/** True when the listed products alone choose the batches: no lot, no price, date or expiry condition. */
const filtersBatchesByProductOnly = (filters: StockFilters) =>
  !filters.lotStockIds?.length &&
  filters.productId == null &&
  filters.sellingPriceFrom == null &&
  filters.sellingPriceTo == null &&
  !filters.manufactureDateFrom &&
  !filters.manufactureDateTo &&
  !filters.expireDateFrom &&
  !filters.expireDateTo &&
  !filters.sellableOnly;

/** `matchingPage` of a search by name, brand or category, the most common: compiled once per page size (a handful). */
const pageOfProducts = (size: number) => {
  let query = pageOfProductsBySize.get(size);
  if (!query) pageOfProductsBySize.set(size, (query = pageOfProductsSized(size)));
  return query;
};

const pageOfProductsSized = (size: number) =>
  preparedQuery((db: Db, productIds: unknown, offset: number) =>
    pageOfBatches(
      db,
      db
        .selectFrom('stocks')
        .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`)
        .where(isOneOfValue(db, 'stocks.productId', productIds)),
      size,
      offset,
      true,
    ),
  );

const pageOfProductsBySize = new Map<number, ReturnType<typeof pageOfProductsSized>>();

/** The page's batch ids as one JSON array, first expiring first. */
const idsInExpiryOrder = (db: Db) =>
  dialectOf(db) === 'postgres'
    ? sql<unknown>`coalesce(json_agg(${sql.ref('stocks.id')} order by ${sql.ref('stocks.expireDate')}, ${sql.ref('stocks.id')}), '[]')`
    : sql<unknown>`json_group_array(${sql.ref('stocks.id')} order by ${sql.ref('stocks.expireDate')}, ${sql.ref('stocks.id')})`;

/**
 * A page's batches with their details, by id, and the shop's near-expiry days (one round trip less
 * than reading them apart), compiled once; one sold out since its ids were read is left out.
 */
const stocksWithIds = preparedQuery((db: Db, ids: unknown) =>
  withStockDetails(
    db
      .selectFrom('stocks')
      .where(isOneOfValue(db, 'stocks.id', ids))
      .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`),
  ).select((eb) => eb.selectFrom('shopSettings').select('nearExpiryDays').$asScalar().$notNull().as('nearExpiryDays')),
);

/** The batches with these ids that still hold units, with their details and the shop's near-expiry days. */
export const stockLinesWithIds = (db: Db, ids: number[]) => stocksWithIds(db, idListValue(db, ids));
