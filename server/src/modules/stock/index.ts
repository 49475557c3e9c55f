/**
 * What other modules use of stock: taking units out of a batch, locking one, the window a batch's
 * expiry status is read against, and the available batches with their details (the alerts list them).
 */
export {
  availableStock,
  expiryWindow,
  lockStock,
  PRODUCT_DETAIL_COLUMNS,
  RETURNED_BATCH_COLUMNS,
  stockProductOf,
  takeFromBatch,
  withStockDetails,
  type CostVisibility,
  type ExpiryWindow,
} from './queries';
