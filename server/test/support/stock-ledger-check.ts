import type { StockMovementType } from '@hanout/contract';
import type { Db } from '../../src/db/connect';
import { recordMovements } from '../../src/modules/ledger/record';

const n = (value: unknown) => Number(value);

/** Units each document moved, by batch, as the document tables record them. */
export interface DocumentUnits {
  sold: Map<number, number>;
  restocked: Map<number, number>;
  mixedOut: Map<number, number>;
  toSupplier: Map<number, number>;
}

/**
 * Split packs: each split's units went into a batch of the pack's unit product, of the same lot and
 * expiry. Answers the packs that left each pack batch and the units that entered each unit batch.
 */
async function splitUnits(db: Db, violations: string[]) {
  const [splits, stocks, products] = await Promise.all([
    db.selectFrom('stockSplits').selectAll().orderBy('id').execute(),
    db.selectFrom('stocks').select(['id', 'productId', 'batchNumber', 'expireDate']).execute(),
    db.selectFrom('products').select(['id', 'unitProductId']).execute(),
  ]);
  const stockById = new Map(stocks.map((stock) => [stock.id, stock]));
  const unitProductOf = new Map(products.map((product) => [product.id, product.unitProductId]));
  const packsOut = new Map<number, number>();
  const unitsIn = new Map<number, number>();
  for (const split of splits) {
    const pack = stockById.get(split.packStockId);
    const unit = stockById.get(split.unitStockId);
    if (
      !pack ||
      !unit ||
      unitProductOf.get(pack.productId) !== unit.productId ||
      pack.batchNumber !== unit.batchNumber ||
      pack.expireDate !== unit.expireDate
    )
      violations.push(`split ${split.id}: its units are not in a batch of the pack's unit product, of the same lot and expiry`);
    packsOut.set(split.packStockId, (packsOut.get(split.packStockId) ?? 0) + n(split.packs));
    unitsIn.set(split.unitStockId, (unitsIn.get(split.unitStockId) ?? 0) + n(split.packs) * n(split.unitsPerPack));
  }
  return { packsOut, unitsIn };
}

/**
 * The stock ledger's equality: every batch holds exactly the sum of its movements, never below
 * zero, and each kind of movement adds up to what its documents say (sales, credit notes put back,
 * mixes, supplier returns, receptions, split packs); adjustments and counts are the only movements without one.
 */
export async function checkStockLedger(db: Db, documents: DocumentUnits, violations: string[]) {
  const stocks = await db
    .selectFrom('stocks')
    .select(['id', 'productId', 'quantity', 'initialQuantity', 'grnItemId'])
    .orderBy('id')
    .execute();
  const { packsOut, unitsIn } = await splitUnits(db, violations);
  const movements = await db.selectFrom('stockMovements').select(['stockId', 'productId', 'type', 'quantityChange', 'userId']).execute();
  const byStock = new Map<number, Map<StockMovementType, number>>();
  let unitsCorrected = 0;
  for (const movement of movements) {
    const types = byStock.get(movement.stockId) ?? new Map<StockMovementType, number>();
    types.set(movement.type, (types.get(movement.type) ?? 0) + n(movement.quantityChange));
    byStock.set(movement.stockId, types);
    if (movement.type === 'ADJUSTMENT' || movement.type === 'COUNT') unitsCorrected += n(movement.quantityChange);
  }
  const productOf = new Map(stocks.map((stock) => [stock.id, stock.productId]));
  for (const movement of movements) {
    if (productOf.get(movement.stockId) !== movement.productId)
      violations.push(`a ${movement.type} movement of stock ${movement.stockId} names another product`);
  }
  for (const stock of stocks) {
    const types = byStock.get(stock.id) ?? new Map<StockMovementType, number>();
    const of = (type: StockMovementType) => types.get(type) ?? 0;
    const sum = [...types.values()].reduce((total, change) => total + change, 0);
    if (n(stock.quantity) < 0) violations.push(`stock ${stock.id} is negative: ${stock.quantity}`);
    if (sum !== n(stock.quantity)) violations.push(`stock ${stock.id}: holds ${stock.quantity}, its movements add up to ${sum}`);
    const expected: Array<[StockMovementType, number]> = [
      ['SALE', -(documents.sold.get(stock.id) ?? 0)],
      ['CREDIT_NOTE', documents.restocked.get(stock.id) ?? 0],
      ['MIX_OUT', -(documents.mixedOut.get(stock.id) ?? 0)],
      ['SUPPLIER_RETURN', -(documents.toSupplier.get(stock.id) ?? 0)],
      ['SPLIT_OUT', -(packsOut.get(stock.id) ?? 0)],
      ['SPLIT_IN', unitsIn.get(stock.id) ?? 0],
    ];
    if (stock.grnItemId !== null) expected.push(['GRN', n(stock.initialQuantity)]);
    for (const [type, units] of expected) {
      if (of(type) !== units) violations.push(`stock ${stock.id}: ${type} movements add up to ${of(type)}, its documents to ${units}`);
    }
  }
  return { movements: movements.length, unitsCorrected };
}

/** What a fixture's batch loaded without a GRN starts with in the ledger: its opening stock, as an import writes it. */
export const recordOpeningStock = (db: Db, stockId: number, productId: number, quantity: number) =>
  recordMovements(db, { userId: null, at: new Date().toISOString() }, [
    { stockId, productId, type: 'COUNT', reason: 'OPENING_STOCK', quantityChange: quantity },
  ]);
