/** What other modules use of stock: taking units out of a batch, locking one, and the window a batch's expiry status is read against. */
export { expiryWindow, lockStock, takeFromBatch, type ExpiryWindow } from './queries';
