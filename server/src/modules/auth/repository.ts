import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { countOf } from '../../db/paging';
import { preparedQuery } from '../../db/prepared';
import { unscoped } from '../../db/shop-scope';

/**
 * The account signing in with this e-mail address (any shop's: addresses are the installation's),
 * or with this username in the shop `shopId`; with its shop's status.
 */
export function findLoginUser(db: Db, login: string, shopId: number | null) {
  return unscoped(db)
    .selectFrom('users')
    .innerJoin('shops', 'shops.id', 'users.shopId')
    .select(['users.id', 'users.name', 'users.role', 'users.passwordHash', 'users.isEnabled', 'users.tokenVersion', 'users.shopId'])
    .select('shops.status as shopStatus')
    .where((eb) =>
      shopId === null
        ? eb('users.email', '=', login)
        : eb.or([eb('users.email', '=', login), eb.and([eb('users.shopId', '=', shopId), eb('users.username', '=', login)])]),
    )
    .executeTakeFirst();
}

/** The user of this e-mail address, whichever shop they belong to. */
export function findUserByEmail(db: Db, email: string) {
  return unscoped(db)
    .selectFrom('users')
    .innerJoin('shops', 'shops.id', 'users.shopId')
    .select(['users.id', 'users.name', 'users.isEnabled', 'users.language', 'users.shopId', 'shops.status as shopStatus'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export function usersByIds(db: Db, ids: number[]) {
  return db.selectFrom('users').select(['id', 'name', 'username']).where('id', 'in', ids).execute();
}

/** Reset codes of a user that expire after `expiringAfter`. */
export function countResetsExpiringAfter(db: Db, userId: number, expiringAfter: string): Promise<number> {
  return countOf(db.selectFrom('passwordResets').where('userId', '=', userId).where('expiresAt', '>', expiringAfter));
}

export async function insertPasswordReset(db: Db, userId: number, codeHash: string, expiresAt: string): Promise<void> {
  await db.insertInto('passwordResets').values({ userId, codeHash, expiresAt, usedAt: null }).execute();
}

/** The unused reset of this code hash for this e-mail address that expires after `now`, if any. */
export function findOpenPasswordReset(db: Db, email: string, codeHash: string, now: string) {
  return db
    .selectFrom('passwordResets')
    .innerJoin('users', 'users.id', 'passwordResets.userId')
    .select(['passwordResets.id', 'passwordResets.userId', 'users.username'])
    .where('users.email', '=', email)
    .where('passwordResets.codeHash', '=', codeHash)
    .where('passwordResets.usedAt', 'is', null)
    .where('passwordResets.expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks an unused reset used; answers whether this call was the one that did. */
export async function claimPasswordReset(db: Db, id: number, now: string): Promise<boolean> {
  const claimed = await db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Sets a user's password hash and ends every session opened with the old one. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function voidOpenResets(db: Db, userId: number, now: string): Promise<void> {
  await db.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

/**
 * The signed-in user (checked on every request, so compiled once), with the token version, whether
 * this token (by its id) was signed out.
 */
const sessionUser = preparedQuery((db: Db, id: number, tokenId: string) =>
  unscoped(db)
    .selectFrom('users')
    .innerJoin('shops', 'shops.id', 'users.shopId')
    .select(['users.id', 'users.name', 'users.role', 'users.isEnabled', 'users.tokenVersion', 'users.language', 'users.shopId'])
    .select('shops.status as shopStatus')
    .select((eb) => eb.exists(eb.selectFrom('revokedTokens').select('jti').where('jti', '=', tokenId)).as('signedOut'))
    .where('users.id', '=', id),
);
/** Found outside any shop: the session tells which shop the request is for. */
export const findSessionUser = async (db: Db, id: number, tokenId: string) => (await sessionUser(db, id, tokenId))[0];

/** Bumps a user's token version: every token issued before stops working. */
export async function revokeTokensOf(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function insertRevokedToken(db: Db, tokenId: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('revokedTokens')
    .values({ jti: tokenId, expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export async function deleteRevokedTokensExpiredBefore(db: Db, now: string): Promise<void> {
  await db.deleteFrom('revokedTokens').where('expiresAt', '<', now).execute();
}

/** One failure window's terms, as instants: the failure's, the window's end, the lock's end. */
export interface FailureCount {
  accountKey: string;
  client: string;
  at: string;
  windowEnd: string;
  lockEnd: string;
  threshold: number;
}

/**
 * Counts one failure and answers the failures counted in its window: one statement, so that
 * failures racing from several requests or instances all count.
 */
export async function countFailure(db: Db, { accountKey, client, at, windowEnd, lockEnd, threshold }: FailureCount): Promise<number> {
  const current = sql.ref('login_failures.window_ends_at');
  const failures = sql.ref('login_failures.failures');
  const { failures: counted } = await db
    .insertInto('loginFailures')
    .values({ accountKey, client, failures: 1, windowEndsAt: windowEnd, lockedUntil: threshold <= 1 ? lockEnd : null })
    .onConflict((oc) =>
      oc.columns(['accountKey', 'client']).doUpdateSet({
        failures: sql<number>`case when ${current} <= ${at} then 1 else ${failures} + 1 end`,
        windowEndsAt: sql<string>`case when ${current} <= ${at} then ${windowEnd} else ${current} end`,
        lockedUntil: sql<string | null>`case when ${current} > ${at} and ${failures} + 1 >= ${threshold} then ${lockEnd} else null end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(counted);
}

/** The locks on this account for these clients still running at `now`. */
export function runningLocks(db: Db, accountKey: string, clients: string[], now: string) {
  return db
    .selectFrom('loginFailures')
    .select(['client', 'lockedUntil'])
    .where('accountKey', '=', accountKey)
    .where('client', 'in', clients)
    .where('lockedUntil', '>', now)
    .execute();
}

/** The counters of this client with at least `threshold` failures in a window still open at `now`, the most first. */
export function countersOver(db: Db, client: string, threshold: number, now: string) {
  return db
    .selectFrom('loginFailures')
    .select(['accountKey', 'failures', 'lockedUntil'])
    .where('client', '=', client)
    .where('failures', '>=', threshold)
    .where('windowEndsAt', '>', now)
    .orderBy('failures', 'desc')
    .execute();
}

export async function deleteFailures(db: Db, accountKey: string, client: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('accountKey', '=', accountKey).where('client', '=', client).execute();
}

/** Counters whose window and lock are both over at `now`. */
export async function deleteAgedFailures(db: Db, now: string): Promise<void> {
  await db
    .deleteFrom('loginFailures')
    .where('windowEndsAt', '<', now)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .execute();
}

/** Whether this user signed in from one of these sources after `since`. */
export async function signedInFromSince(db: Db, userId: number, sources: string[], since: string): Promise<boolean> {
  const known = await db
    .selectFrom('knownSignIns')
    .select('source')
    .where('userId', '=', userId)
    .where('source', 'in', sources)
    .where('signedInAt', '>', since)
    .executeTakeFirst();
  return !!known;
}

export async function deleteSignInSource(db: Db, userId: number, source: string): Promise<void> {
  await db.deleteFrom('knownSignIns').where('userId', '=', userId).where('source', '=', source).execute();
}

export async function upsertSignInSources(db: Db, userId: number, sources: string[], signedInAt: string): Promise<void> {
  await db
    .insertInto('knownSignIns')
    .values(sources.map((source) => ({ userId, source, signedInAt })))
    .onConflict((oc) => oc.columns(['userId', 'source']).doUpdateSet({ signedInAt }))
    .execute();
}

export async function deleteSignInsBefore(db: Db, userId: number, before: string): Promise<void> {
  await db.deleteFrom('knownSignIns').where('userId', '=', userId).where('signedInAt', '<', before).execute();
}
