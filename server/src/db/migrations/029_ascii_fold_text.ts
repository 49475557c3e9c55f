import { sql, type Migration } from 'kysely';
import { LATIN_FROM, LATIN_TO } from '../../lib/fold';
import type { DialectName } from '../dialect';

const translated = (text: string, from: string, to: string) => `translate(lower(${text}), '${from}', '${to}')`;

/** A body of fold_text: a text of ASCII characters only is lower-cased, others are also translated from `from` to `to`. */
const asciiFoldBody = (from: string, to: string) =>
  sql.raw(`$$ select case when octet_length($1) = char_length($1) then lower($1) else ${translated('$1', from, to)} end $$`);

/** This migration's body of fold_text, on the Latin letters (migration 037 adds the Arabic ones). */
const ASCII_FOLD_BODY = asciiFoldBody(LATIN_FROM, LATIN_TO);

/**
 * PostgreSQL's `fold_text` (migration 019) gives the same texts, faster: `translate` with its
 * multibyte table costs 12–17 µs a text (250 ms over 20,000 product names), so an index's recheck
 * of a few hundred names, or a page of customers read in id order, cost milliseconds. A text with
 * no letter beyond ASCII (most names, every phone number and ICE) has no accent to take off: it is
 * only lower-cased (0.7 µs). Indexes on fold_text stay valid: every text folds as before.
 */
export const asciiFoldText = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect !== 'postgres') return;
    await sql`create or replace function fold_text(text) returns text language sql immutable strict parallel safe
      as ${ASCII_FOLD_BODY}`.execute(db);
  },
  async down(db) {
    if (dialect !== 'postgres') return;
    await sql`create or replace function fold_text(text) returns text language sql immutable strict parallel safe
      as ${sql.raw(`$$ select ${translated('$1', LATIN_FROM, LATIN_TO)} $$`)}`.execute(db);
  },
});
