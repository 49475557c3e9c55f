import * as repository from '../../src/modules/payables/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  grnSupplier: [12],
  unsettledGrns: [7],
  supplierBalance: [7],
  unsettledGrnsOfSuppliers: [],
  findAccountSupplier: [7, true],
  insertSupplierPayment: [
    {
      number: 'PF-2026-000001',
      dateTime: '2026-03-14T10:00:00.000Z',
      localDate: '2026-03-14',
      amount: 15000,
      paymentType: 'CASH',
      supplierId: 7,
      userId: 1,
    },
    [
      { documentId: 12, amount: 10000 },
      { documentId: 13, amount: 5000 },
    ],
  ],
  settledBy: [3],
  findSupplierPayment: [3],
  grnsUpTo: [7, '2026-03-31'],
  supplierReturnsUpTo: [7, '2026-03-31'],
});
