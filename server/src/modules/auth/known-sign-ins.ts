import crypto from 'node:crypto';
import type { Db } from '../../db/connect';
import { deleteSignInSource, deleteSignInsBefore, signedInFromSince, upsertSignInSources } from './repository';

/**
 * Where a user signed in successfully before: their addresses and their browsers. A correct
 * password from one of them is let in while strangers keep the account-wide limit tripped
 * (failure-limiter.ts), so that no stranger can lock the owner out.
 *
 * A browser is known by a device token: 24 random bytes the server hands out at each successful
 * sign-in, which the web app keeps in localStorage (across sign-outs, one per login typed, so that
 * the users of a shared browser each have their own) and sends with the next sign-in. Only its
 * SHA-256 is stored, per user: a token is worth nothing for another account, and one nobody was
 * given cannot be made up. Each sign-in replaces the token it came with by a fresh one, and a wrong
 * password sent with a token revokes it: someone who copied the token off a shared computer gets
 * one guess past the account-wide limit, not an unlimited number.
 */
const REMEMBERED_MS = 90 * 24 * 60 * 60_000;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

const addressSource = (client: string) => `address:${client}`;
const deviceSource = (token: string) => `device:${crypto.createHash('sha256').update(token).digest('hex')}`;

/** A device token as the web app sends it, if it looks like one the server hands out. */
export const deviceTokenOf = (value: string | undefined) => (value && DEVICE_TOKEN.test(value) ? value : undefined);

/** Whether this user signed in from this address, or from the browser holding this device token, in the last 90 days. */
export function isKnownSignIn(db: Db, userId: number, client: string, deviceToken: string | undefined, now = new Date()) {
  const sources = [addressSource(client), ...(deviceToken ? [deviceSource(deviceToken)] : [])];
  return signedInFromSince(db, userId, sources, new Date(now.getTime() - REMEMBERED_MS).toISOString());
}

/** Forgets this user's browser holding this token (a wrong password came with it). */
export async function revokeDeviceToken(db: Db, userId: number, deviceToken: string | undefined) {
  if (!deviceToken) return;
  await deleteSignInSource(db, userId, deviceSource(deviceToken));
}

/** Remembers a successful sign-in's address and browser, replacing the token it came with, and answers the browser's fresh token. */
export async function rememberSignIn(db: Db, userId: number, client: string, deviceToken: string | undefined, now = new Date()) {
  await revokeDeviceToken(db, userId, deviceToken);
  const token = crypto.randomBytes(24).toString('base64url');
  await upsertSignInSources(db, userId, [addressSource(client), deviceSource(token)], now.toISOString());
  await deleteSignInsBefore(db, userId, new Date(now.getTime() - REMEMBERED_MS).toISOString());
  return token;
}
