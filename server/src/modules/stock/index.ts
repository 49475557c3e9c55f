/** What other modules use of stock: the window a batch's expiry status is read against. */
export { expiryWindow, type ExpiryWindow } from './queries';
