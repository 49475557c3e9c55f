import crypto from 'node:crypto';
import type { Db } from '../../db/connect';

/**
 * Where a user signed in successfully before: their addresses and their browsers. A correct
 * password from one of them is let in while strangers keep the account-wide limit tripped
 * (failure-limiter.ts), so that no stranger can lock the owner out.
 *
 * A browser is known by a device token: 24 random bytes the server hands out at each successful
 * sign-in, which the web app keeps in localStorage (across sign-outs, one per browser, shared by
 * the users of that browser) and sends with the next sign-in. Only its SHA-256 is stored, per
 * user: a token is worth nothing for another account, and one nobody was given cannot be made up.
 */
const REMEMBERED_MS = 90 * 24 * 60 * 60_000;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

const addressSource = (client: string) => `address:${client}`;
const deviceSource = (token: string) => `device:${crypto.createHash('sha256').update(token).digest('hex')}`;

/** A device token as the web app sends it, if it looks like one the server hands out. */
export const deviceTokenOf = (value: string | undefined) => (value && DEVICE_TOKEN.test(value) ? value : undefined);

/** Whether this user signed in from this address, or from the browser holding this device token, in the last 90 days. */
export async function isKnownSignIn(db: Db, userId: number, client: string, deviceToken: string | undefined, now = new Date()) {
  const sources = [addressSource(client), ...(deviceToken ? [deviceSource(deviceToken)] : [])];
  const known = await db
    .selectFrom('knownSignIns')
    .select('source')
    .where('userId', '=', userId)
    .where('source', 'in', sources)
    .where('signedInAt', '>', new Date(now.getTime() - REMEMBERED_MS).toISOString())
    .executeTakeFirst();
  return !!known;
}

/** Remembers a successful sign-in's address and browser (the token it had, or a new one) and answers the browser's token. */
export async function rememberSignIn(db: Db, userId: number, client: string, deviceToken: string | undefined, now = new Date()) {
  const token = deviceToken ?? crypto.randomBytes(24).toString('base64url');
  const signedInAt = now.toISOString();
  await db
    .insertInto('knownSignIns')
    .values([addressSource(client), deviceSource(token)].map((source) => ({ userId, source, signedInAt })))
    .onConflict((oc) => oc.columns(['userId', 'source']).doUpdateSet({ signedInAt }))
    .execute();
  await db
    .deleteFrom('knownSignIns')
    .where('userId', '=', userId)
    .where('signedInAt', '<', new Date(now.getTime() - REMEMBERED_MS).toISOString())
    .execute();
  return token;
}
