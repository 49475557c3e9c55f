import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';

/** A user's key, as claimed at `claimedAt`: the claim a request holds. */
interface Claim {
  userId: number;
  key: string;
  claimedAt: string;
}

/** Marks a claim done with its document, in the write's transaction; answers whether the claim was still this one's. */
export async function completeClaim(trx: Transaction<Database>, { userId, key, claimedAt }: Claim, documentId: number): Promise<boolean> {
  const completed = await trx
    .updateTable('idempotencyKeys')
    .set({ documentId })
    .where('userId', '=', userId)
    .where('key', '=', key)
    .where('claimedAt', '=', claimedAt)
    .where('documentId', 'is', null)
    .executeTakeFirst();
  return Number(completed.numUpdatedRows) === 1;
}

/** Drops a claim whose write failed (a completed one stays). */
export async function releaseClaim(db: Db, { userId, key, claimedAt }: Claim): Promise<void> {
  await db
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', userId)
    .where('key', '=', key)
    .where('claimedAt', '=', claimedAt)
    .where('documentId', 'is', null)
    .execute();
}

/** Forgets the keys claimed before `before`. */
export async function deleteKeysClaimedBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where('claimedAt', '<', before).execute();
}

/** Claims a user's key; answers undefined when it is claimed already. */
export async function insertClaim(db: Db, claim: Claim & { requestHash: string }) {
  return db
    .insertInto('idempotencyKeys')
    .values({ ...claim, documentId: null })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('claimedAt')
    .executeTakeFirst();
}

export async function findKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'claimedAt', 'documentId'])
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Takes over a claim still as it was at `claimed.claimedAt`, as claimed at `claimedAt`; answers whether it did. */
export async function takeOverClaim(db: Db, claimed: Claim, claimedAt: string): Promise<boolean> {
  const taken = await db
    .updateTable('idempotencyKeys')
    .set({ claimedAt })
    .where('userId', '=', claimed.userId)
    .where('key', '=', claimed.key)
    .where('claimedAt', '=', claimed.claimedAt)
    .where('documentId', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
