import * as repository from '../../src/modules/stock/repository/report';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  loadStockReportDocument: [{ today: '2026-06-01', nearExpiryDays: 90 }, { withCost: true }, new Date('2026-06-01T09:30:00.000Z')],
  stockReportChunk: [500, { expireDate: '2026-09-30', id: 120 }],
});
