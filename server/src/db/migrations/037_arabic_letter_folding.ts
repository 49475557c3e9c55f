import { sql, type Kysely, type Migration } from 'kysely';
import { ARABIC_FROM, ARABIC_TO, FOLD_FROM, FOLD_TO } from '../../lib/fold';
import type { DialectName } from '../dialect';
import { createTextSearch, dropTextSearch } from './003_sqlite_text_search';
import { ACCENT_FOLDING_TOKENIZE } from './019_accent_folding';
import { ASCII_FOLD_BODY, asciiFoldBody } from './029_ascii_fold_text';
import { foldIndexes } from './031_inlined_fold_text';

/**
 * `foldArabic` (common/fold.ts) in SQLite's SQL: one replace() a letter, a letter without a
 * counterpart replaced by nothing. A value of ASCII characters only (most names, every phone number
 * and ICE) is kept as it is, without the replace() calls.
 */
function foldArabicSql(value: string): string {
  const replaced = [...ARABIC_FROM].reduce((text, letter, index) => `replace(${text}, '${letter}', '${ARABIC_TO[index] ?? ''}')`, value);
  return `case when length(${value}) = octet_length(${value}) then ${value} else ${replaced} end`;
}

/**
 * Searches bring the Arabic letters written several ways to one (أ إ آ ٱ → ا, ى → ي, ة → ه…, the
 * short vowels and tatweel left out: common/fold.ts), as they take the accents off Latin letters.
 * SQLite: its fold_text is the app's foldText; its FTS5 trigram indexes, whose tokenizer folds case
 * and Latin accents but no Arabic letter, now hold the texts with their Arabic letters folded (the
 * search folds its text alike) and are rebuilt. PostgreSQL: fold_text translates the Arabic letters
 * too (its body only changes its table: still written into each query, migration 031), and its
 * trigram indexes are rebuilt with it. A connection opened before reads the rebuilt indexes afresh.
 */
export const arabicLetterFolding = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect === 'sqlite') return rebuildTextSearch(db, foldArabicSql);
    await replaceFoldText(db, asciiFoldBody(FOLD_FROM, FOLD_TO));
  },
  async down(db) {
    if (dialect === 'sqlite') return rebuildTextSearch(db);
    await replaceFoldText(db, ASCII_FOLD_BODY);
  },
});

async function rebuildTextSearch(db: Kysely<unknown>, fold?: (value: string) => string) {
  await dropTextSearch(db);
  await createTextSearch(db, ACCENT_FOLDING_TOKENIZE, fold);
}

/** fold_text with `body`, and the indexes built on it rebuilt: they hold the texts it folded before. */
async function replaceFoldText(db: Kysely<unknown>, body: ReturnType<typeof asciiFoldBody>) {
  await sql`create or replace function fold_text(text) returns text language sql immutable parallel safe as ${body}`.execute(db);
  for (const name of await foldIndexes(db)) await sql`reindex index ${sql.id(name)}`.execute(db);
}
