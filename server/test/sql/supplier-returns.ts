import * as repository from '../../src/modules/supplier-returns/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  returnedOfGrn: [12],
  lockGrn: [12],
  batchesWithGrnLines: [[40, 41]],
  batchQuantity: [40],
  insertSupplierReturn: [
    {
      number: 'RF-2026-000001',
      dateTime: '2026-03-14T10:00:00.000Z',
      localDate: '2026-03-14',
      grnId: 12,
      supplierId: 7,
      userId: 1,
      total: 2400,
      totalVat: 400,
    },
    [
      {
        grnItemId: 30,
        stockId: 40,
        productId: 5,
        quantity: 2,
        buyingPrice: 1000,
        total: 2000,
        vatRate: 20,
        vat: 400,
        reason: 'Damaged',
      },
    ],
  ],
  findSupplierReturn: [4],
  supplierReturnLines: [4],
  returnSupplier: [7],
  supplierReturnsOfGrnRows: [12],
});
