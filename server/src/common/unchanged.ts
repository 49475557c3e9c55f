import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from '../db/connect';

/**
 * The database's state as a text that changes with every committed write and never comes back. On
 * PostgreSQL, the statement's snapshot: which transactions it sees as committed (a commit anywhere in
 * the cluster gives a new one, a read-only transaction none). On SQLite, the commits of other
 * connections (data_version) and the rows this connection changed (total_changes, triggers and
 * rolled-back changes included). Read by the session check that starts every signed-in request:
 * no round trip of its own.
 */
export const databaseStateColumn = (db: Db): RawBuilder<string> =>
  dialectOf(db) === 'postgres'
    ? sql<string>`pg_current_snapshot()::text`
    : sql<string>`(select data_version from pragma_data_version) || ':' || total_changes()`;

/** Every answer kept below: the same object is sent again and again, so its text is written once (common/answers.ts). */
const keptAnswers = new WeakSet<object>();
export const isKeptAnswer = (value: unknown): value is object => typeof value === 'object' && value !== null && keptAnswers.has(value);

/**
 * Whole answers kept while the database has not changed. An answer is kept under the state that its
 * request's session check read, before any of the answer's own statements ran, and given again to a
 * request that read the same state: what was read after that state is never older than it, so no
 * kept answer is stale, and any commit makes every kept answer unusable. They are dropped when an
 * answer is kept under a new state; beyond `max`, the oldest kept goes first. A kept answer is shared
 * by every request that gets it: nothing may change it.
 */
export function answersWhileUnchanged<Answer>(max: number) {
  const perDatabase = new WeakMap<Db, { state: string; answers: Map<string, Answer> }>();
  return async (db: Db, state: string | undefined, key: string, make: () => Promise<Answer>): Promise<Answer> => {
    if (state === undefined) return make();
    const kept = perDatabase.get(db);
    const found = kept?.state === state ? kept.answers.get(key) : undefined;
    if (found !== undefined) return found;
    const answer = await make();
    let current = perDatabase.get(db);
    if (current?.state !== state) perDatabase.set(db, (current = { state, answers: new Map() }));
    const oldest = current.answers.size >= max ? current.answers.keys().next() : undefined;
    if (oldest && !oldest.done) current.answers.delete(oldest.value);
    current.answers.set(key, answer);
    if (typeof answer === 'object' && answer !== null) keptAnswers.add(answer);
    return answer;
  };
}
