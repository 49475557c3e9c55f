import type { Db } from '../../src/db/connect';

/** The statements of a repository: its functions, not a fragment it shares with other modules' statements. */
type StatementName<Repository> = {
  [Name in keyof Repository]: Repository[Name] extends (...args: never[]) => unknown ? Name : never;
}[keyof Repository];

/**
 * Example arguments for each statement of a repository, after its first (the database or the
 * transaction): the SQL files test calls each statement with them on a database that records
 * the SQL it is given, for SQLite and for PostgreSQL.
 */
export type SqlExamples<Repository> = {
  [Name in StatementName<Repository>]: Repository[Name] extends (db: never, ...args: infer Args) => unknown ? Args : never;
};

/** One module's repository and the arguments each of its statements is compiled with. */
export interface RepositorySql<Repository = Record<string, (db: Db, ...args: never[]) => unknown>> {
  repository: Repository;
  examples: SqlExamples<Repository>;
}

/** Declares a module's repository SQL, typed so that every statement has its example. */
export const repositorySql = <Repository>(repository: Repository, examples: SqlExamples<Repository>) => ({ repository, examples });
