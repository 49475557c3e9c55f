import { sql, type Transaction } from 'kysely';
import type { Language, Paged, User } from '@hanout/contract';
import { containsText, fetchPage } from '../../db/paging';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { unscoped } from '../../db/shop-scope';

const USER_COLUMNS = ['id', 'name', 'username', 'mobile', 'email', 'role', 'createdAt', 'isEnabled', 'language'] as const;
type UserRow = {
  id: number;
  name: string;
  username: string;
  mobile: string;
  email: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  createdAt: string;
  isEnabled: number | boolean;
  language: Language;
};
const toUser = (row: UserRow): User => ({ ...row, isEnabled: Boolean(Number(row.isEnabled)) });

/** The users, but `exceptId`, who have this e-mail or (when given) this username. */
export function findUsersHolding(db: Db, fields: { username?: string; email: string }, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where((eb) =>
      eb.or([eb('email', '=', fields.email), ...(fields.username !== undefined ? [eb('username', '=', fields.username)] : [])]),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.execute();
}

/** One page of the users whose name, e-mail, mobile or username contains `text` (all when empty). */
export function searchUsers(db: Db, text: string, page: number, size: number): Promise<Paged<User>> {
  let query = db.selectFrom('users').select(USER_COLUMNS);
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsText(db, 'name', text),
        containsText(db, 'email', text),
        containsText(db, 'mobile', text),
        containsText(db, 'username', text),
      ]),
    );
  }
  return fetchPage(query.orderBy('id'), page, size, toUser);
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export function findUserId(db: Db, id: number) {
  return db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
}

export function findUserEnabled(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('users').select('isEnabled').where('id', '=', id).executeTakeFirst();
}

/** Flips a user's isEnabled; with `endSessions`, their tokens' version is raised too. */
export async function flipUserEnabled(trx: Transaction<Database>, id: number, endSessions: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      isEnabled: sql<number>`1 - ${sql.ref('isEnabled')}`,
      tokenVersion: endSessions ? eb('tokenVersion', '+', 1) : eb.ref('tokenVersion'),
    }))
    .where('id', '=', id)
    .execute();
}

/** Changes a user's name, mobile, e-mail and role; a new role raises their tokens' version (they carry the old one). */
export async function updateUser(
  db: Db,
  { id, name, mobile, email, role }: { id: number; name: string; mobile: string; email: string; role: 'ROLE_USER' | 'ROLE_ADMIN' },
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      name,
      mobile,
      email,
      role,
      tokenVersion: eb
        .case()
        .when('role', '<>', role)
        .then(eb('tokenVersion', '+', 1))
        .else(eb.ref('tokenVersion'))
        .end(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function insertUser(
  db: Db,
  user: {
    name: string;
    username: string;
    email: string;
    mobile: string;
    role: 'ROLE_USER' | 'ROLE_ADMIN';
    passwordHash: string;
    isEnabled: number;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** The user's own choice of screen language. */
export async function setUserLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', id).execute();
}

/** What a password change checks: the user's identity (a new password may not be it) and current hash. */
export function findPasswordHolder(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'role', 'username', 'email', 'passwordHash']).where('id', '=', id).executeTakeFirst();
}

/** Sets a user's password and ends every session opened before (DECISIONS); answers the new token version. */
export async function setPassword(db: Db, id: number, passwordHash: string): Promise<number> {
  const { tokenVersion } = await db
    .updateTable('users')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', id)
    .returning('tokenVersion')
    .executeTakeFirstOrThrow();
  return Number(tokenVersion);
}

/** Any one user: none on an empty database. */
export function findAnyUser(db: Db) {
  return db.selectFrom('users').select('id').limit(1).executeTakeFirst();
}

/**
 * The user with this e-mail (lower-cased), whichever shop they belong to (addresses are the
 * installation's), with their shop: as a reset of an administrator's password reads them.
 */
export function findUserByEmail(db: Db, email: string) {
  return unscoped(db)
    .selectFrom('users')
    .select(['id', 'role', 'username', 'email', 'isEnabled', 'shopId'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function enableUser(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ isEnabled: 1 }).where('id', '=', id).execute();
}

/** Forgets the failed sign-ins counted against a user's account. */
export async function deleteAccountFailures(db: Db, id: number): Promise<void> {
  await db.deleteFrom('loginFailures').where('accountKey', '=', `user:${id}`).execute();
}
