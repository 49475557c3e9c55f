import { sql, type Kysely, type Migration } from 'kysely';
import { ARABIC_FROM, ARABIC_TO, FOLD_FROM, FOLD_TO, LATIN_FROM, LATIN_TO } from '../../lib/fold';
import type { DialectName } from '../dialect';

/** The tables with an FTS5 trigram index on SQLite (migration 003), and their columns. */
const TEXT_SEARCHED = {
  customers: ['name', 'ice', 'mobile'],
  products: ['name'],
} as const;

/** The tokenizer of SQLite's trigram indexes since migration 019: case and Latin accents folded. */
const ACCENT_FOLDING_TOKENIZE = 'trigram case_sensitive 0 remove_diacritics 1';

/** A body of fold_text (migration 029): a text of ASCII characters only is lower-cased, others are also translated from `from` to `to`. */
const asciiFoldBody = (from: string, to: string) =>
  sql.raw(`$$ select case when octet_length($1) = char_length($1) then lower($1) else translate(lower($1), '${from}', '${to}') end $$`);

const ASCII_FOLD_BODY = asciiFoldBody(LATIN_FROM, LATIN_TO);

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

/** The names of the trigram indexes on fold_text(column). */
async function foldIndexes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema() and indexdef like '%USING gin (fold_text(%'`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Builds each table's FTS5 index with `tokenize`, its triggers, and fills it. With `fold` (an SQL
 * expression of a column's value), the index holds the folded texts: it reads them from a view
 * `<table>_search_text` when rebuilt, and its triggers write and remove them.
 */
async function createTextSearch(db: Kysely<unknown>, tokenize: string, fold?: (value: string) => string) {
  const folded = fold ?? ((value: string) => value);
  for (const [table, columns] of Object.entries(TEXT_SEARCHED)) {
    const index = `${table}_search`;
    const list = columns.join(', ');
    const newValues = columns.map((column) => folded(`new.${column}`)).join(', ');
    const oldValues = columns.map((column) => folded(`old.${column}`)).join(', ');
    const remove = `insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${oldValues});`;
    const add = `insert into ${index}(rowid, ${list}) values (new.id, ${newValues});`;
    const content = fold ? `${index}_text` : table;
    if (fold) {
      const foldedColumns = columns.map((column) => `${fold(column)} as ${column}`).join(', ');
      await sql.raw(`create view ${content} as select id, ${foldedColumns} from ${table}`).execute(db);
    }
    await sql
      .raw(`create virtual table ${index} using fts5(${list}, content='${content}', content_rowid='id', tokenize='${tokenize}')`)
      .execute(db);
    await sql.raw(`create trigger ${index}_insert after insert on ${table} begin ${add} end`).execute(db);
    await sql.raw(`create trigger ${index}_delete after delete on ${table} begin ${remove} end`).execute(db);
    await sql.raw(`create trigger ${index}_update after update on ${table} begin ${remove} ${add} end`).execute(db);
    await sql.raw(`insert into ${index}(${index}) values ('rebuild')`).execute(db);
  }
}

async function dropTextSearch(db: Kysely<unknown>) {
  for (const table of Object.keys(TEXT_SEARCHED)) {
    for (const suffix of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${table}_search_${suffix}`).execute(db);
    await sql.raw(`drop table if exists ${table}_search`).execute(db);
    await sql.raw(`drop view if exists ${table}_search_text`).execute(db);
  }
}
