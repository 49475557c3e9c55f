import * as repository from '../../src/modules/payables/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  grnSupplier: [12],
  unsettledGrns: [7],
  supplierBalance: [7],
  unsettledGrnsOfSuppliers: [],
  findAccountSupplier: [7, true],
  findSupplierPayment: [3],
  grnsUpTo: [7, '2026-03-31'],
  supplierReturnsUpTo: [7, '2026-03-31'],
});
