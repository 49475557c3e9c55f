import crypto from 'node:crypto';
import { NEW_PASSWORD_IS_IDENTITY, newPassword, passwordIsIdentity } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { inShop } from '../../db/shop-scope';
import { hashPassword } from '../auth';
import { deleteAccountFailures, enableUser, findUserByEmail, setPassword } from './repository';

/** Why an administrator's password was not reset, told as it is to whoever runs the command. */
export class ResetRefused extends Error {}

/**
 * Gives the administrator with this e-mail a new password (the one given, or a generated one) from
 * the server's shell, for when the first password is lost: every session they had ends, as with a
 * password reset, and the failed sign-ins counted against them are forgotten. A disabled
 * administrator is enabled again: this is how an owner regains access. The administrator may be any
 * shop's: the e-mail finds them, the rest is done in their shop. Answers the password and whether
 * they were disabled.
 */
export async function resetAdminPassword(db: Db, email: string, password?: string): Promise<{ password: string; reEnabled: boolean }> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw new ResetRefused(`No user has the e-mail ${email}.`);
  if (user.role !== 'ROLE_ADMIN') throw new ResetRefused(`${email} is not an administrator: an administrator gives them a new password.`);
  const chosen = password ?? crypto.randomBytes(12).toString('base64url');
  const valid = newPassword.safeParse(chosen);
  if (!valid.success) throw new ResetRefused(valid.error.issues[0].message);
  if (passwordIsIdentity(chosen, [user.username, user.email])) throw new ResetRefused(NEW_PASSWORD_IS_IDENTITY);
  const passwordHash = await hashPassword(chosen);
  const disabled = !Number(user.isEnabled);
  await inShop(user.shopId, async () => {
    await setPassword(db, user.id, passwordHash);
    if (disabled) await enableUser(db, user.id);
    await deleteAccountFailures(db, user.id);
  });
  return { password: chosen, reEnabled: disabled };
}
