import { sql } from 'kysely';
import type { Language, Paged, registerUserRequest, updateUserRequest, User } from '@hanout/contract';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/problems';
import { containsText, fetchPage } from '../../db/paging';
import type { Db } from '../../db/connect';
import { hashPassword } from '../auth';

type RegisterUserRequest = z.output<typeof registerUserRequest>;
type UpdateUserRequest = z.output<typeof updateUserRequest>;

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

/** 409 when another user already has this username or e-mail (both kept lower-cased). */
async function assertUnique(db: Db, fields: { username?: string; email: string }, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where((eb) =>
      eb.or([eb('email', '=', fields.email), ...(fields.username !== undefined ? [eb('username', '=', fields.username)] : [])]),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const taken = await query.execute();
  if (fields.username !== undefined && taken.some((row) => row.username === fields.username)) {
    throw conflict(`The username '${fields.username}' is already taken.`);
  }
  if (taken.some((row) => row.email === fields.email)) {
    throw conflict(`The e-mail address '${fields.email}' is already used by another user.`);
  }
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

export async function findUser(db: Db, id: number): Promise<User> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`User ${id} does not exist.`);
  return toUser(row);
}

/** Enables a disabled user or disables an enabled one; answers whether the user is now enabled, or 404. */
export async function toggleUserEnabled(db: Db, id: number): Promise<boolean> {
  const enabled = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('users').select('isEnabled').where('id', '=', id).executeTakeFirst();
    if (!found) return null;
    // Disabling ends every session; re-enabling leaves them ended (the version is never lowered).
    await trx
      .updateTable('users')
      .set((eb) => ({
        isEnabled: sql<number>`1 - ${sql.ref('isEnabled')}`,
        tokenVersion: Number(found.isEnabled) ? eb('tokenVersion', '+', 1) : eb.ref('tokenVersion'),
      }))
      .where('id', '=', id)
      .execute();
    return !Number(found.isEnabled);
  });
  if (enabled === null) throw notFound(`User ${id} does not exist.`);
  return enabled;
}

/** 404 unless the user exists. */
export async function assertUserExists(db: Db, id: number): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound(`User ${id} does not exist.`);
}

/** Changes a user's name, mobile, e-mail (kept lower-cased, unique) and role. */
export async function updateUser(db: Db, request: UpdateUserRequest): Promise<void> {
  const { id, name, mobile, role } = request;
  const email = request.email.toLowerCase();
  await assertUnique(db, { email }, id);
  // A new role ends the user's sessions: their tokens carry the old one.
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

/** Adds a user; the username and e-mail are kept lower-cased and must be unique. */
export async function registerUser(db: Db, request: RegisterUserRequest): Promise<void> {
  const { name, password, mobile, role, isEnabled } = request;
  const username = request.username.toLowerCase();
  const email = request.email.toLowerCase();
  await assertUnique(db, { username, email });
  await db
    .insertInto('users')
    .values({
      name,
      username,
      email,
      mobile,
      role,
      passwordHash: await hashPassword(password),
      isEnabled: isEnabled ? 1 : 0,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/** The user's own choice of screen language. */
export async function setUserLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', id).execute();
}

/** What a password change checks: the user's identity (a new password may not be it) and current hash; 404 when unknown. */
export async function passwordHolder(db: Db, id: number) {
  const holder = await db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'username', 'email', 'passwordHash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!holder) throw notFound(`User ${id} does not exist.`);
  return holder;
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
