import { COMMIT_OUTCOME_UNKNOWN_PROBLEM, KEY_REUSED_PROBLEM } from '@hanout/contract';
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { DatabaseUnavailable, type Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { conflict, isConnectionLost, Problem, unprocessable } from '../../lib/problems';
import { completeClaim, deleteKeysClaimedBefore, findKey, insertClaim, releaseClaim, takeOverClaim } from './repository';

/** How long a key is remembered. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A claim older than this without its document was left by a request that died: another may take it over. */
const ABANDONED_AFTER_MS = 30_000;
/** How long a request waits for the same key's request in flight before telling the client to retry. */
const WAIT_LIMIT_MS = 15_000;
const POLL_MS = 25;
/** How many times the answer of a committed write is read while the database reconnects, and how far apart (growing). */
const ANSWER_READS = 4;
const ANSWER_READ_INTERVAL_MS = 100;

const SAVED_UNREAD_DETAIL =
  'The change was saved, but the connection to the database was lost before its document could be read. ' +
  'Send the request again only with the same Idempotency-Key to get the document, or open it from the history.';

/** Marks the key done inside the write's own transaction, so that the document and the key commit together. */
export type CompleteKey = (trx: Transaction<Database>, documentId: number) => Promise<void>;

/** Who issues a document, in which time zone (its day and year), when, and how its idempotency key is completed. */
export interface DocumentIssue {
  userId: number;
  timeZone: string;
  now?: Date;
  complete?: CompleteKey;
}

export interface IdempotentRequest {
  userId: number;
  /** The Idempotency-Key header, when the client sent one. */
  key: string | undefined;
  /** What makes two requests the same: the route and the validated body. */
  route: string;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What two requests must share to be the same: the route and the validated body. */
export const requestHashOf = (route: string, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(`${route}\n${JSON.stringify(body)}`)
    .digest('hex');

/**
 * Runs a money-writing request at most once per user and key within 24 hours. The key is claimed
 * first (one row per user and key: of two racing requests, one inserts it); the write then marks
 * it with the new document's id in the write's own transaction. A repeated request answers that
 * document again; one arriving while the first is in flight waits for it; one with another body
 * answers 422. A write that fails releases its claim, so that a corrected retry can go through, and
 * a claim left by a process that died is taken over after 30 seconds. Answers the document's id
 * and whether it was written before.
 */
export async function writeOnce(
  db: Db,
  request: IdempotentRequest,
  write: (complete: CompleteKey) => Promise<{ id: number }>,
): Promise<{ id: number; replayed: boolean }> {
  if (request.key === undefined) return { id: (await write(async () => {})).id, replayed: false };
  const { userId, key } = request;
  const requestHash = requestHashOf(request.route, request.body);
  const run = async (claimedAt: string) => {
    const claim = { userId, key, claimedAt };
    try {
      const { id } = await write(async (trx, documentId) => {
        // Taken over meanwhile (this request was thought dead): the other one writes the document.
        if (!(await completeClaim(trx, claim, documentId))) throw conflict('This request was retried meanwhile and is answered there.');
      });
      return { id, replayed: false };
    } catch (error) {
      await releaseClaim(db, claim);
      throw error;
    }
  };

  const started = Date.now();
  await deleteKeysClaimedBefore(db, new Date(started - KEY_LIFETIME_MS).toISOString());
  for (;;) {
    const claimedAt = new Date().toISOString();
    if (await insertClaim(db, { userId, key, requestHash, claimedAt })) return run(claimedAt);

    const existing = await findKey(db, userId, key);
    if (!existing) continue;
    if (existing.requestHash !== requestHash) {
      throw unprocessable(
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        KEY_REUSED_PROBLEM,
      );
    }
    if (existing.documentId !== null) return { id: existing.documentId, replayed: true };
    if (Date.now() - Date.parse(existing.claimedAt) > ABANDONED_AFTER_MS) {
      const takeover = new Date().toISOString();
      if (await takeOverClaim(db, { userId, key, claimedAt: existing.claimedAt }, takeover)) return run(takeover);
      continue;
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw conflict('The same request is still being processed. Try again in a moment.');
    await sleep(POLL_MS);
  }
}

/**
 * Reads the answer of a write that has committed (its document). From there the write stands: a
 * connection lost now must not be answered with the plain 503 "try again", which a client without
 * a key would follow by writing it twice. The read is tried again while the pool reconnects; if the
 * database stays away, the 503 is of the commit-outcome type: only the same request with the same
 * key is safe, and it answers the document.
 */
export async function readCommitted<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailable) && !isConnectionLost(error)) throw error;
      if (attempt === ANSWER_READS) throw new Problem(503, SAVED_UNREAD_DETAIL, COMMIT_OUTCOME_UNKNOWN_PROBLEM);
      await sleep(ANSWER_READ_INTERVAL_MS * attempt);
    }
  }
}
