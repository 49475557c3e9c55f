import crypto from 'node:crypto';
import { countOf } from '../../db/paging';
import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The account signing in with this username or e-mail (lower-cased), if any. */
export function findLoginUser(db: Db, login: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'passwordHash', 'isEnabled', 'tokenVersion'])
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'isEnabled', 'language']).where('email', '=', email).executeTakeFirst();
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
    .select(['passwordResets.id', 'passwordResets.userId', 'users.username'])
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
    // A new password ends every session opened with the old one.
    await trx
      .updateTable('users')
      .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', found.userId)
      .execute();
    await trx.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', found.userId).where('usedAt', 'is', null).execute();
    return true;
  });
}

/**
 * The signed-in user (checked on every request, so compiled once), with the token version, whether
 * this token (by its id) was signed out.
 */
const sessionUser = preparedQuery((db: Db, id: number, tokenId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'isEnabled', 'tokenVersion', 'language'])
    .select((eb) => eb.exists(eb.selectFrom('revokedTokens').select('jti').where('jti', '=', tokenId)).as('signedOut'))
    .where('id', '=', id),
);
export const findSessionUser = async (db: Db, id: number, tokenId: string) => (await sessionUser(db, id, tokenId))[0];

/** Bumps a user's token version: every token issued before stops working. */
export async function revokeTokensOf(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Ends one session: the token is remembered as revoked until it would have expired anyway. A token
 * issued before tokens had ids cannot be named: it is ended with every other one of this user.
 */
export async function signOut(db: Db, userId: number, tokenId: string | undefined, expiresAt: number): Promise<void> {
  if (tokenId) {
    await db
      .insertInto('revokedTokens')
      .values({ jti: tokenId, expiresAt: new Date(expiresAt * 1000).toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  } else {
    await revokeTokensOf(db, userId);
  }
  await db.deleteFrom('revokedTokens').where('expiresAt', '<', new Date().toISOString()).execute();
}
