import * as repository from '../../src/modules/receivables/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  invoiceStillDue: [12],
  invoicesStillDue: [[12, 13]],
  invoiceCollected: [12],
  customerAmountDue: [7],
  openInvoices: [7],
  owingCustomers: [],
  findCustomerId: [7, true],
  findStatementCustomer: [7],
  findCustomerPayment: [3],
  findReceipt: [3],
  invoicesUpTo: [7, '2026-03-31'],
  creditNotesUpTo: [7, '2026-03-31'],
});
