import { sql, type Migration } from 'kysely';
import { FOLD_FROM, FOLD_TO } from '../../common/fold';
import type { DialectName } from '../dialect';

const translated = (text: string) => `translate(lower(${text}), '${FOLD_FROM}', '${FOLD_TO}')`;

/** This migration's body of fold_text: a text of ASCII characters only is lower-cased, others are also translated. */
export const ASCII_FOLD_BODY = sql.raw(
  `$$ select case when octet_length($1) = char_length($1) then lower($1) else ${translated('$1')} end $$`,
);

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
      as ${sql.raw(`$$ select ${translated('$1')} $$`)}`.execute(db);
  },
});
