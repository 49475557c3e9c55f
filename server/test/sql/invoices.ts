import * as repository from '../../src/modules/invoices/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  namedBatches: [[41, 42]],
  productBatches: [[7, 9], '2026-11-05'],
  namedAndProductBatches: [[41], [7], '2026-11-05'],
  findSaleBatch: [41],
  findProductName: [7],
  findBuyer: [3],
  shopVatRegistered: [],
  productVatRates: [[7, 9]],
  insertInvoice: [
    {
      number: 'FA-2026-000012',
      dateTime: '2026-11-05T10:15:00.000Z',
      localDate: '2026-11-05',
      customerId: 3,
      userId: 2,
      total: 12000,
      totalVat: 2000,
      payment: 15000,
      balance: 3000,
      change: 3000,
      paymentType: 'CASH',
      itemCount: 2,
      vatRegistered: 1,
    },
  ],
  insertInvoiceItems: [
    [
      { invoiceId: 12, stockId: 41, productId: 7, quantity: 2, sellingPrice: 4500, buyingPrice: 3000, total: 9000, vatRate: 20, vat: 1500 },
      { invoiceId: 12, stockId: 42, productId: 9, quantity: 1, sellingPrice: 3000, buyingPrice: 2000, total: 3000, vatRate: 20, vat: 500 },
    ],
  ],
  findInvoice: [12],
  invoiceLines: [12],
  searchInvoices: [{ page: 0, size: 20, startDate: '2026-11-01', endDate: '2026-11-30' }],
});
