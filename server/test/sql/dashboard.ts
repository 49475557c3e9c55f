import * as repository from '../../src/modules/dashboard/repository';
import { DOCUMENT_TABLES } from '../../src/modules/dashboard/snapshot';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  monthlyTotals: ['invoices', '2026-01-01', '2026-12-31'],
  supplierPaymentsByMonth: ['2026-01-01', '2026-12-31'],
  customerPaymentsTotal: ['2026-01-01', '2026-12-31'],
  refundsTotal: ['2026-01-01', '2026-12-31'],
  returnedMargin: ['2026-01-01', '2026-12-31'],
  productsSold: ['2026-01-01', '2026-12-31'],
  topSellingProducts: ['2026-01-01', '2026-12-31'],
  latestInvoices: [],
  latestDocuments: [DOCUMENT_TABLES, 1000],
});
