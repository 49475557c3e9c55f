import * as repository from '../../src/modules/grns/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  findSupplierId: [7],
  productNames: [[5, 6]],
  receivedLots: [['L2026-01'], [5, 6]],
  productVatRates: [[5, 6]],
  insertGrn: [
    {
      number: 'BR-2026-000001',
      dateTime: '2026-03-14T10:00:00.000Z',
      localDate: '2026-03-14',
      supplierId: 7,
      userId: 1,
      total: 12000,
      totalVat: 2000,
      payment: 12000,
      balance: 0,
      paymentType: 'CASH',
    },
  ],
  insertGrnItem: [
    {
      grnId: 12,
      productId: 5,
      quantity: 10,
      freeQuantity: 2,
      buyingPrice: 1000,
      sellingPrice: 1500,
      manufactureDate: '2026-01-01',
      expireDate: '2027-01-01',
      batchNumber: 'L2026-01',
      total: 10000,
      vatRate: 20,
      vat: 2000,
    },
  ],
  insertStock: [
    {
      productId: 5,
      grnItemId: 30,
      quantity: 12,
      initialQuantity: 12,
      buyingPrice: 833,
      sellingPrice: 1500,
      manufactureDate: '2026-01-01',
      expireDate: '2027-01-01',
      batchNumber: 'L2026-01',
      createdAt: '2026-03-14T10:00:00.000Z',
    },
  ],
  searchGrns: [{ page: 0, size: 20, startDate: '2026-03-01', endDate: '2026-03-31' }, { withCost: true }],
  findGrn: [12],
  grnLines: [12],
  findGrnDocument: [12],
  grnDocumentLines: [12],
});
