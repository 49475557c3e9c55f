import type { Generated } from 'kysely';
import type { StockMovementType, StocktakeStatus } from '@hanout/contract';

/** Batches of stock, every change of their quantity and price, and stocktakes. */
export interface StockTables {
  stocks: StocksTable;
  mixedStockComponents: MixedStockComponentsTable;
  stockMovements: StockMovementsTable;
  stockPriceChanges: StockPriceChangesTable;
  stockSplits: StockSplitsTable;
  stocktakes: StocktakesTable;
  stocktakeLines: StocktakeLinesTable;
}

export interface StocksTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  productId: number;
  grnItemId: number | null;
  quantity: number;
  initialQuantity: number;
  /** The unit cost before tax: what was paid for the batch over all the units received, free ones included. */
  buyingPrice: number;
  sellingPrice: number;
  manufactureDate: string;
  expireDate: string;
  createdAt: string;
  /** The supplier's lot number, from the GRN line. */
  batchNumber: string | null;
}

export interface MixedStockComponentsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  mixedStockId: number;
  componentStockId: number;
  dosage: number;
}

/** One change of a batch's quantity (migration 025): a batch's quantity is the sum of its movements. */
export interface StockMovementsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  stockId: number;
  productId: number;
  type: StockMovementType;
  /** Units in (positive) or out (negative). */
  quantityChange: number;
  reason: string | null;
  note: string | null;
  /** The invoice, GRN, credit note, supplier return, mixed stock line or stocktake behind it. */
  documentId: number | null;
  documentNumber: string | null;
  /** Null only for movements written before the ledger recorded who made them. */
  userId: number | null;
  at: string;
}

/** A change of a batch's selling price, in centimes. */
export interface StockPriceChangesTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  stockId: number;
  oldPrice: number;
  newPrice: number;
  userId: number | null;
  at: string;
}

/**
 * Packs of a batch opened into units of the same lot (migration 049): `packs` left the pack batch
 * (SPLIT_OUT), `packs × unitsPerPack` units entered the unit product's batch (SPLIT_IN).
 */
export interface StockSplitsTable {
  /** The shop the row belongs to; set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  packStockId: number;
  unitStockId: number;
  packs: number;
  /** The pack's units when it was opened. */
  unitsPerPack: number;
  userId: number | null;
  at: string;
}

/** A stocktake (inventaire, migration 027): all the stock when `categoryId` is null. */
export interface StocktakesTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  number: string;
  status: StocktakeStatus;
  categoryId: number | null;
  startedBy: number;
  startedAt: string;
  /** Who validated or cancelled it, and when. */
  closedBy: number | null;
  closedAt: string | null;
}

/** A batch counted in a stocktake: one per batch, the last count saved. */
export interface StocktakeLinesTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  stocktakeId: number;
  stockId: number;
  productId: number;
  /** The batch's quantity in the books when the count was saved. */
  expectedQuantity: number;
  countedQuantity: number;
  countedBy: number;
  countedAt: string;
  /** Set at validation: what the COUNT movement changed (counted − expected, unless that went below zero). */
  appliedChange: number | null;
  /** Why the count differs from the books (migration 047): required for a tableau B product. */
  reason: Generated<string | null>;
}
