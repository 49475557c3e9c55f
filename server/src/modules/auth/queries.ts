import crypto from 'node:crypto';
import { countOf } from '../../common/paging';
import type { Db } from '../../db/connect';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The account signing in with this username or e-mail (lower-cased), if any. */
export function findLoginUser(db: Db, login: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'passwordHash', 'isEnabled'])
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'isEnabled']).where('email', '=', email).executeTakeFirst();
}

/**
 * Reset codes made for a user in the last hour. Codes are made `lifetimeMs` before they expire:
 * those made in the last hour expire after now + lifetime − 1 h.
 */
export function resetsInLastHour(db: Db, userId: number, lifetimeMs: number): Promise<number> {
  return countOf(
    db
      .selectFrom('passwordResets')
      .where('userId', '=', userId)
      .where('expiresAt', '>', new Date(Date.now() + lifetimeMs - 60 * 60 * 1000).toISOString()),
  );
}

/** Keeps a new reset code (only its hash), valid for `lifetimeMs`. */
export async function savePasswordReset(db: Db, userId: number, code: string, lifetimeMs: number): Promise<void> {
  await db
    .insertInto('passwordResets')
    .values({ userId, codeHash: sha256(code), expiresAt: new Date(Date.now() + lifetimeMs).toISOString(), usedAt: null })
    .execute();
}

/** The unused, unexpired reset of this code for this e-mail address, if any. */
export function findPasswordReset(db: Db, email: string, code: string) {
  return db
    .selectFrom('passwordResets')
    .innerJoin('users', 'users.id', 'passwordResets.userId')
    .select(['passwordResets.id', 'passwordResets.userId'])
    .where('users.email', '=', email.toLowerCase())
    .where('passwordResets.codeHash', '=', sha256(code))
    .where('passwordResets.usedAt', 'is', null)
    .where('passwordResets.expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
}

/**
 * Sets a new password with a reset code, in one transaction: claims the code, changes the
 * password and voids the user's other open codes. Answers false when the code is not (or no
 * longer) valid.
 */
export function resetPassword(db: Db, email: string, code: string, passwordHash: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await findPasswordReset(trx, email, code);
    if (!found) return false;
    const now = new Date().toISOString();
    // Claimed first: of two requests racing with one code, only one changes the password.
    const claimed = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('id', '=', found.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', found.userId).execute();
    await trx.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', found.userId).where('usedAt', 'is', null).execute();
    return true;
  });
}

/** The signed-in account behind a session token's subject, as it is now. */
export function findSessionUser(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'role', 'isEnabled', 'language']).where('id', '=', id).executeTakeFirst();
}
