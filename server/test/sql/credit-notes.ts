import * as repository from '../../src/modules/credit-notes/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  findInvoiceToCredit: [12],
  invoiceLinesToReturn: [[30, 31]],
  returnedByLine: [[30, 31]],
  putBackIntoBatch: [41, 2],
  insertCreditNote: [
    {
      number: 'AV-2026-000003',
      dateTime: '2026-11-06T09:30:00.000Z',
      localDate: '2026-11-06',
      invoiceId: 12,
      customerId: 3,
      userId: 2,
      total: 9000,
      totalVat: 1500,
      refund: 4000,
      refundType: 'CASH',
      vatRegistered: 1,
    },
    [
      {
        invoiceItemId: 30,
        stockId: 41,
        productId: 7,
        quantity: 2,
        sellingPrice: 4500,
        buyingPrice: 3000,
        total: 9000,
        vatRate: 20,
        vat: 1500,
        restocked: 1,
        reason: 'Damaged box',
      },
    ],
  ],
  findCreditNote: [3],
  creditNoteLines: [3],
  creditNotesOf: [12],
  returnedOfLines: [12],
});
