/** What other modules use of the shop settings: the identity documents print, and the settings themselves. */
export { loadShopIdentity, loadShopSettings } from './service';
