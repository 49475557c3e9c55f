import type { GrnListItem, grnSearchRequest, Paged, PaymentType } from '@hanout/contract';
import type { z } from 'zod';
import type { Insertable } from 'kysely';
import { fetchPage, inDayRange, type PageOfAnySize } from '../../db/paging';
import type { Db } from '../../db/connect';
import { insertReturningId } from '../../db/header-lines';
import type { GrnItemsTable, StocksTable } from '../../db/schema';
import { toGrnListItem } from './list-item';
import type { CostVisibility } from '../stock';

type GrnSearchRequest = z.output<typeof grnSearchRequest>;

/** The suppliers among `supplierId` (one or none). */
export function findSupplierId(db: Db, supplierId: number) {
  return db.selectFrom('suppliers').select('id').where('id', '=', supplierId).executeTakeFirst();
}

/** The name of each of `productIds` that exists. */
export async function productNames(db: Db, productIds: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('products').select(['id', 'name']).where('id', 'in', productIds).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The batches already received of `productIds` whose lot number is one of `lots` (upper-cased), oldest first. */
export function receivedLots(db: Db, lots: string[], productIds: number[]) {
  return db
    .selectFrom('stocks')
    .select(['productId', 'batchNumber', 'expireDate'])
    .where((eb) => eb(eb.fn('upper', ['batchNumber']), 'in', lots))
    .where('productId', 'in', productIds)
    .orderBy('id')
    .execute();
}

/** The VAT rate of each of `productIds`. */
export async function productVatRates(db: Db, productIds: number[]) {
  const rows = await db.selectFrom('products').select(['id', 'vatRate']).where('id', 'in', productIds).execute();
  return new Map(rows.map((product) => [product.id, product.vatRate]));
}

/** Writes a GRN's head; answers its id. */
export function insertGrn(
  db: Db,
  grn: {
    number: string;
    dateTime: string;
    localDate: string;
    supplierId: number;
    userId: number;
    total: number;
    totalVat: number;
    payment: number;
    balance: number;
    paymentType: PaymentType;
  },
): Promise<number> {
  return insertReturningId(db, 'grns', grn);
}

/** Writes one line of a GRN; answers its id. */
export function insertGrnItem(db: Db, item: Insertable<GrnItemsTable>): Promise<number> {
  return insertReturningId(db, 'grnItems', item);
}

/** Writes the stock line (batch) a GRN line received; answers its id. */
export function insertStock(db: Db, stock: Insertable<StocksTable>): Promise<number> {
  return insertReturningId(db, 'stocks', stock);
}

/** GRNs of an inclusive range of shop-local days, newest first; pages of any size (an export reads large ones). */
export function searchGrns(db: Db, request: PageOfAnySize<GrnSearchRequest>, visibility: CostVisibility): Promise<Paged<GrnListItem>> {
  const { page, size, startDate, endDate } = request;
  return fetchPage(inDayRange(grnRows(db), 'grns.localDate', startDate, endDate).orderBy('grns.id', 'desc'), page, size, (row) =>
    toGrnListItem(row, visibility),
  );
}

/** A GRN as the history lists it, with its day and who received it. */
export function findGrn(db: Db, id: number) {
  return grnRows(db)
    .innerJoin('users', 'users.id', 'grns.userId')
    .select(['grns.localDate', 'users.id as userId', 'users.name as userName'])
    .where('grns.id', '=', id)
    .executeTakeFirst();
}

/** A GRN's lines, each with its product and the batch it received (what that batch holds now). */
export function grnLines(db: Db, id: number) {
  return db
    .selectFrom('grnItems')
    .innerJoin('products', 'products.id', 'grnItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .innerJoin('stocks', 'stocks.grnItemId', 'grnItems.id')
    .select([
      'grnItems.id',
      'grnItems.quantity',
      'grnItems.freeQuantity',
      'grnItems.buyingPrice',
      'grnItems.sellingPrice',
      'grnItems.manufactureDate',
      'grnItems.expireDate',
      'grnItems.batchNumber',
      'grnItems.total',
      'grnItems.vatRate',
      'stocks.buyingPrice as unitCost',
      'products.id as productId',
      'products.name as productName',
      'brands.name as brandName',
      'stocks.id as stockId',
      'stocks.quantity as stockQuantity',
      'stocks.expireDate as stockExpireDate',
    ])
    .where('grnItems.grnId', '=', id)
    .orderBy('grnItems.id')
    .execute();
}

/** A GRN's head as its PDF prints it: with its supplier, the supplier's company and who received it. */
export function findGrnDocument(db: Db, id: number) {
  return db
    .selectFrom('grns')
    .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .innerJoin('companies', 'companies.id', 'suppliers.companyId')
    .innerJoin('users', 'users.id', 'grns.userId')
    .select([
      'grns.number',
      'grns.dateTime',
      'grns.total',
      'grns.totalVat',
      'grns.payment',
      'grns.balance',
      'grns.paymentType',
      'suppliers.name as supplierName',
      'suppliers.email as supplierEmail',
      'suppliers.mobile as supplierMobile',
      'companies.name as companyName',
      'companies.address as companyAddress',
      'companies.email as companyEmail',
      'companies.mobile as companyMobile',
      'users.name as userName',
    ])
    .where('grns.id', '=', id)
    .executeTakeFirst();
}

/** A GRN's lines as its PDF prints them. */
export function grnDocumentLines(db: Db, id: number) {
  return db
    .selectFrom('grnItems')
    .innerJoin('products', 'products.id', 'grnItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select([
      'products.name as product',
      'brands.name as brand',
      'grnItems.quantity',
      'grnItems.freeQuantity',
      'grnItems.buyingPrice',
      'grnItems.sellingPrice',
      'grnItems.manufactureDate',
      'grnItems.expireDate',
      'grnItems.total',
      'grnItems.vatRate',
      'grnItems.vat',
      'grnItems.batchNumber',
    ])
    .where('grnItems.grnId', '=', id)
    .orderBy('grnItems.id')
    .execute();
}

/** GRNs with their supplier, as the history lists them. */
function grnRows(db: Db) {
  return db
    .selectFrom('grns')
    .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .select([
      'grns.id',
      'grns.number',
      'grns.dateTime',
      'grns.total',
      'grns.payment',
      'grns.balance',
      'grns.paymentType',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
    ]);
}
export type GrnRow = Awaited<ReturnType<ReturnType<typeof grnRows>['executeTakeFirstOrThrow']>>;
