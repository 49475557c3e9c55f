/** What other modules use of the shop settings: the identity documents print. */
export { loadShopIdentity } from './queries';
