import type { Db } from '../../db/connect';
import { countFailure, countersOver, deleteAgedFailures, deleteFailures, runningLocks } from './repository';

/**
 * Failed sign-ins, counted per account (its username and e-mail are one account; an unknown name
 * is counted under that name, so it behaves like a known one) and kept in the database.
 *
 * OWASP ASVS v4 2.2.1 asks that brute force be stopped without letting an attacker lock the real
 * user out, and that no more than 100 failed attempts per hour be possible on one account. Two
 * counters do this:
 * - per account and client address: 5 failures within 15 minutes lock that address out of that
 *   account for 15 minutes. One address guesses at most 20 times an hour, and its lock does not
 *   touch the real user, who signs in from another address;
 * - per account, all addresses together: 100 failures within an hour lock the account for
 *   5 minutes, and every further failure in that hour locks it again. Only an attacker spread over
 *   20 addresses or more reaches it; the account then takes about 100 guesses an hour. Strangers
 *   can keep it tripped for as long as they try: the real user's own addresses and browsers, where
 *   they signed in before (known-sign-ins.ts), are not held by it, only by their address's limit.
 */
export const PER_ADDRESS = { threshold: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const PER_ACCOUNT = { threshold: 100, windowMs: 60 * 60_000, lockMs: 5 * 60_000 };
const ALL_ADDRESSES = '*';
/** The log line (warn) when an account's account-wide limit trips: administrators also see it on the dashboard. */
export const ACCOUNT_UNDER_ATTACK = `sign-in: account under attack, ${PER_ACCOUNT.threshold} failed sign-ins within the hour from many addresses`;

type Policy = typeof PER_ADDRESS;

export function createFailureLimiter(db: Db) {
  /** Counts one failure under this policy and answers the failures counted in its window. */
  function fail(accountKey: string, client: string, policy: Policy, now: Date): Promise<number> {
    return countFailure(db, {
      accountKey,
      client,
      at: now.toISOString(),
      windowEnd: new Date(now.getTime() + policy.windowMs).toISOString(),
      lockEnd: new Date(now.getTime() + policy.lockMs).toISOString(),
      threshold: policy.threshold,
    });
  }

  return {
    /**
     * Milliseconds until this address may try this account again (`address`), and until any address
     * may (`account`, the account-wide limit); 0 when it may try now.
     */
    async locks(accountKey: string, client: string, now = new Date()): Promise<{ address: number; account: number }> {
      const rows = await runningLocks(db, accountKey, [client, ALL_ADDRESSES], now.toISOString());
      const wait = (which: string) =>
        Math.max(0, ...rows.filter((row) => row.client === which).map((row) => new Date(row.lockedUntil!).getTime() - now.getTime()));
      return { address: wait(client), account: wait(ALL_ADDRESSES) };
    },

    /** Counts a failure; answers whether it is the one that trips the account-wide limit in its hour. */
    async fail(accountKey: string, client: string, now = new Date()): Promise<{ accountLimitTripped: boolean }> {
      await fail(accountKey, client, PER_ADDRESS, now);
      return { accountLimitTripped: (await fail(accountKey, ALL_ADDRESSES, PER_ACCOUNT, now)) === PER_ACCOUNT.threshold };
    },

    /** The accounts whose account-wide limit tripped within its current hour, the most failures first. */
    underAttack(now = new Date()) {
      return countersOver(db, ALL_ADDRESSES, PER_ACCOUNT.threshold, now.toISOString());
    },

    /** A success clears this address's count (not the account's: that one only ages out), and old rows go. */
    async succeed(accountKey: string, client: string, now = new Date()): Promise<void> {
      await deleteFailures(db, accountKey, client);
      await deleteAgedFailures(db, now.toISOString());
    },
  };
}
