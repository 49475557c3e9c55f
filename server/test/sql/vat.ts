import * as repository from '../../src/modules/vat/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  salesByRate: ['2026-10-01', '2026-12-31'],
  creditNotesByRate: ['2026-10-01', '2026-12-31'],
  purchasesByRate: ['2026-10-01', '2026-12-31'],
  supplierReturnsByRate: ['2026-10-01', '2026-12-31'],
  documentCount: ['invoices', '2026-10-01', '2026-12-31'],
});
