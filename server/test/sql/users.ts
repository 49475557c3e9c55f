import * as repository from '../../src/modules/users/repository';
import { repositorySql } from './sql-examples';

const user = {
  name: 'Salma Idrissi',
  username: 'salma',
  email: 'salma@atlas.ma',
  mobile: '0612345678',
  role: 'ROLE_USER' as const,
};

export default repositorySql(repository, {
  findUsersHolding: [{ username: 'salma', email: 'salma@atlas.ma' }, 7],
  searchUsers: ['sal', 0, 20],
  findUser: [7],
  findUserId: [7],
  findUserEnabled: [7],
  flipUserEnabled: [7, true],
  updateUser: [{ id: 7, ...user }],
  insertUser: [{ ...user, passwordHash: '$argon2id$example', isEnabled: 1, createdAt: '2026-11-22T09:00:00.000Z' }],
  setUserLanguage: [7, 'ar'],
  findPasswordHolder: [7],
  setPassword: [7, '$argon2id$example'],
  findAnyUser: [],
  findUserByEmail: ['salma@atlas.ma'],
  enableUser: [7],
  deleteAccountFailures: [7],
});
