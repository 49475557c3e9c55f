/**
 * The SQL texts of the queries compiled once (db/prepared.ts), with the name PostgreSQL prepares each
 * under, once per connection: then every run skips parsing and planning (the session check on every
 * request was planned each time). Kept apart so that connect.ts and prepared.ts need not import each other.
 */
const names = new Map<string, string>();

export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `hanout_${names.size + 1}`);
}

export const statementName = (text: string): string | undefined => names.get(text);
