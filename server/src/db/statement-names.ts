/**
 * The names PostgreSQL prepares statements under, once per connection: a named statement is parsed
 * once, and once PostgreSQL finds a generic plan as good as those made for each run's values, it is
 * not planned again either. Planning a stock search's page (a join of five tables) took 0.6 ms of
 * its 0.9. Kept apart so that connect.ts and prepared.ts need not import each other.
 *
 * The queries compiled once (db/prepared.ts) are named from their first run. Other queries are
 * named once their text has run RUNS_BEFORE_NAMED times: the app's queries vary in text only with the
 * filters set and the length of short lists, so the texts run often are a hundred or so; MAX_NAMED
 * bounds what each connection keeps (~130 KB for a search's page), and texts seen once or twice are
 * forgotten beyond MAX_COUNTED.
 */
const names = new Map<string, string>();
const runs = new Map<string, number>();

const MAX_NAMED = 200;
/**
 * Texts of more values go unnamed: a long list, or rows inserted many at once, whose text varies
 * with their number (and a prepared insert of 500 rows holds 1.7 MB of the server's memory).
 */
const MAX_PARAMETERS = 32;
const MAX_COUNTED = 5_000;
/**
 * Runs of one text before it is named: the slots go to the texts run all day (a search at each
 * key typed, a sale), not to a report's shape run a few times.
 */
export const RUNS_BEFORE_NAMED = 10;

/** Statements PostgreSQL can prepare; `begin`, `set local` and DDL go unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function name(text: string): string {
  const named = `hanout_${names.size + 1}`;
  names.set(text, named);
  runs.delete(text);
  return named;
}

/** Names a query compiled once (db/prepared.ts) before its first run. */
export function nameStatement(text: string): void {
  if (!names.has(text)) name(text);
}

/** The name `text`, run with `parameters` values, runs under, if it has one by now. */
export function statementName(text: string, parameters: number): string | undefined {
  const named = names.get(text);
  if (named || names.size >= MAX_NAMED || parameters > MAX_PARAMETERS || !PREPARABLE.test(text)) return named;
  const seen = runs.get(text) ?? 0;
  if (seen >= RUNS_BEFORE_NAMED) return name(text);
  if (runs.size >= MAX_COUNTED) runs.clear();
  runs.set(text, seen + 1);
  return undefined;
}
