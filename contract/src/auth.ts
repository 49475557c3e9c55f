import { z } from 'zod';
import { email, language } from './common';

/** Sign-in accepts any stored password: those chosen under the old rule have at least 3 characters. */
export const PASSWORD_MIN = 3;
/** A new password (registration, reset): at least 8 characters, not the account's username or e-mail. */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_TOO_SHORT = `Password must have at least ${NEW_PASSWORD_MIN} characters`;
export const NEW_PASSWORD_IS_IDENTITY = 'Password must differ from the username and e-mail';

export const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required', abort: true })
  .min(NEW_PASSWORD_MIN, NEW_PASSWORD_TOO_SHORT)
  .max(200, 'Password must have at most 200 characters');

/** Whether a new password is the account's username or e-mail, whatever the case. */
export function passwordIsIdentity(password: string, identities: Array<string | undefined>): boolean {
  const folded = password.trim().toLowerCase();
  return identities.some((identity) => !!identity && identity.trim().toLowerCase() === folded);
}

export const loginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(PASSWORD_MIN, 'Password is required').max(200),
  /** The device token this browser was given at an earlier sign-in (kept in localStorage), if any. */
  deviceToken: z.string().max(100).optional(),
  /** The shop's code: needed with a username when the installation holds more than one shop. */
  shop: z.string().trim().toLowerCase().max(40).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ success: z.boolean(), token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;
/**
 * The sign-in's answer. `deviceToken`: this browser's token, to keep and send with its next
 * sign-ins: a correct password from a browser (or an address) that signed in before is let in
 * while strangers have tripped the account-wide limit of failed sign-ins.
 */
export const signInResponse = loginResponse.extend({ deviceToken: z.string() });
export type SignInResponse = z.infer<typeof signInResponse>;

/** What the sign-in screen asks: the shop's code only when the installation holds several shops. */
export const signInOptions = z.object({ shopCodeAsked: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptions>;

export const forgotPasswordQuery = z.object({ email });
export const successResponse = z.object({ success: z.boolean() });

export const resetPasswordRequest = z
  .object({
    email,
    verificationCode: z.string().min(1, 'verificationCode is required').max(200),
    password: newPassword,
  })
  .refine((body) => !passwordIsIdentity(body.password, [body.email]), { message: NEW_PASSWORD_IS_IDENTITY, path: ['password'] });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Claims of the session token (HS256 JWT); `jti` names it for sign-out, `ver` is the user's token version when issued. */
/** `shop`: the id of the shop the user belongs to; a token is good for that shop only. */
export type TokenClaims = {
  sub: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  name: string;
  exp: number;
  jti?: string;
  ver?: number;
  shop?: number;
};

export const sessionInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['ROLE_USER', 'ROLE_ADMIN']),
  language,
  /** The shop's time zone (IANA, the server's TZ): documents are dated in it, and the screens show times in it too. */
  timeZone: z.string(),
  /** The user's shop, where the installation holds several: the screens say which one is open. */
  shop: z.object({ code: z.string(), name: z.string() }).optional(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** Accounts whose account-wide limit of failed sign-ins tripped within the last hour (administrators). */
export const accountsUnderAttack = z.object({
  accounts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      username: z.string(),
      /** Failed sign-ins in the hour, from all addresses together. */
      failures: z.number().int(),
      /** Until when strangers' addresses are kept out (null when the lock has just passed). */
      lockedUntil: z.string().nullable(),
    }),
  ),
});
export type AccountsUnderAttack = z.infer<typeof accountsUnderAttack>;
