import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';

/**
 * The catalogue's version (migrations 038, 039): raised in the same transaction by every change of a
 * product, a brand or a category, so that an answer drawn from the catalogue alone (which products a text, brand
 * or category selects) can be kept while it has not moved. Every instance reads it from the database:
 * none keeps an answer that another one made stale.
 */
export const catalogueVersionOf = async (db: Db): Promise<number> => (await readVersion(db))[0].version;

const readVersion = preparedQuery((db: Db) => db.selectFrom('catalogueVersion').select('version'));

/** The catalogue's version as a column of another statement, read in that statement's own snapshot. */
export const catalogueVersionColumn = () => sql<number>`(select ${sql.ref('version')} from ${sql.table('catalogueVersion')})`;

/** Kept answers per database; all are forgotten when one more comes. */
const MAX_KEPT = 1_000;

/**
 * Answers kept per database and key, each with the catalogue version it was made under: the caller
 * reads the version before making an answer, and uses a kept one only after reading, in the statement
 * that uses it, that the version has not moved.
 */
export function answersPerCatalogue<Answer>() {
  const perDatabase = new WeakMap<Db, Map<string, { version: number; answer: Answer }>>();
  return {
    get: (db: Db, key: string) => perDatabase.get(db)?.get(key),
    keep(db: Db, key: string, version: number, answer: Answer) {
      const kept = perDatabase.get(db) ?? new Map<string, { version: number; answer: Answer }>();
      perDatabase.set(db, kept);
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, { version, answer });
    },
  };
}
