import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** A lot's batches (the lot number in any case), with their product, brand and the GRN and supplier they came from. */
export function lotBatches(db: Db, batchNumber: string) {
  return db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .leftJoin('grnItems', 'grnItems.id', 'stocks.grnItemId')
    .leftJoin('grns', 'grns.id', 'grnItems.grnId')
    .leftJoin('suppliers', 'suppliers.id', 'grns.supplierId')
    .select([
      'stocks.id as stockId',
      'stocks.batchNumber',
      'stocks.expireDate',
      'stocks.initialQuantity',
      'stocks.quantity',
      'products.id as productId',
      'products.name as productName',
      'brands.name as brandName',
      'suppliers.name as supplierName',
      'grns.id as grnId',
      'grns.number as grnNumber',
      'grns.localDate as grnDate',
    ])
    .where(sql`upper(${sql.ref('stocks.batchNumber')})`, '=', batchNumber.toUpperCase())
    .orderBy('stocks.id')
    .execute();
}

/** The preparations made from these batches, with the units of each batch in one unit of them. */
export function mixesOf(db: Db, stockIds: number[]) {
  return db.selectFrom('mixedStockComponents').select(['mixedStockId', 'dosage']).where('componentStockId', 'in', stockIds).execute();
}

/** The units each batch's ledger moved, by kind of movement and reason. */
export function movementTotals(db: Db, stockIds: number[]) {
  return db
    .selectFrom('stockMovements')
    .select(['stockId', 'type', 'reason', (eb) => eb.fn.sum<number>('quantityChange').as('units')])
    .where('stockId', 'in', stockIds)
    .groupBy(['stockId', 'type', 'reason'])
    .execute();
}

/** Every sale of units from these batches, newest first, with its customer, product and the units returned since. */
export function salesFrom(db: Db, stockIds: number[]) {
  return db
    .selectFrom('invoiceItems')
    .innerJoin('invoices', 'invoices.id', 'invoiceItems.invoiceId')
    .innerJoin('customers', 'customers.id', 'invoices.customerId')
    .innerJoin('products', 'products.id', 'invoiceItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('creditNoteItems')
          .select(['invoiceItemId', (inner) => inner.fn.sum<number>('quantity').as('returned')])
          .groupBy('invoiceItemId')
          .as('returns'),
      (join) => join.onRef('returns.invoiceItemId', '=', 'invoiceItems.id'),
    )
    .select([
      'invoices.id as invoiceId',
      'invoices.number as invoiceNumber',
      'invoices.dateTime',
      'invoices.localDate',
      'customers.id as customerId',
      'customers.name as customerName',
      'customers.mobile',
      'customers.isWalkIn',
      'products.id as productId',
      'products.name as productName',
      'brands.name as brandName',
      'invoiceItems.stockId',
      'invoiceItems.quantity',
      'returns.returned',
    ])
    .where('invoiceItems.stockId', 'in', stockIds)
    .orderBy('invoices.id', 'desc')
    .orderBy('invoiceItems.id')
    .execute();
}
