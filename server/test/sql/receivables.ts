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
  insertCustomerPayment: [
    {
      number: 'RC-2026-000001',
      dateTime: '2026-03-14T10:00:00.000Z',
      localDate: '2026-03-14',
      amount: 15000,
      paymentType: 'CASH',
      customerId: 7,
      userId: 1,
    },
    [
      { documentId: 12, amount: 10000 },
      { documentId: 13, amount: 5000 },
    ],
  ],
  settledBy: [3],
  findCustomerPayment: [3],
  findReceipt: [3],
  invoicesUpTo: [7, '2026-03-31'],
  creditNotesUpTo: [7, '2026-03-31'],
});
