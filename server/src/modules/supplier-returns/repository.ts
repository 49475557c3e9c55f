import type { Insertable } from 'kysely';
import { dialectOf, type Db } from '../../db/connect';
import { insertHeaderAndLines } from '../../db/header-lines';
import type { SupplierReturnItemsTable, SupplierReturnsTable } from '../../db/schema';
import { RETURNED_BATCH_COLUMNS } from '../stock';

/** What already went back to the supplier of a GRN's batches: units, and their value before tax and VAT. */
export interface ReturnedSoFar {
  units: number;
  exclVat: number;
  vat: number;
}

/** What of a GRN's batches already went back to the supplier, by batch. */
export async function returnedOfGrn(db: Db, grnId: number): Promise<Map<number, ReturnedSoFar>> {
  const rows = await db
    .selectFrom('supplierReturnItems')
    .innerJoin('supplierReturns', 'supplierReturns.id', 'supplierReturnItems.supplierReturnId')
    .select([
      'supplierReturnItems.stockId',
      (eb) => eb.fn.sum<number>('supplierReturnItems.quantity').as('units'),
      (eb) => eb.fn.sum<number>('supplierReturnItems.total').as('exclVat'),
      (eb) => eb.fn.sum<number>('supplierReturnItems.vat').as('vat'),
    ])
    .where('supplierReturns.grnId', '=', grnId)
    .groupBy('supplierReturnItems.stockId')
    .execute();
  return new Map(rows.map((row) => [row.stockId, { units: Number(row.units), exclVat: Number(row.exclVat), vat: Number(row.vat) }]));
}

/**
 * The GRN goods go back from; locked on PostgreSQL until the transaction ends, so that two returns
 * of one GRN never both pass the "received less returned" check.
 */
export function lockGrn(db: Db, grnId: number) {
  let grn = db.selectFrom('grns').select(['id', 'number', 'supplierId']).where('id', '=', grnId);
  if (dialectOf(db) === 'postgres') grn = grn.forNoKeyUpdate();
  return grn.executeTakeFirst();
}

/** The batches of `stockIds` with their product and the GRN line that received them (none for a batch of another origin). */
export function batchesWithGrnLines(db: Db, stockIds: number[]) {
  return db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .leftJoin('grnItems', 'grnItems.id', 'stocks.grnItemId')
    .select([
      'stocks.id as stockId',
      'stocks.productId',
      'stocks.batchNumber',
      'products.name',
      'grnItems.id as grnItemId',
      'grnItems.grnId',
      'grnItems.quantity as paidFor',
      'grnItems.freeQuantity',
      'grnItems.total as lineTotal',
      'grnItems.vatRate',
    ])
    .where('stocks.id', 'in', stockIds)
    .execute();
}

/** What a batch holds now. */
export function batchQuantity(db: Db, stockId: number) {
  return db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow();
}

/** Writes a supplier return and its lines; answers its id. */
export function insertSupplierReturn(
  db: Db,
  head: Insertable<SupplierReturnsTable>,
  lines: Omit<Insertable<SupplierReturnItemsTable>, 'supplierReturnId'>[],
): Promise<number> {
  return insertHeaderAndLines(
    db,
    { table: 'supplierReturns', row: head },
    { table: 'supplierReturnItems', key: 'supplierReturnId', rows: lines },
  );
}

/** A supplier return's head with its GRN, supplier and who recorded it. */
export function findSupplierReturn(db: Db, id: number) {
  return db
    .selectFrom('supplierReturns')
    .innerJoin('grns', 'grns.id', 'supplierReturns.grnId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierReturns.supplierId')
    .innerJoin('users', 'users.id', 'supplierReturns.userId')
    .select([
      'supplierReturns.id',
      'supplierReturns.number',
      'supplierReturns.dateTime',
      'supplierReturns.localDate',
      'supplierReturns.total',
      'supplierReturns.totalVat',
      'grns.id as grnId',
      'grns.number as grnNumber',
      'grns.localDate as grnDate',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
      'users.id as userId',
      'users.name as userName',
    ])
    .where('supplierReturns.id', '=', id)
    .executeTakeFirst();
}

/** A supplier return's lines, each with its product and batch. */
export function supplierReturnLines(db: Db, id: number) {
  return db
    .selectFrom('supplierReturnItems')
    .innerJoin('products', 'products.id', 'supplierReturnItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('stocks', 'stocks.id', 'supplierReturnItems.stockId')
    .select([
      'supplierReturnItems.id',
      'supplierReturnItems.grnItemId',
      'supplierReturnItems.quantity',
      'supplierReturnItems.buyingPrice',
      'supplierReturnItems.total',
      'supplierReturnItems.vatRate',
      'supplierReturnItems.vat',
      'supplierReturnItems.reason',
      ...RETURNED_BATCH_COLUMNS,
    ])
    .where('supplierReturnItems.supplierReturnId', '=', id)
    .orderBy('supplierReturnItems.id')
    .execute();
}

/** A supplier and their company, as a supplier return's PDF names them. */
export function returnSupplier(db: Db, supplierId: number) {
  return db
    .selectFrom('suppliers')
    .innerJoin('companies', 'companies.id', 'suppliers.companyId')
    .select([
      'suppliers.name',
      'suppliers.email',
      'suppliers.mobile',
      'companies.name as companyName',
      'companies.address as companyAddress',
    ])
    .where('suppliers.id', '=', supplierId)
    .executeTakeFirstOrThrow();
}

/** The supplier returns of a GRN, oldest first, with the units each sent back. */
export function supplierReturnsOfGrnRows(db: Db, grnId: number) {
  return db
    .selectFrom('supplierReturns')
    .innerJoin('supplierReturnItems', 'supplierReturnItems.supplierReturnId', 'supplierReturns.id')
    .select([
      'supplierReturns.id',
      'supplierReturns.number',
      'supplierReturns.localDate',
      'supplierReturns.total',
      (eb) => eb.fn.sum<number>('supplierReturnItems.quantity').as('quantity'),
    ])
    .where('supplierReturns.grnId', '=', grnId)
    .groupBy(['supplierReturns.id', 'supplierReturns.number', 'supplierReturns.localDate', 'supplierReturns.total'])
    .orderBy('supplierReturns.id')
    .execute();
}
