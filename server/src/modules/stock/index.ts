/** What other modules use of stock: taking units out of a batch, and the window a batch's expiry status is read against. */
export { expiryWindow, takeFromBatch, type ExpiryWindow } from './queries';
