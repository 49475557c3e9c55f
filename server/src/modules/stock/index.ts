/**
 * What other modules use of stock: taking units out of a batch, locking one, opening packs for a
 * sale of units, the window a batch's expiry status is read against, the available batches with
 * their details (the alerts list them), and the PPV a batch's selling price stays within.
 */
export { lockStock, takeFromBatch } from './repository/batches';
export { openPacksForSale } from './open-packs-for-sale';
export { availableStock, PRODUCT_DETAIL_COLUMNS, RETURNED_BATCH_COLUMNS, stockProductOf, withStockDetails } from './repository/stock-lines';
export { expiryWindow } from './service';
export type { CostVisibility, ExpiryWindow } from './types';
export { refuseAbovePpv, repriceToPpv, type PricedLine } from './regulated-price';
