import type { registerUserRequest, updateUserRequest, User } from '@hanout/contract';
import type { z } from 'zod';
import { conflict, isUniqueViolation, notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import { hashPassword } from '../auth';
import {
  findPasswordHolder,
  findUser as findUserRow,
  findUserEnabled,
  findUserId,
  findUsersHolding,
  flipUserEnabled,
  insertUser,
  updateUser as updateUserRow,
} from './repository';

export { searchUsers, setPassword, setUserLanguage } from './repository';

type RegisterUserRequest = z.output<typeof registerUserRequest>;
type UpdateUserRequest = z.output<typeof updateUserRequest>;

/** 409 when another user already has this username or e-mail (both kept lower-cased). */
async function assertUnique(db: Db, fields: { username?: string; email: string }, exceptId?: number) {
  const taken = await findUsersHolding(db, fields, exceptId);
  if (fields.username !== undefined && taken.some((row) => row.username === fields.username)) {
    throw conflict(`The username '${fields.username}' is already taken.`);
  }
  if (taken.some((row) => row.email === fields.email)) {
    throw conflict(`The e-mail address '${fields.email}' is already used by another user.`);
  }
}

/**
 * E-mail addresses are the installation's: one may be another shop's user's, which this shop
 * cannot see; the database's unique index tells, and the answer says no more than that.
 */
const emailTakenElsewhere = (email: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? conflict(`The e-mail address '${email}' is already used by another user.`) : error;
};

export async function findUser(db: Db, id: number): Promise<User> {
  const user = await findUserRow(db, id);
  if (!user) throw notFound(`User ${id} does not exist.`);
  return user;
}

/** Enables a disabled user or disables an enabled one; answers whether the user is now enabled, or 404. */
export async function toggleUserEnabled(db: Db, id: number): Promise<boolean> {
  const enabled = await db.transaction().execute(async (trx) => {
    const found = await findUserEnabled(trx, id);
    if (!found) return null;
    // Disabling ends every session; re-enabling leaves them ended (the version is never lowered).
    await flipUserEnabled(trx, id, Boolean(Number(found.isEnabled)));
    return !Number(found.isEnabled);
  });
  if (enabled === null) throw notFound(`User ${id} does not exist.`);
  return enabled;
}

/** 404 unless the user exists. */
export async function assertUserExists(db: Db, id: number): Promise<void> {
  if (!(await findUserId(db, id))) throw notFound(`User ${id} does not exist.`);
}

/** Changes a user's name, mobile, e-mail (kept lower-cased, unique) and role. */
export async function updateUser(db: Db, request: UpdateUserRequest): Promise<void> {
  const { id, name, mobile, role } = request;
  const email = request.email.toLowerCase();
  await assertUnique(db, { email }, id);
  await updateUserRow(db, { id, name, mobile, email, role }).catch(emailTakenElsewhere(email));
}

/** Adds a user; the username and e-mail are kept lower-cased and must be unique. */
export async function registerUser(db: Db, request: RegisterUserRequest): Promise<void> {
  const { name, password, mobile, role, isEnabled } = request;
  const username = request.username.toLowerCase();
  const email = request.email.toLowerCase();
  await assertUnique(db, { username, email });
  await insertUser(db, {
    name,
    username,
    email,
    mobile,
    role,
    passwordHash: await hashPassword(password),
    isEnabled: isEnabled ? 1 : 0,
    createdAt: new Date().toISOString(),
  }).catch(emailTakenElsewhere(email));
}

/** What a password change checks: the user's identity (a new password may not be it) and current hash; 404 when unknown. */
export async function passwordHolder(db: Db, id: number) {
  const holder = await findPasswordHolder(db, id);
  if (!holder) throw notFound(`User ${id} does not exist.`);
  return holder;
}
