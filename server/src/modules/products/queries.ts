import { sql } from 'kysely';
import type { Paged, Product, ProductLookupItem, VatRate } from '@hanout/contract';
import { toDirhams } from '../../common/money';
import { containsText, countOf, fetchPage, toPage } from '../../common/paging';
import { badRequest, conflict, notFound } from '../../common/problems';
import { isIndexed, matchesText, matchesValue, searchedValue } from '../../common/search';
import { isOneOf } from '../../common/id-list';
import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';

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
});

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = await selectProducts(db).where('products.id', '=', id).executeTakeFirst();
  return row && toProduct(row);
}

/**
 * One page of the products whose barcode is `text` or whose name, brand's name or category's name
 * contains it (all when empty). The brands that match (a few hundred at most to read) are found once,
 * before the page and its count. Only the page's rows are joined with their brand, category and unit.
 */
export async function searchProducts(db: Db, text: string, page: number, size: number): Promise<Paged<Product>> {
  const all = db.selectFrom('products');
  if (!text) return fetchPage(selectProducts(db).orderBy('products.id'), page, size, toProduct, all);
  const brandIds = (
    await db
      .selectFrom('brands')
      .select('brands.id')
      .where((eb) =>
        eb.or([
          containsText('brands.name', text),
          eb('brands.categoryId', 'in', db.selectFrom('categories').select('categories.id').where(containsText('categories.name', text))),
        ]),
      )
      .execute()
  ).map((brand) => brand.id);
  // The page's ids come from a union of three index lookups (barcode, name search index, brand),
  // sorted and cut to the page; filtering the products table by it sorted every match (0.96 → 0.33
  // ms on the bench). The total counts the same three conditions as one OR, which both databases
  // answer from the three indexes and their row ids (the union's count took 0.88 ms, the OR 0.52).
  const byCode = db.selectFrom('products').select('products.id').where('products.barcode', '=', text);
  const byName = db
    .selectFrom('products')
    .select('products.id')
    .where(matchesText(db, 'products', text));
  const byBrand = db
    .selectFrom('products')
    .select('products.id')
    .where(isOneOf(db, 'products.brandId', brandIds));
  const matchingIds = brandIds.length ? byCode.union(byName).union(byBrand) : byCode.union(byName);
  const pageIds = db
    .selectFrom(matchingIds.as('matching'))
    .select('matching.id')
    .orderBy('matching.id')
    .limit(size)
    .offset(page * size);
  const [rows, total] = await Promise.all([
    selectProducts(db).where('products.id', 'in', pageIds).orderBy('products.id').execute(),
    countOf(
      all.where((eb) =>
        eb.or([
          eb('products.barcode', '=', text),
          matchesText(db, 'products', text),
          ...(brandIds.length ? [isOneOf(db, 'products.brandId', brandIds)] : []),
        ]),
      ),
    ),
  ]);
  return toPage(rows.map(toProduct), total, page, size);
}

/** `barcode` and `reorderLevel` undefined keep the product's own (on a change), null removes them. */
type ProductValues = {
  name: string;
  brandId: number;
  unitId: number;
  vatRate?: VatRate;
  barcode?: string | null;
  reorderLevel?: number | null;
};

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
  if (values.barcode) {
    let sameCode = db.selectFrom('products').select('name').where('barcode', '=', values.barcode);
    if (exceptId !== undefined) sameCode = sameCode.where('id', '<>', exceptId);
    const holder = await sameCode.executeTakeFirst();
    if (holder) throw conflict(`The barcode ${values.barcode} is already the code of ${holder.name}.`);
  }
  return brand.defaultVatRate;
}

/** A new product; without a VAT rate it takes its category's default, else 0. */
export async function registerProduct(db: Db, { vatRate, barcode, reorderLevel, ...values }: ProductValues): Promise<void> {
  const categoryRate = await checkProduct(db, { vatRate, barcode, reorderLevel, ...values });
  await db
    .insertInto('products')
    .values({ ...values, barcode: barcode ?? null, reorderLevel: reorderLevel ?? null, vatRate: vatRate ?? categoryRate ?? 0 })
    .execute();
}

/** Changes a product; without a VAT rate, barcode or reorder level it keeps its own. */
export async function updateProduct(db: Db, id: number, { vatRate, barcode, reorderLevel, ...values }: ProductValues): Promise<void> {
  const existing = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound(`Product ${id} does not exist.`);
  await checkProduct(db, { vatRate, barcode, reorderLevel, ...values }, id);
  await db
    .updateTable('products')
    .set({
      ...values,
      ...(vatRate === undefined ? {} : { vatRate }),
      ...(barcode === undefined ? {} : { barcode }),
      ...(reorderLevel === undefined ? {} : { reorderLevel }),
    })
    .where('id', '=', id)
    .execute();
}

/** At most this many products answer a lookup: the counter shows them as a short list under the scan field. */
const LOOKUP_LIMIT = 10;

/**
 * Products as `selectProducts` reads them, each with what can be sold of it, in the same query: its
 * unexpired available units, and the selling price of the batch that goes first (earliest expiry,
 * then earliest received). Two small subqueries per product on the index of available stock, instead
 * of a second query that read every such batch to the server (~100 rows for 10 products): 225 → 80 µs
 * of SQL on SQLite, and one round trip fewer on PostgreSQL.
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

/** The product a scanned code names: the scanner's path, compiled once. */
const productWithCode = preparedQuery((db: Db, today: string, barcode: string) =>
  selectLookupItems(db, today).where('products.barcode', '=', barcode),
);

/**
 * The first products by id whose name matches a searched value (common/search.ts), compiled once for
 * each of SQLite's two shapes (by its trigram index or not); PostgreSQL's is the same for both.
 * Building and compiling the query with Kysely cost more than SQLite running it. Its limits are
 * written in the SQL, not sent as values: SQLite ran it in 75 µs instead of 135. PostgreSQL, though
 * prepared, still plans each run with its text (pg_prepared_statements shows only custom plans): the
 * text chooses between walking ids in order (common) and the trigram index (rare).
 */
const productsNamed = (indexed: boolean) =>
  preparedQuery((db: Db, today: string, value: string) =>
    selectLookupItems(db, today)
      .where(matchesValue(db, 'products', value, { indexed, first: LOOKUP_LIMIT }))
      .orderBy('products.id')
      .limit(sql.lit(LOOKUP_LIMIT)),
  );
const productsNamedIndexed = productsNamed(true);
const productsNamedShort = productsNamed(false);

/**
 * The counter's lookup: the product whose barcode is `q`, else those whose name contains it (case
 * and accents as the searches treat them): the first 10 registered, listed by name (a clerk who
 * does not see the product types more of its name; the index then stops after 10 matches), each
 * with what can be sold of it.
 */
export async function lookupProducts(db: Db, q: string, today: string): Promise<ProductLookupItem[]> {
  // A scanned code names one product: the names are searched only when no product has it.
  const byCode = /^[0-9A-Za-z]{1,32}$/.test(q) ? await productWithCode(db, today, q) : [];
  const rows = byCode.length ? byCode : await (isIndexed(q) ? productsNamedIndexed : productsNamedShort)(db, today, searchedValue(db, q));
  return rows
    .map((row) =>
      // Added to the product rather than spread into a new object: the spread cost 35 of a lookup's 130 µs.
      Object.assign(toProduct(row), {
        // No batch left: the sum is null, and so is the price.
        availableQuantity: row.availableQuantity ?? 0,
        price: row.firstPrice === null ? null : toDirhams(row.firstPrice),
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
