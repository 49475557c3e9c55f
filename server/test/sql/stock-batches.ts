import * as repository from '../../src/modules/stock/repository/batches';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  takeFromBatch: [12, 3],
  changeBatchQuantity: [12, -2],
  lockStock: [12],
  batchQuantity: [12],
  productNameOf: [4],
  lastMovementOf: [12],
  setSellingPrice: [12, 2550],
  recordPriceChange: [{ stockId: 12, oldPrice: 2400, newPrice: 2550, userId: 1, at: '2026-06-01T09:30:00.000Z' }],
  regulatedPrices: [[4, 7]],
  batchesPricedAbove: [4, 2450],
  mixComponents: [[12, 15]],
  insertMixedBatch: [
    {
      productId: 40,
      buyingPrice: 1200,
      sellingPrice: 3000,
      manufactureDate: '2026-06-01',
      expireDate: '2027-01-31',
      createdAt: '2026-06-01T09:30:00.000Z',
    },
  ],
  insertMixComponents: [
    41,
    [
      { stockName: 12, dosage: 2 },
      { stockName: 15, dosage: 1 },
    ],
  ],
});
