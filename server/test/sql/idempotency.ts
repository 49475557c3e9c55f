import * as repository from '../../src/modules/idempotency/repository';
import { repositorySql } from './sql-examples';

const claim = { userId: 3, key: 'c0ffee00-0000-4000-8000-000000000001', claimedAt: '2026-11-22T09:00:00.000Z' };

export default repositorySql(repository, {
  completeClaim: [claim, 42],
  releaseClaim: [claim],
  deleteKeysClaimedBefore: ['2026-11-21T09:00:00.000Z'],
  insertClaim: [{ ...claim, requestHash: 'a3f1' }],
  findKey: [3, claim.key],
  takeOverClaim: [claim, '2026-11-22T09:00:31.000Z'],
});
