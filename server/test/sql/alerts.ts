import * as repository from '../../src/modules/alerts/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  lowStock: ['2026-06-01', 3],
  countLowStock: ['2026-06-01'],
  batchesExpiring: [{ from: '2026-06-01', to: '2026-08-30' }, 3],
  countBatchesExpiring: [{ to: '2026-05-31' }],
  categoryName: [3],
  digestSettings: [],
  claimDigestDay: ['2026-06-01', '2026-06-01T06:00:00.000Z'],
  releaseDigestDay: ['2026-06-01'],
  markDigestSent: ['2026-06-01', '2026-06-01T06:00:02.000Z', 2],
  administratorEmails: [],
});
