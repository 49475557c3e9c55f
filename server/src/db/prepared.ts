import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import { dialectOf, type Db } from './connect';
import type { DialectName } from './dialect';

/** Stands for the nth argument while the query is compiled; replaced by the argument at each run. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of fixed shape, built and compiled once per dialect, then run with new values: building
 * and compiling with Kysely costs more than running a small indexed query, such as the session check
 * on every request. `build` must give the same SQL whatever its arguments (no list of varying
 * length, no branch on a value): each argument may only be a value of the query.
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  /** How many arguments follow `db`: to be given when `build` takes a rest parameter. */
  arity = build.length - 1,
) {
  const compiled = new Map<DialectName, { query: CompiledQuery<Row>; slots: Array<number | undefined> }>();
  const compile = (db: Db) => {
    const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
    const query = build(db, ...(slots as unknown as Args)).compile();
    const found = { query, slots: query.parameters.map((parameter) => (parameter instanceof Slot ? parameter.index : undefined)) };
    if (new Set(found.slots.filter((slot) => slot !== undefined)).size !== arity) {
      throw new Error(`preparedQuery: every argument must be a value of the query (${query.sql})`);
    }
    compiled.set(dialectOf(db), found);
    return found;
  };
  /** Runs the query on `db` (a transaction too) with `args` in place of the slots. */
  return async (db: Db, ...args: Args): Promise<Row[]> => {
    const { query, slots } = compiled.get(dialectOf(db)) ?? compile(db);
    const parameters = query.parameters.map((parameter, position) => {
      const slot = slots[position];
      return slot === undefined ? parameter : args[slot];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
