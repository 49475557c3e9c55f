import crypto from 'node:crypto';
import type { Db } from '../../db/connect';
import * as repository from './repository';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export { findLoginUser, findSessionUser, findUserByEmail } from './repository';

/**
 * Reset codes made for a user in the last hour. Codes are made `lifetimeMs` before they expire:
 * those made in the last hour expire after now + lifetime − 1 h.
 */
export function resetsInLastHour(db: Db, userId: number, lifetimeMs: number): Promise<number> {
  return repository.countResetsExpiringAfter(db, userId, new Date(Date.now() + lifetimeMs - 60 * 60 * 1000).toISOString());
}

/** Keeps a new reset code (only its hash), valid for `lifetimeMs`. */
export function savePasswordReset(db: Db, userId: number, code: string, lifetimeMs: number): Promise<void> {
  return repository.insertPasswordReset(db, userId, sha256(code), new Date(Date.now() + lifetimeMs).toISOString());
}

/** The unused, unexpired reset of this code for this e-mail address, if any. */
export function findPasswordReset(db: Db, email: string, code: string) {
  return repository.findOpenPasswordReset(db, email.toLowerCase(), sha256(code), new Date().toISOString());
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
    if (!(await repository.claimPasswordReset(trx, found.id, now))) return false;
    // A new password ends every session opened with the old one.
    await repository.setPasswordHash(trx, found.userId, passwordHash);
    await repository.voidOpenResets(trx, found.userId, now);
    return true;
  });
}

/**
 * Ends one session: the token is remembered as revoked until it would have expired anyway. A token
 * issued before tokens had ids cannot be named: it is ended with every other one of this user.
 */
export async function signOut(db: Db, userId: number, tokenId: string | undefined, expiresAt: number): Promise<void> {
  if (tokenId) await repository.insertRevokedToken(db, tokenId, new Date(expiresAt * 1000).toISOString());
  else await repository.revokeTokensOf(db, userId);
  await repository.deleteRevokedTokensExpiredBefore(db, new Date().toISOString());
}
