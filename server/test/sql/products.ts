import * as repository from '../../src/modules/products/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  findProduct: [4],
  searchProducts: ['Doli', 0, 20],
  brandWithDefaultRate: [7],
  unitExists: [2],
  productExists: [4],
  medicineOf: [4],
  hasTwin: [{ name: 'Doliprane 500', brandId: 7, unitId: 2 }, 4],
  barcodeHolder: ['6111250290015', 4],
  insertProduct: [{ name: 'Doliprane 500', brandId: 7, unitId: 2, vatRate: 7, barcode: '6111250290015', reorderLevel: 10 }],
  updateProduct: [4, { name: 'Doliprane 500', brandId: 7, unitId: 2, barcode: null }],
  packForUnitProduct: [4],
  unitOfProduct: [9],
  latestBatchOfLot: ['LOT2026-01'],
  lookupProducts: ['Doli', '2026-06-01'],
  lookupCodes: [['06111250290012', '6111250290012'], '2026-06-01'],
  batchesOfLot: [4, 'lot2026-01'],
  productAndEquivalents: [4, '2026-06-01'],
});
