import * as repository from '../../src/modules/stocktakes/repository';
import { repositorySql } from './sql-examples';

const stocktake = { id: 5, categoryId: 3 };

export default repositorySql(repository, {
  findStocktake: [5, { forShare: true }],
  categoryExists: [3],
  openStocktakeNumber: [],
  insertStocktake: [{ number: 'INV-2026-000005', categoryId: 3, startedBy: 1, startedAt: '2026-06-01T09:30:00.000Z' }],
  listStocktakes: [0, 20],
  stocktakeSummary: [5],
  countedLines: [5],
  uncountedBatches: [stocktake],
  searchBatches: [stocktake, 'Doli'],
  batchesWithCodes: [stocktake, ['06111250290012', '6111250290012']],
  stocktakeBatch: [stocktake, 12],
  batchToCount: [12],
  saveCountLine: [
    { stocktakeId: 5, stockId: 12, productId: 4 },
    { expectedQuantity: 10, countedQuantity: 8, countedBy: 2, countedAt: '2026-06-01T10:00:00.000Z', reason: 'Ampoule cassée' },
  ],
  closeStocktake: [5, 'VALIDATED', 1, '2026-06-01T18:00:00.000Z'],
  linesToValidate: [5],
  lockBatches: [[12, 15]],
  lockedQuantity: [12],
  replaceQuantity: [12, 10, 8],
  clearAppliedChanges: [5],
  setAppliedChange: [41, -2],
});
