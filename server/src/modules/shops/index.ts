export { activeShopIds, currentShopIdentity, findShopByCode, soleShopId } from './repository';
export { createShop, exportShop, listShops, resumeShop, suspendShop, type NewShop } from './service';
