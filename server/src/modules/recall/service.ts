import type { Recall, RecallMovements, RecallQuery, StockMovementType } from '@hanout/contract';
import type { Db } from '../../db/connect';
import type { RecallDocument } from '../../pdf/recall-pdf';
import { OPENING_STOCK_REASON } from '../ledger';
import { loadShopIdentity } from '../settings';
import { lotBatches, mixesOf, movementTotals, salesFrom } from './repository';

/** Where each kind of ledger movement goes in a batch's account, and with which sign (outgoing units are counted positive). */
const MOVEMENT_ACCOUNT: Record<StockMovementType, [keyof RecallMovements, 1 | -1]> = {
  GRN: ['received', 1],
  // Only a preparation's own stock line is made by a mix; it carries no lot number, so never shows here.
  MIX_IN: ['received', 1],
  SALE: ['sold', -1],
  CREDIT_NOTE: ['returnedByCustomers', 1],
  SUPPLIER_RETURN: ['returnedToSupplier', -1],
  ADJUSTMENT: ['adjusted', 1],
  COUNT: ['counted', 1],
  MIX_OUT: ['usedInPreparations', -1],
  SPLIT_OUT: ['split', 1],
  SPLIT_IN: ['split', 1],
};

const noMovement = (): RecallMovements => ({
  received: 0,
  openingStock: 0,
  sold: 0,
  returnedByCustomers: 0,
  returnedToSupplier: 0,
  adjusted: 0,
  counted: 0,
  usedInPreparations: 0,
  split: 0,
});

/** How each batch's units moved, from its ledger, whose movements add up to what it holds. */
async function loadMovements(db: Db, stockIds: number[]): Promise<Map<number, RecallMovements>> {
  const accounts = new Map(stockIds.map((id) => [id, noMovement()]));
  if (!stockIds.length) return accounts;
  const rows = await movementTotals(db, stockIds);
  for (const row of rows) {
    const [field, sign] =
      row.type === 'COUNT' && row.reason === OPENING_STOCK_REASON ? (['openingStock', 1] as const) : MOVEMENT_ACCOUNT[row.type];
    accounts.get(row.stockId)![field] += sign * Number(row.units);
  }
  return accounts;
}

/**
 * A lot's batches (the lot number as entered on the GRN, in any case) with how their units moved, and
 * every sale of units from them, newest first: sold as they came, or inside a mixed preparation made from one of them.
 */
export async function loadRecall(db: Db, { batchNumber }: RecallQuery): Promise<Recall> {
  const batches = await lotBatches(db, batchNumber);
  const lotStocks = batches.map((batch) => batch.stockId);
  const mixes = lotStocks.length ? await mixesOf(db, lotStocks) : [];
  // Units of the lot in one unit of each preparation made from it (two of its batches may go into the same one).
  const lotUnitsPerMix = new Map<number, number>();
  for (const mix of mixes) lotUnitsPerMix.set(mix.mixedStockId, (lotUnitsPerMix.get(mix.mixedStockId) ?? 0) + mix.dosage);
  const mixedStocks = new Set(lotUnitsPerMix.keys());
  const soldFrom = [...lotStocks, ...mixedStocks];
  const movements = await loadMovements(db, lotStocks);
  const sales = soldFrom.length ? await salesFrom(db, soldFrom) : [];
  const sold = sales.map((sale) => ({
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
    lotUnits: sale.quantity * (lotUnitsPerMix.get(sale.stockId) ?? 1),
    walkIn: Boolean(sale.isWalkIn),
  }));
  const direct = sold.filter((sale) => !sale.viaMixedStock);
  // The walk-in customer is nobody to call: its sales are counted, never listed as a customer.
  const answer = sold.filter((sale) => !sale.walkIn).map(({ walkIn: _walkIn, ...sale }) => sale);
  const walkIn = sold.filter((sale) => sale.walkIn);
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
      movements: movements.get(batch.stockId)!,
    })),
    sales: answer,
    walkInSales: {
      count: new Set(walkIn.map((sale) => sale.invoiceId)).size,
      // Counted as `unitsSold` is, returns and preparations apart, so that it is a part of it.
      units: walkIn.reduce((sum, sale) => sum + (sale.viaMixedStock ? 0 : sale.quantity), 0),
    },
    // A preparation sold is not a unit of the lot sold: its units are counted when it was made.
    unitsSold: direct.reduce((sum, sale) => sum + sale.quantity, 0),
    unitsReturned: direct.reduce((sum, sale) => sum + sale.returnedQuantity, 0),
    unitsInPreparations: [...movements.values()].reduce((sum, account) => sum + account.usedInPreparations, 0),
    customers: new Set(answer.map((sale) => sale.customer.id)).size,
  };
}

/** The recall and the shop, for its PDF. */
export async function loadRecallDocument(db: Db, query: RecallQuery, now: Date = new Date()): Promise<RecallDocument> {
  const [recall, shop] = await Promise.all([loadRecall(db, query), loadShopIdentity(db)]);
  return { ...recall, shop, generatedAt: now.toISOString() };
}
