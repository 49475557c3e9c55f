import * as auth from '../../src/modules/auth/repository';
import { repositorySql } from './sql-examples';

const at = '2026-12-07T09:00:00.000Z';

export default repositorySql(auth, {
  findLoginUser: ['admin', 1],
  findUserByEmail: ['admin@hanout.ma'],
  usersByIds: [[3, 5]],
  countResetsExpiringAfter: [3, at],
  insertPasswordReset: [3, 'c0de-hash', '2026-12-07T10:00:00.000Z'],
  findOpenPasswordReset: ['admin@hanout.ma', 'c0de-hash', at],
  claimPasswordReset: [11, at],
  setPasswordHash: [3, '$argon2id$hash'],
  voidOpenResets: [3, at],
  findSessionUser: [3, 'token-id'],
  revokeTokensOf: [3],
  insertRevokedToken: ['token-id', '2026-12-08T09:00:00.000Z'],
  deleteRevokedTokensExpiredBefore: [at],
  countFailure: [
    {
      accountKey: 'user:3',
      client: '192.0.2.7',
      at,
      windowEnd: '2026-12-07T09:15:00.000Z',
      lockEnd: '2026-12-07T09:15:00.000Z',
      threshold: 5,
    },
  ],
  runningLocks: ['user:3', ['192.0.2.7', '*'], at],
  countersOver: ['*', 100, at],
  deleteFailures: ['user:3', '192.0.2.7'],
  deleteAgedFailures: [at],
  signedInFromSince: [3, ['address:192.0.2.7'], '2026-09-08T09:00:00.000Z'],
  deleteSignInSource: [3, 'device:abc'],
  upsertSignInSources: [3, ['address:192.0.2.7', 'device:abc'], at],
  deleteSignInsBefore: [3, '2026-09-08T09:00:00.000Z'],
});
