export { activeShopIds, findShopByCode, soleShopId } from './repository';
export { createShop, type NewShop } from './service';
