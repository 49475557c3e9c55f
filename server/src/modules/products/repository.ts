import { sql, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Paged, Product, ProductLookupItem } from '@hanout/contract';
import { toDirhams } from '../../lib/money';
import { containsPattern, fetchPage, matchesPattern, toPage } from '../../db/paging';
import { idsMatching, isIndexed, matchesValue, searchedValue } from '../../db/search';
import { idListValue, isOneOfValue, listOfIds, readIdList } from '../../db/id-list';
import { dialectOf, type Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { otherFormOf } from '../../lib/barcodes';
import { MEDICINE_COLUMNS, medicineFieldsOf } from './medicine-row';

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
      'products.barcode',
      'products.reorderLevel',
      ...MEDICINE_COLUMNS,
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
  barcode: row.barcode,
  reorderLevel: row.reorderLevel,
  ...medicineFieldsOf(row),
});

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = await selectProducts(db).where('products.id', '=', id).executeTakeFirst();
  return row && toProduct(row);
}

/**
 * One page of the products whose barcode is `text` or whose name, brand's name or category's name
 * contains it (all when empty). The brands that match (a few hundred at most to read) are found
 * first; then one query gives the ids each condition matches (an index lookup each), and their union
 * is counted and cut to the page here: counting and paging in SQL ran every condition twice. Only the
 * page's rows are then read with their brand, category and unit.
 */
export async function searchProducts(db: Db, text: string, page: number, size: number): Promise<Paged<Product>> {
  if (!text) return fetchPage(selectProducts(db).orderBy('products.id'), page, size, toProduct, db.selectFrom('products'));
  const brandIds = (await brandsMatching(db, containsPattern(text))).map((brand) => brand.id);
  const matching = isIndexed(text) ? productsMatchingIndexed : productsMatchingShort;
  const [{ byCode, byName, byBrand }] = await matching(db, text, searchedValue(db, text), idListValue(db, brandIds));
  const ids = new Set(readIdList(byName));
  for (const id of readIdList(byBrand)) ids.add(id);
  if (byCode !== null) ids.add(byCode);
  const found = [...Int32Array.from(ids).sort()];
  const pageIds = found.slice(page * size, (page + 1) * size);
  const rows = pageIds.length ? await productsWithIds(db, idListValue(db, pageIds)) : [];
  return toPage(rows.map(toProduct), found.length, page, size);
}

/** The brands whose name, or whose category's name, matches a `containsPattern`. */
const brandsMatching = preparedQuery((db: Db, pattern: string) =>
  db
    .selectFrom('brands')
    .select('brands.id')
    .where((eb) =>
      eb.or([
        matchesPattern(db, 'brands.name', pattern),
        eb(
          'brands.categoryId',
          'in',
          db
            .selectFrom('categories')
            .select('categories.id')
            .where(matchesPattern(db, 'categories.name', pattern)),
        ),
      ]),
    ),
);

/**
 * The product with the barcode, and the ids of those whose name matches a searched value
 * (common/search.ts) or whose brand is listed, in one row; one compiled query for each of SQLite's
 * two shapes (its trigram index or not).
 */
const productsMatching = (indexed: boolean) =>
  preparedQuery((db: Db, code: string, value: string, brandIds: unknown) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('products').select('products.id').where('products.barcode', '=', code).as('byCode'),
      listOfIds(db, idsMatching(db, 'products', value, { indexed })).as('byName'),
      listOfIds(
        db,
        db
          .selectFrom('products')
          .select('products.id')
          .where(isOneOfValue(db, 'products.brandId', brandIds)),
      ).as('byBrand'),
    ]),
  );
const productsMatchingIndexed = productsMatching(true);
const productsMatchingShort = productsMatching(false);

const productsWithIds = preparedQuery((db: Db, ids: unknown) =>
  selectProducts(db)
    .where(isOneOfValue(db, 'products.id', ids))
    .orderBy('products.id'),
);

/** A brand with its category's default VAT rate (null when it has none), if the brand exists. */
export function brandWithDefaultRate(db: Db, brandId: number) {
  return db
    .selectFrom('brands')
    .innerJoin('categories', 'categories.id', 'brands.categoryId')
    .select(['brands.id', 'categories.defaultVatRate'])
    .where('brands.id', '=', brandId)
    .executeTakeFirst();
}

export async function unitExists(db: Db, unitId: number): Promise<boolean> {
  return !!(await db.selectFrom('units').select('id').where('id', '=', unitId).executeTakeFirst());
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());
}

/** Whether a product other than `exceptId` has this name (any case), brand and unit. */
export async function hasTwin(db: Db, { name, brandId, unitId }: { name: string; brandId: number; unitId: number }, exceptId?: number) {
  let twin = db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('brandId', '=', brandId)
    .where('unitId', '=', unitId);
  if (exceptId !== undefined) twin = twin.where('id', '<>', exceptId);
  return !!(await twin.executeTakeFirst());
}

/** The name of the product other than `exceptId` whose code is `barcode`, if any. */
export async function barcodeHolder(db: Db, barcode: string, exceptId?: number): Promise<string | undefined> {
  let sameCode = db.selectFrom('products').select('name').where('barcode', '=', barcode);
  if (exceptId !== undefined) sameCode = sameCode.where('id', '<>', exceptId);
  return (await sameCode.executeTakeFirst())?.name;
}

/** A new product: answers its id. */
export async function insertProduct(db: Db, product: Insertable<Database['products']>): Promise<number> {
  return (await db.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow()).id;
}

/** What a pack's companion unit product copies of it, and whether it is itself another pack's unit product. */
export function packForUnitProduct(db: Db, id: number) {
  return db
    .selectFrom('products')
    .select((eb) => [
      'products.name',
      'products.brandId',
      'products.vatRate',
      ...MEDICINE_COLUMNS,
      'products.dciNames',
      'products.equivalenceKey',
      eb
        .exists(eb.selectFrom('products as packs').select('packs.id').whereRef('packs.unitProductId', '=', 'products.id'))
        .as('isUnitProduct'),
    ])
    .where('products.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A product's unit (its id). */
export function unitOfProduct(db: Db, id: number) {
  return db.selectFrom('products').select('unitId').where('id', '=', id).executeTakeFirstOrThrow();
}

/** The columns a product's equivalence key is made from. */
export function medicineOf(db: Db, id: number) {
  return db.selectFrom('products').select(['dci', 'form']).where('id', '=', id).executeTakeFirst();
}

export async function updateProduct(db: Db, id: number, changes: Updateable<Database['products']>): Promise<void> {
  await db.updateTable('products').set(changes).where('id', '=', id).execute();
}

/** The batch of a lot (any case, on the index of upper(batchNumber)) that expires last, with its product's name. */
export function latestBatchOfLot(db: Db, lot: string) {
  return db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .select(['stocks.batchNumber', 'stocks.expireDate', 'products.name'])
    .where(sql`upper(${sql.ref('stocks.batchNumber')})`, '=', lot)
    .orderBy('stocks.expireDate', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** At most this many products answer a lookup: the counter shows them as a short list under the scan field. */
const LOOKUP_LIMIT = 10;

/**
 * Products as `selectProducts` reads them, each with what can be sold of it, in the same query: its
 * unexpired available units, and the selling price of the batch that goes first (earliest expiry,
 * then earliest received). Two small subqueries per product on the index of available stock, instead
 * of a second query that read every such batch to the server: less SQL on SQLite, and one round
 * trip fewer on PostgreSQL.
 */
function selectLookupItems(db: Db, today: string) {
  return selectProducts(db).select((eb) => {
    const sellable = () =>
      eb
        .selectFrom('stocks')
        .whereRef('stocks.productId', '=', 'products.id')
        // Written out so that both databases see the predicate of their partial index.
        .where(sql<boolean>`${sql.ref('stocks.quantity')} > 0`)
        .where('stocks.expireDate', '>=', today);
    return [
      sellable()
        .select((sum) => sum.fn.sum<number>('stocks.quantity').as('quantity'))
        .as('availableQuantity'),
      sellable().select('stocks.sellingPrice').orderBy('stocks.expireDate').orderBy('stocks.id').limit(sql.lit(1)).as('firstPrice'),
    ];
  });
}

/**
 * The product and its generics (the other products with its equivalence key), each with what can
 * be sold of it as the lookup reads it; the product alone when it has no active ingredient.
 */
export async function productAndEquivalents(db: Db, id: number, today: string): Promise<ProductLookupItem[]> {
  const rows = await selectLookupItems(db, today)
    .where((eb) =>
      eb.or([
        eb('products.id', '=', id),
        eb('products.equivalenceKey', '=', eb.selectFrom('products as own').select('own.equivalenceKey').where('own.id', '=', id)),
      ]),
    )
    .execute();
  return rows.map(toLookupItem);
}

/** A lookup row as the API answers it: the product and what can be sold of it. */
const toLookupItem = (row: LookupRow): ProductLookupItem =>
  // Added to the product rather than spread into a new object: the spread was a large part of a lookup's time.
  Object.assign(toProduct(row), {
    // No batch left: the sum is null, and so is the price.
    availableQuantity: row.availableQuantity ?? 0,
    price: row.firstPrice === null ? null : toDirhams(row.firstPrice),
  });
type LookupRow = ProductRow & { availableQuantity: number | null; firstPrice: number | null };

/** The product a scanned code names, under either of its forms (otherFormOf): the scanner's path, compiled once. */
const productWithCodes = preparedQuery((db: Db, today: string, code: string, otherForm: string) =>
  selectLookupItems(db, today).where('products.barcode', 'in', [code, otherForm]),
);
const productWithCode = (db: Db, code: string, today: string) => productWithCodes(db, today, code, otherFormOf(code));

/** A query of products narrowed to the first LOOKUP_LIMIT by id whose name matches a searched value (common/search.ts). */
const firstNamed =
  (db: Db, value: string, indexed: boolean) =>
  <TB extends keyof Database, O>(query: SelectQueryBuilder<Database, TB | 'products', O>) =>
    query
      .where(matchesValue(db, 'products', value, { indexed, first: LOOKUP_LIMIT }))
      .orderBy(sql.ref('products.id'))
      .limit(sql.lit(LOOKUP_LIMIT));

/**
 * The first products by id whose name matches a searched value (common/search.ts), compiled once for
 * each of SQLite's two shapes (by its trigram index or not).
 * Building and compiling the query with Kysely cost more than SQLite running it. Its limits are
 * written in the SQL, not sent as values: SQLite runs it faster so.
 */
const productsNamed = (indexed: boolean) =>
  preparedQuery((db: Db, today: string, value: string) => selectLookupItems(db, today).$call(firstNamed(db, value, indexed)));
const productsNamedIndexed = productsNamed(true);
const productsNamedShort = productsNamed(false);

/**
 * PostgreSQL's plan for a name depends on how common the text is (walking ids in order, or the
 * trigram index); planning it with the joins and the stock subqueries cost more than running it.
 * There, only the first ids are asked that way, then the products' details by those ids.
 */
const productIdsNamed = preparedQuery((db: Db, value: string) =>
  db
    .selectFrom('products')
    .select('products.id')
    .$call(firstNamed(db, value, true)),
);
/**
 * On PostgreSQL, the product with the code (under either form) and, only when none has it, the first
 * named ones: a typed word that could also be a code is one round trip instead of two.
 */
const productIdsCodedOrNamed = preparedQuery((db: Db, code: string, otherForm: string, value: string) => {
  const coded = db.selectFrom('products').select('products.id').where('products.barcode', 'in', [code, otherForm]);
  const named = db
    .selectFrom('products')
    .select('products.id')
    .$call(firstNamed(db, value, true))
    .as('named');
  return coded.unionAll(
    db
      .selectFrom(named)
      .select('named.id')
      .where((eb) => eb.not(eb.exists(coded))),
  );
});
const lookupItemsWithIds = preparedQuery((db: Db, today: string, ids: unknown) =>
  selectLookupItems(db, today).where(isOneOfValue(db, 'products.id', ids)),
);
const lookupItemsOf = async (db: Db, today: string, found: { id: number }[]) =>
  found.length
    ? lookupItemsWithIds(
        db,
        today,
        idListValue(
          db,
          found.map((row) => row.id),
        ),
      )
    : [];

/** The first products by id whose name matches `q`, each with what can be sold of it. */
async function productsNamedAs(db: Db, q: string, today: string) {
  if (dialectOf(db) === 'sqlite') return (isIndexed(q) ? productsNamedIndexed : productsNamedShort)(db, today, searchedValue(db, q));
  return lookupItemsOf(db, today, await productIdsNamed(db, searchedValue(db, q)));
}

/**
 * The counter's lookup: the product whose barcode is `q`, else those whose name contains it (case
 * and accents as the searches treat them, or its active ingredient): the first 10 registered, those
 * that can be sold first (Enter takes the first: an ingredient's search lists its out-of-stock
 * brands too), then by name (a clerk who does not see the product types more of its name; the index
 * then stops after 10 matches), each with what can be sold of it.
 */
export async function lookupProducts(db: Db, q: string, today: string): Promise<ProductLookupItem[]> {
  const inStock = (item: ProductLookupItem) => (item.availableQuantity > 0 ? 0 : 1);
  return (await lookupRows(db, q, today)).map(toLookupItem).sort((a, b) => inStock(a) - inStock(b) || a.name.localeCompare(b.name));
}

async function lookupRows(db: Db, q: string, today: string) {
  const mayBeACode = /^[0-9A-Za-z]{1,32}$/.test(q);
  // A word of letters is more often typed than scanned (boxes' codes have digits): on PostgreSQL its
  // code and its name are then asked for at once.
  if (mayBeACode && !/\d/.test(q) && dialectOf(db) === 'postgres')
    return lookupItemsOf(db, today, await productIdsCodedOrNamed(db, q, otherFormOf(q), searchedValue(db, q)));
  // A scanned code names one product: the names are searched only when no product has it.
  const byCode = mayBeACode ? await productWithCode(db, q, today) : [];
  return byCode.length ? byCode : productsNamedAs(db, q, today);
}

/** The products registered under one of four codes (a GTIN's forms, lib/gs1.ts; repeated to fill four), each with what can be sold of it. */
const productWithFourCodes = preparedQuery((db: Db, today: string, a: string, b: string, c: string, d: string) =>
  selectLookupItems(db, today).where('products.barcode', 'in', [a, b, c, d]),
);
/** The products registered under any of `codes` (one to four), as the lookup answers them. */
export async function lookupCodes(db: Db, codes: string[], today: string): Promise<ProductLookupItem[]> {
  const [a, b = a, c = a, d = a] = codes;
  return (await productWithFourCodes(db, today, a, b, c, d)).map(toLookupItem);
}

/** A product's batches in stock of a lot (any case, on the index of upper(batchNumber)). */
export function batchesOfLot(db: Db, productId: number, lot: string) {
  return db
    .selectFrom('stocks')
    .select(['stocks.id', 'stocks.batchNumber', 'stocks.expireDate'])
    .where(sql`upper(${sql.ref('stocks.batchNumber')})`, '=', lot.toUpperCase())
    .where('stocks.productId', '=', productId)
    .where('stocks.quantity', '>', 0)
    .$narrowType<{ batchNumber: string }>()
    .execute();
}
