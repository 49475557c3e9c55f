import type { Db } from './connect';

/** At most this many keys are read by one statement. */
const MOST_KEYS = 100;

interface Batch<Key, Answer> {
  keys: Key[];
  /** Each key's position in `keys`, by its text: a key asked twice is read once. */
  positions: Map<string, number>;
  answers: Promise<readonly Answer[]>;
}

/**
 * Reads that requests arriving together make as one. A request joins a batch of its kind that is still
 * waiting for a connection, never one already sent: the statement starts after every request in it
 * arrived, so each gets what the database held after it arrived, as if it had asked alone. Under
 * load, the requests queued behind the pool's busy connections then need one round trip between them
 * instead of one each (on PostgreSQL, sending a statement cost more CPU than answering a kept lookup).
 * `readMany` answers the keys in their order; `batchOf` says which requests may share a batch. Inside a
 * transaction, a read is its own.
 */
export function batchedUntilSent<Key, Answer>(
  readMany: (db: Db, keys: readonly Key[]) => Promise<readonly Answer[]>,
  { keyText, batchOf = () => '' }: { keyText: (key: Key) => string; batchOf?: (key: Key) => string },
) {
  const waitingPerDatabase = new WeakMap<Db, Map<string, Batch<Key, Answer>>>();
  const open = (db: Db, waiting: Map<string, Batch<Key, Answer>>, kind: string) => {
    const batch: Batch<Key, Answer> = { keys: [], positions: new Map(), answers: Promise.resolve([]) };
    const close = () => {
      if (waiting.get(kind) === batch) waiting.delete(kind);
    };
    batch.answers = db.connection().execute((connection) => {
      close();
      return readMany(connection, batch.keys);
    });
    // Never given a connection (the database is down): later requests try again.
    batch.answers.then(close, close);
    waiting.set(kind, batch);
    return batch;
  };
  return async (db: Db, key: Key): Promise<Answer> => {
    // A transaction reads on its own connection, in its own snapshot.
    if (db.isTransaction) return (await readMany(db, [key]))[0];
    let waiting = waitingPerDatabase.get(db);
    if (!waiting) waitingPerDatabase.set(db, (waiting = new Map<string, Batch<Key, Answer>>()));
    const kind = batchOf(key);
    let batch = waiting.get(kind);
    if (!batch || batch.keys.length >= MOST_KEYS) batch = open(db, waiting, kind);
    const text = keyText(key);
    let position = batch.positions.get(text);
    if (position === undefined) {
      position = batch.keys.push(key) - 1;
      batch.positions.set(text, position);
    }
    return (await batch.answers)[position];
  };
}
