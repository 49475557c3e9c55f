import * as repository from '../../src/modules/stock/repository/splits';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  lockSplitBatch: [12],
  packOf: [4],
  packsOfUnits: [[9, 11]],
  saleOfUnitsBatches: [[12], [4, 9], [9], '2026-06-01'],
  openedUnitBatch: [12, 9, 208],
  addOpenedUnits: [40, 20],
  insertUnitBatch: [
    {
      productId: 9,
      quantity: 20,
      sellingPrice: 208,
      buyingPrice: 140,
      batchNumber: 'LOT2026-01',
      manufactureDate: '2026-01-01',
      expireDate: '2027-01-31',
      createdAt: '2026-06-01T09:30:00.000Z',
    },
  ],
  insertSplit: [{ packStockId: 12, unitStockId: 40, packs: 2, unitsPerPack: 10, userId: 1, at: '2026-06-01T09:30:00.000Z' }],
});
