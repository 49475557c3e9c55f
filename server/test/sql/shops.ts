import * as repository from '../../src/modules/shops/repository';
import { repositorySql } from './sql-examples';

const createdAt = '2026-12-07T09:00:00.000Z';

export default repositorySql(repository, {
  findShopByCode: ['alamal'],
  soleShopId: [],
  activeShopIds: [],
  currentShopIdentity: [],
  endShopSessions: [2],
  insertShop: [{ code: 'alamal', name: 'Pharmacie Al Amal', createdAt }],
  insertShopStart: [{ id: 2, name: 'Pharmacie Al Amal', createdAt, units: ['Box', 'Tablet'] }],
  listShopRows: [],
  setShopStatus: ['alamal', 'suspended'],
  rowsPerShop: ['products'],
  documentsPerShop: ['invoices'],
  latestPaymentPerShop: ['customerPayments'],
});
