import * as repository from '../../src/modules/stock/repository/search';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  readNearExpiryDays: [],
  productsMatching: [{ productName: 'Doli', categoryId: 3 }],
  lotMatching: [{ productName: 'LOT2026-01' }],
  matchingPage: [{ productIds: [4, 9], sellingPriceFrom: 10, expireDateTo: '2026-12-31', today: '2026-06-01' }, 0, 20],
  stockLinesWithIds: [[12, 15]],
});
