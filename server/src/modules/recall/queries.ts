import { sql } from 'kysely';
import type { Recall, RecallQuery } from '@hanout/contract';
import type { Db } from '../../db/connect';
import type { RecallDocument } from '../../pdf/recall-pdf';
import { loadShopIdentity } from '../settings';

/**
 * A lot's batches (the lot number as entered on the GRN, in any case) and every sale of units from them,
 * newest first: sold as they came, or inside a mixed preparation made from one of them.
 */
export async function loadRecall(db: Db, { batchNumber }: RecallQuery): Promise<Recall> {
  const batches = await db
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
  const lotStocks = batches.map((batch) => batch.stockId);
  const mixes = lotStocks.length
    ? await db.selectFrom('mixedStockComponents').select('mixedStockId').where('componentStockId', 'in', lotStocks).execute()
    : [];
  const mixedStocks = new Set(mixes.map((mix) => mix.mixedStockId));
  const soldFrom = [...lotStocks, ...mixedStocks];
  const sales = soldFrom.length
    ? await db
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
          'products.id as productId',
          'products.name as productName',
          'brands.name as brandName',
          'invoiceItems.stockId',
          'invoiceItems.quantity',
          'returns.returned',
        ])
        .where('invoiceItems.stockId', 'in', soldFrom)
        .orderBy('invoices.id', 'desc')
        .orderBy('invoiceItems.id')
        .execute()
    : [];
  const answer = sales.map((sale) => ({
    invoiceId: sale.invoiceId,
    invoiceNumber: sale.invoiceNumber,
    dateTime: sale.dateTime,
    date: sale.localDate,
    customer: { id: sale.customerId, name: sale.customerName, mobile: sale.mobile },
    product: { id: sale.productId, name: sale.productName, brand: sale.brandName },
    stockId: sale.stockId,
    quantity: sale.quantity,
    returnedQuantity: Number(sale.returned ?? 0),
    viaMixedStock: mixedStocks.has(sale.stockId),
  }));
  return {
    // As the GRN wrote it, when found.
    batchNumber: batches[0]?.batchNumber ?? batchNumber,
    batches: batches.map((batch) => ({
      stockId: batch.stockId,
      product: { id: batch.productId, name: batch.productName, brand: batch.brandName },
      expireDate: batch.expireDate,
      received: batch.initialQuantity,
      remaining: batch.quantity,
      supplier: batch.supplierName,
      grn: batch.grnId === null ? null : { id: batch.grnId, number: batch.grnNumber!, date: batch.grnDate! },
    })),
    sales: answer,
    unitsSold: answer.reduce((sum, sale) => sum + sale.quantity, 0),
    unitsReturned: answer.reduce((sum, sale) => sum + sale.returnedQuantity, 0),
    customers: new Set(answer.map((sale) => sale.customer.id)).size,
  };
}

/** The recall and the shop, for its PDF. */
export async function loadRecallDocument(db: Db, query: RecallQuery, now: Date = new Date()): Promise<RecallDocument> {
  const [recall, shop] = await Promise.all([loadRecall(db, query), loadShopIdentity(db)]);
  return { ...recall, shop, generatedAt: now.toISOString() };
}
