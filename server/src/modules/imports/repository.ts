import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { CompaniesTable, CustomersTable, ProductsTable, StocksTable, SuppliersTable } from '../../db/schema';
import { OPENING_STOCK_REASON } from '../ledger';

/** Every customer, as an import of customers compares its rows with them. */
export function customersToMatch(db: Db) {
  return db.selectFrom('customers').select(['id', 'name', 'mobile', 'ice', 'address', 'type', 'creditLimit', 'isWalkIn']).execute();
}

/** Writes new customers, in one statement. */
export async function insertCustomers(trx: Db, customers: Insertable<CustomersTable>[]): Promise<void> {
  await trx.insertInto('customers').values(customers).execute();
}

/** Changes a customer's columns. */
export async function updateCustomer(trx: Db, id: number, values: Updateable<CustomersTable>): Promise<void> {
  await trx.updateTable('customers').set(values).where('id', '=', id).execute();
}

/** Every supplier, as an import of suppliers compares its rows with them. */
export function suppliersToMatch(db: Db) {
  return db.selectFrom('suppliers').select(['id', 'name', 'email', 'mobile', 'companyId']).execute();
}

/** Every company's name. */
export function companyNames(db: Db) {
  return db.selectFrom('companies').select(['id', 'name']).execute();
}

/** Writes a company; answers its id. */
export async function insertCompany(trx: Db, company: Insertable<CompaniesTable>): Promise<number> {
  const { id } = await trx.insertInto('companies').values(company).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes new suppliers, in one statement. */
export async function insertSuppliers(trx: Db, suppliers: Insertable<SuppliersTable>[]): Promise<void> {
  await trx.insertInto('suppliers').values(suppliers).execute();
}

/** Changes a supplier's columns. */
export async function updateSupplier(trx: Db, id: number, values: Updateable<SuppliersTable>): Promise<void> {
  await trx.updateTable('suppliers').set(values).where('id', '=', id).execute();
}

/** Every category, brand and unit, and every product with what an import of products compares. */
export function catalogueToMatch(db: Db) {
  return Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'defaultVatRate']).execute(),
    db.selectFrom('brands').select(['id', 'name', 'categoryId']).execute(),
    db.selectFrom('units').select(['id', 'name']).execute(),
    db
      .selectFrom('products')
      .select([
        'id',
        'name',
        'brandId',
        'unitId',
        'barcode',
        'vatRate',
        'reorderLevel',
        'dci',
        'form',
        'unitsPerPack',
        'ppv',
        'pph',
        'schedule',
        'prescriptionRequired',
      ])
      .execute(),
  ]);
}

/** Writes new products, in one statement. */
export async function insertProducts(trx: Db, products: Insertable<ProductsTable>[]): Promise<void> {
  await trx.insertInto('products').values(products).execute();
}

/** Changes a product's columns. */
export async function updateProduct(trx: Db, id: number, values: Updateable<ProductsTable>): Promise<void> {
  await trx.updateTable('products').set(values).where('id', '=', id).execute();
}

/** Every product's id, name and barcode, by which an opening stock row names its product, and its PPV (centimes). */
export function productsToMatch(db: Db) {
  return db.selectFrom('products').select(['id', 'name', 'barcode', 'ppv']).execute();
}

/** The lot number of every batch that has one, with its product. */
export function batchLots(db: Db) {
  return db.selectFrom('stocks').select(['productId', 'batchNumber']).where('batchNumber', 'is not', null).execute();
}

/** The batches without a lot number that an opening stock import brought in: their product, expiry date and prices. */
export function unnamedOpeningBatches(db: Db) {
  return db
    .selectFrom('stocks')
    .select(['productId', 'expireDate', 'buyingPrice', 'sellingPrice'])
    .where('batchNumber', 'is', null)
    .where('grnItemId', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('stockMovements')
          .select('stockMovements.id')
          .whereRef('stockMovements.stockId', '=', 'stocks.id')
          .where('stockMovements.reason', '=', OPENING_STOCK_REASON),
      ),
    )
    .execute();
}

/** Writes new batches, in one statement; answers each one's id, product and quantity. */
export function insertBatches(trx: Db, batches: Insertable<StocksTable>[]) {
  return trx.insertInto('stocks').values(batches).returning(['id', 'productId', 'quantity']).execute();
}
