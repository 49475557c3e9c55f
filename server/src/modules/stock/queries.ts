import { sql, type RawBuilder } from 'kysely';
import type { mixedStockRequest, Paged, StockEntry, stockFilters } from '@hanout/contract';
import type { z } from 'zod';
import { dialectOf, type Db } from '../../db/connect';
import { localDate } from '../../lib/clock';
import { addDays, expiryStatusOf } from '../../lib/expiry';
import { MAX_CENTIMES, toCentimes, toDirhams } from '../../lib/money';
import { toPage } from '../../db/paging';
import { badRequest, conflict, notFound } from '../../lib/problems';
import { idsMatching, isIndexed, matchesText, matchesTextAmongFew, searchedValue } from '../../db/search';
import { idListValue, isOneOf, isOneOfValue, readIdList } from '../../db/id-list';
import { preparedQuery } from '../../db/prepared';
import type { StockReportDocument, StockReportLine } from '../../pdf/stock-report-pdf';
import { recordMovements } from '../ledger';
import { loadShopIdentity } from '../settings';
import { ensureNamed } from '../../db/named';
import { otherFormOf } from '../../lib/barcodes';

/** The screen's filters, and the shop's day when `sellableOnly` leaves expired batches out. */
type Filters = z.output<typeof stockFilters> & {
  today?: string;
  /** The products the name, brand and category filters select, when already read (productsMatching). */
  productIds?: number[];
  /** Batches of the lot the name filter names (lotMatching), listed with the products' batches. */
  lotStockIds?: number[];
};
type MixedStockRequest = z.output<typeof mixedStockRequest>;

/** Mixed stock is filed under this category and brand, sold by the piece. */
const MIXED = 'Mixed';
const MIXED_UNIT = 'Piece';
/** Stock lines the report reads at a time: about ten pages, never the whole stock. */
const STOCK_REPORT_CHUNK = 250;

/**
 * Available stock lines (quantity > 0) matching the filters, on the stocks table alone.
 * `quantity > 0` is written as a literal so that both databases use the partial index
 * stocks_available_expiry_idx (expire_date, id) WHERE quantity > 0, which also gives the
 * first-expiring-first order without sorting. Product, brand and category filters go through
 * a subquery on products, so counting needs no join.
 */
export function availableStock(db: Db, filters: Filters = {}) {
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
function productsFilteredBy(db: Db, { productName, brandId, categoryId }: Filters): RawBuilder<boolean> | undefined {
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

/**
 * Takes `quantity` units out of a batch, inside the caller's transaction: the condition and the
 * decrement are one statement, so two writers (sales, mixes, supplier returns) never take the same
 * unit and a batch never goes below zero. Answers the batch's product and prices, or undefined when
 * it holds fewer units (or does not exist).
 */
export const takeFromBatch = async (trx: Db, stockId: number, quantity: number) => (await takeUnits(trx, stockId, quantity))[0];

/** takeFromBatch's statement, compiled once (every line of every sale runs it). */
const takeUnits = preparedQuery((trx: Db, stockId: number, quantity: number) =>
  trx
    .updateTable('stocks')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('id', '=', stockId)
    .where('quantity', '>=', quantity)
    .returning(['productId', 'sellingPrice', 'buyingPrice']),
);

/** What the expiry status of a batch is read against: the shop's day and its near-expiry window. */
export interface ExpiryWindow {
  today: string;
  nearExpiryDays: number;
}

export async function expiryWindow(db: Db, timeZone: string, now: Date = new Date()): Promise<ExpiryWindow> {
  const [{ nearExpiryDays }] = await nearExpirySetting(db);
  return { today: localDate(timeZone, now), nearExpiryDays };
}

/** The shop's near-expiry days: read by every stock search and lookup, so compiled once. */
const nearExpirySetting = preparedQuery((db: Db) => db.selectFrom('shopSettings').select('nearExpiryDays'));

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
 * and walked every available batch in expiry order, testing each one's product (25 ms instead of
 * 1 ms on the bench's 200,000 batches). The category's brands are read first for the same reason
 * (one index lookup of their products instead of one name search per brand). Undefined when no
 * product filter is set, or when more products match than a list should hold.
 */
async function productsMatching(db: Db, { productName, brandId, categoryId }: Filters): Promise<number[] | undefined> {
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
async function lotMatching(db: Db, { productName, brandId, categoryId }: Filters): Promise<number[]> {
  if (!codeIn(productName) || brandId || categoryId) return [];
  const batches = await db
    .selectFrom('stocks')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['batchNumber']), '=', productName.toUpperCase()))
    .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`)
    .execute();
  return batches.map((batch) => batch.id);
}

/**
 * One page of the available stock matching the filters, first expiring first, and its total; each
 * batch with its expiry status against `today` (expired ones left out when `sellableOnly`) and the
 * shop's near-expiry days, read with the page's batches.
 */
export async function searchStock(
  db: Db,
  filters: Filters,
  page: number,
  size: number,
  today: string,
  { withCost }: CostVisibility,
): Promise<Paged<StockEntry>> {
  const pageOf = async ({ ids, total }: MatchingPage) => {
    const pageIds = readIdList(ids);
    const rows = pageIds.length ? await stocksWithIds(db, idListValue(db, pageIds)) : [];
    return toPage(
      rows.map((row) => toStockEntry(row, { today, nearExpiryDays: row.nearExpiryDays }, withCost)),
      Number(total),
      page,
      size,
    );
  };
  const [productIds, lotStockIds] = await Promise.all([productsMatching(db, filters), lotMatching(db, filters)]);
  if (productIds?.length === 0 && lotStockIds.length === 0) return toPage([], 0, page, size);
  return pageOf(await matchingPage(db, { ...filters, today, productIds, lotStockIds }, page, size));
}

interface MatchingPage {
  /** The page's batch ids as a JSON array, first expiring first (`readIdList` reads it). */
  ids: unknown;
  /** How many batches match (PostgreSQL counts in a bigint, read as a string; typed as any scalar subquery). */
  total: number | string | null;
}

/**
 * The ids of one page of the matching batches and how many match, read in one statement. Only the page's batches are sorted (a category's listed products hold ~120 batches:
 * ordering them all cost twice the page and the count together).
 */
async function matchingPage(db: Db, filters: Filters, page: number, size: number): Promise<MatchingPage> {
  const { productIds } = filters;
  if (productIds && filtersBatchesByProductOnly(filters))
    return (await pageOfProducts(size)(db, idListValue(db, productIds), page * size))[0];
  return (await pageOfBatches(db, availableStock(db, filters), size, page * size, !!productIds).execute())[0];
}

/**
 * `matchingPage`'s statement. On PostgreSQL the batches of listed products are read first, then
 * sorted (a CTE kept as such): asked for the first few in expiry order, it would walk every available
 * batch in that order, testing each one's product (120 ms instead of 1 on the bench's data). SQLite
 * reads them from the index by product and sorts them without that fence, which cost it half again.
 * Without listed products, the page is read from the index of available stock in expiry order. The
 * page size is written into the statement: SQLite took twice the time (37 → 73 µs) to sort for a
 * LIMIT given as a value.
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
const filtersBatchesByProductOnly = (filters: Filters) =>
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

type StockRow = Awaited<ReturnType<ReturnType<typeof withStockDetails>['executeTakeFirstOrThrow']>>;

/** Buying prices, costs and profit are for administrators: staff never receive them. */
export interface CostVisibility {
  withCost: boolean;
}

/** A batch's product as lists show it, from the product columns withStockDetails selects. */
export const stockProductOf = (
  row: Pick<
    StockRow,
    'productId' | 'productName' | 'barcode' | 'brandId' | 'brandName' | 'categoryId' | 'categoryName' | 'unitId' | 'unitName'
  >,
): StockEntry['product'] => ({
  id: row.productId,
  name: row.productName,
  barcode: row.barcode,
  brand: { id: row.brandId, name: row.brandName },
  category: { id: row.categoryId, name: row.categoryName },
  unit: { id: row.unitId, name: row.unitName },
});

const toStockEntry = (row: StockRow, expiry: ExpiryWindow, withCost: boolean): StockEntry => ({
  id: row.id,
  product: stockProductOf(row),
  quantity: row.quantity,
  sellingPrice: toDirhams(row.sellingPrice),
  ...(withCost ? { buyingPrice: toDirhams(row.buyingPrice) } : {}),
  manufactureDate: row.manufactureDate,
  expireDate: row.expireDate,
  batchNumber: row.batchNumber,
  expiryStatus: expiryStatusOf(row.expireDate, expiry.today, expiry.nearExpiryDays),
});

/** Sets the selling price of one stock line and keeps the change (old, new, who, when), or 404. */
export async function updateStockPrice(db: Db, stockId: number, newPrice: number, userId: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stock = await lockStock(trx, stockId);
    if (!stock) throw notFound(`Stock ${stockId} does not exist.`);
    const price = toCentimes(newPrice);
    if (price === stock.sellingPrice) return;
    await trx.updateTable('stocks').set({ sellingPrice: price }).where('id', '=', stockId).execute();
    await trx
      .insertInto('stockPriceChanges')
      .values({ stockId, oldPrice: stock.sellingPrice, newPrice: price, userId, at: now.toISOString() })
      .execute();
  });
}

/** A batch's row, locked on PostgreSQL until the transaction ends (SQLite's writer lock covers it there). */
export function lockStock(trx: Db, stockId: number) {
  let query = trx
    .selectFrom('stocks')
    .select(['id', 'productId', 'quantity', 'sellingPrice', 'buyingPrice', 'batchNumber'])
    .where('id', '=', stockId);
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Makes one unit of a mix in one transaction: takes each component's dosage from its stock line
 * (refusing the whole mix with 409 when one is short) and adds a stock line of the mix, a product
 * under the Mixed category and brand, bought at the sum of its components' buying prices and
 * expiring with its first-expiring component. `stockName` is the id of a component stock line.
 */
export async function createMixedStock(
  db: Db,
  request: MixedStockRequest,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<void> {
  const { mixedStockName, mixedStockPrice, mixedStockItems } = request;
  const today = localDate(timeZone, now);
  // Taken in id order, so that two mixes sharing components never wait on each other in a circle.
  const items = [...mixedStockItems].sort((a, b) => a.stockName - b.stockName);
  const ids = items.map((item) => item.stockName);

  await db.transaction().execute(async (trx) => {
    const components = await trx
      .selectFrom('stocks')
      .innerJoin('products', 'products.id', 'stocks.productId')
      .select([
        'stocks.id',
        'stocks.productId',
        'stocks.buyingPrice',
        'stocks.expireDate',
        'products.name as productName',
        'products.vatRate',
      ])
      .where('stocks.id', 'in', ids)
      .execute();
    const byId = new Map(components.map((component) => [component.id, component]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw badRequest(`mixedStockItems: Stock ${missing.join(', ')} does not exist`);

    for (const { stockName: id, dosage } of items) {
      if (!(await takeFromBatch(trx, id, dosage))) {
        const left = await trx.selectFrom('stocks').select('quantity').where('id', '=', id).executeTakeFirstOrThrow();
        throw conflict(`Not enough stock of ${byId.get(id)!.productName} (stock ${id}): ${dosage} needed, ${left.quantity} available.`);
      }
    }

    // A mix made again under the same name adds a stock line to the product made the first time.
    const categoryId = await ensureNamed(trx, 'categories', MIXED);
    const brandId = await ensureNamed(trx, 'brands', MIXED, { categoryId });
    const unitId = await ensureNamed(trx, 'units', MIXED_UNIT);
    // Sold at the highest rate of what went into it: VAT deducted on a component is never left
    // uncollected. The product screen changes it (a magistral preparation sold as a medicine at 7%).
    const vatRate = components.reduce((highest, c) => (c.vatRate > highest ? c.vatRate : highest), components[0].vatRate);
    const productId = await ensureNamed(trx, 'products', mixedStockName, { brandId, unitId }, { vatRate });
    const buyingPrice = items.reduce((sum, item) => sum + byId.get(item.stockName)!.buyingPrice * item.dosage, 0);
    if (buyingPrice > MAX_CENTIMES) throw badRequest('mixedStockItems: The buying price of this mix is too large');
    const expireDate = components.reduce((earliest, c) => (c.expireDate < earliest ? c.expireDate : earliest), components[0].expireDate);
    const mixed = await trx
      .insertInto('stocks')
      .values({
        productId,
        grnItemId: null,
        quantity: 1,
        initialQuantity: 1,
        buyingPrice,
        sellingPrice: toCentimes(mixedStockPrice),
        manufactureDate: today,
        expireDate,
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('mixedStockComponents')
      .values(items.map((item) => ({ mixedStockId: mixed.id, componentStockId: item.stockName, dosage: item.dosage })))
      .execute();
    await recordMovements(trx, { userId, at: now.toISOString() }, [
      ...items.map((item) => ({
        stockId: item.stockName,
        productId: byId.get(item.stockName)!.productId,
        type: 'MIX_OUT' as const,
        quantityChange: -item.dosage,
        documentId: mixed.id,
      })),
      { stockId: mixed.id, productId, type: 'MIX_IN', quantityChange: 1, documentId: mixed.id },
    ]);
  });
}

/**
 * Everything the stock report shows: the totals of the stock on hand (at selling prices, what can
 * still be sold), with the expired and near-expiry stock apart, then its lines, first expiring first, read in chunks as the PDF is laid
 * out; values at buying prices for administrators only. The lines are those counted in the totals
 * (none received after them), as they stand when read.
 */
export async function loadStockReportDocument(
  db: Db,
  expiry: ExpiryWindow,
  { withCost }: CostVisibility,
  now: Date = new Date(),
): Promise<StockReportDocument> {
  const nearLimit = addDays(expiry.today, expiry.nearExpiryDays);
  const sumOf = (column: 'buyingPrice' | 'sellingPrice', when?: RawBuilder<boolean>) =>
    when
      ? sql<
          number | null
        >`sum(case when ${when} then cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref(`stocks.${column}`)} else 0 end)`
      : sql<number | null>`sum(cast(${sql.ref('stocks.quantity')} as bigint) * ${sql.ref(`stocks.${column}`)})`;
  const expired = sql<boolean>`${sql.ref('stocks.expireDate')} < ${expiry.today}`;
  const near = sql<boolean>`${sql.ref('stocks.expireDate')} >= ${expiry.today} and ${sql.ref('stocks.expireDate')} <= ${nearLimit}`;
  const [shop, totals] = await Promise.all([
    loadShopIdentity(db),
    availableStock(db)
      .select([
        (eb) => eb.fn.countAll<number>().as('lines'),
        (eb) => eb.fn.max('stocks.id').as('lastId'),
        sql<number | null>`sum(${sql.ref('stocks.quantity')})`.as('units'),
        sumOf('buyingPrice').as('buyingValue'),
        sumOf('sellingPrice', sql<boolean>`not (${expired})`).as('sellableValue'),
        sumOf('buyingPrice', expired).as('expiredBuyingValue'),
        sumOf('sellingPrice', expired).as('expiredSellingValue'),
        sumOf('buyingPrice', near).as('nearBuyingValue'),
        sumOf('sellingPrice', near).as('nearSellingValue'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const dirhams = (value: number | string | null) => toDirhams(Number(value ?? 0));
  return {
    shop,
    generatedAt: now.toISOString(),
    lines: () => stockReportLines(db, expiry, Number(totals.lastId ?? 0)),
    lineCount: Number(totals.lines),
    units: Number(totals.units ?? 0),
    nearExpiryDays: expiry.nearExpiryDays,
    sellableValue: dirhams(totals.sellableValue),
    expiredSellingValue: dirhams(totals.expiredSellingValue),
    nearSellingValue: dirhams(totals.nearSellingValue),
    ...(withCost
      ? {
          buyingValue: dirhams(totals.buyingValue),
          expiredBuyingValue: dirhams(totals.expiredBuyingValue),
          nearBuyingValue: dirhams(totals.nearBuyingValue),
        }
      : {}),
  };
}

/**
 * The available stock lines up to `lastId`, first expiring first, in chunks: each chunk is one
 * query resuming after the last line of the one before (expiry date, then id, as the partial index
 * stocks_available_expiry_idx orders them), so that no chunk holds the database for long and none
 * skips or repeats a line when others are sold out meanwhile.
 */
async function* stockReportLines(db: Db, expiry: ExpiryWindow, lastId: number): AsyncGenerator<StockReportLine[]> {
  let after: { expireDate: string; id: number } | undefined;
  for (;;) {
    let query = withStockDetails(availableStock(db)).where('stocks.id', '<=', lastId);
    if (after) {
      const { expireDate, id } = after;
      query = query.where((eb) => eb(eb.refTuple('stocks.expireDate', 'stocks.id'), '>', eb.tuple(expireDate, id)));
    }
    const rows = await query.limit(STOCK_REPORT_CHUNK).execute();
    if (rows.length) {
      yield rows.map((row) => ({
        product: row.productName,
        batchNumber: row.batchNumber,
        brand: row.brandName,
        category: row.categoryName,
        quantity: row.quantity,
        sellingPrice: toDirhams(row.sellingPrice),
        expireDate: row.expireDate,
        expiryStatus: expiryStatusOf(row.expireDate, expiry.today, expiry.nearExpiryDays),
        value: toDirhams(row.sellingPrice * row.quantity),
      }));
    }
    if (rows.length < STOCK_REPORT_CHUNK) return;
    after = rows[rows.length - 1];
  }
}
