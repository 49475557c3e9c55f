import { sql, type Kysely, type Migration } from 'kysely';
import { ARABIC_FROM, ARABIC_TO } from '../../lib/fold';
import type { DialectName } from '../dialect';

/**
 * Medicines: a product's active ingredients (DCI, as JSON, with their names alone in `dci_names` for
 * the searches and an `equivalence_key` that generics share), its form, units per pack, regulated
 * prices (PPV TTC, PPH HT, in centimes), its schedule under the 1922 dahir and whether it needs a
 * prescription; and, for packs sold by the unit, the companion unit product.
 * The searches read `dci_names` as they read the name: SQLite's FTS5 index is rebuilt with it, and
 * PostgreSQL gets its trigram index on fold_text (when pg_trgm is there).
 */
export const medicines = (dialect: DialectName): Migration => ({
  async up(db) {
    for (const [column, type] of NEW_TEXT_COLUMNS) await db.schema.alterTable('products').addColumn(column, type).execute();
    await db.schema
      .alterTable('products')
      .addColumn('unitsPerPack', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('products').addColumn('ppv', 'integer').execute();
    await db.schema.alterTable('products').addColumn('pph', 'integer').execute();
    await db.schema
      .alterTable('products')
      .addColumn('schedule', 'varchar(4)', (c) => c.notNull().defaultTo('NONE'))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('prescriptionRequired', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('sellByUnit', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('unitProductId', 'integer', (c) => c.references('products.id'))
      .execute();
    await sql`create index products_equivalence_idx on products (shop_id, equivalence_key) where equivalence_key is not null`.execute(db);
    if (dialect === 'sqlite') await rebuildTextSearch(db, PRODUCTS_SEARCHED);
    else if (await hasTrigrams(db))
      await sql`create index products_dci_names_fold_trgm on products using gin (fold_text(dci_names) gin_trgm_ops)`.execute(db);
  },
  async down(db) {
    if (dialect === 'sqlite') await rebuildTextSearch(db, PRODUCTS_SEARCHED_BEFORE);
    else await sql`drop index if exists products_dci_names_fold_trgm`.execute(db);
    await sql`drop index products_equivalence_idx`.execute(db);
    for (const column of [
      'unitProductId',
      'sellByUnit',
      'prescriptionRequired',
      'schedule',
      'pph',
      'ppv',
      'unitsPerPack',
      'equivalenceKey',
      'form',
      'dciNames',
      'dci',
    ])
      await db.schema.alterTable('products').dropColumn(column).execute();
  },
});

const NEW_TEXT_COLUMNS = [
  ['dci', 'text'],
  ['dciNames', 'text'],
  ['form', 'varchar(40)'],
  ['equivalenceKey', 'text'],
] as const;

const PRODUCTS_SEARCHED_BEFORE = ['name'];
const PRODUCTS_SEARCHED = ['name', 'dci_names'];

/** The tokenizer of SQLite's trigram indexes since migration 019: case and Latin accents folded. */
const ACCENT_FOLDING_TOKENIZE = 'trigram case_sensitive 0 remove_diacritics 1';

async function hasTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`.execute(
    db,
  );
  return !!rows[0]?.present;
}

/** `foldArabic` (lib/fold.ts) in SQLite's SQL, as migration 037 wrote it; null stays null. */
function foldArabicSql(value: string): string {
  const replaced = [...ARABIC_FROM].reduce((text, letter, index) => `replace(${text}, '${letter}', '${ARABIC_TO[index] ?? ''}')`, value);
  return `case when length(${value}) = octet_length(${value}) then ${value} else ${replaced} end`;
}

/** The products' FTS5 index, its view of folded texts and its triggers (as migration 037 made them), on `columns`. */
async function rebuildTextSearch(db: Kysely<unknown>, columns: string[]) {
  for (const suffix of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists products_search_${suffix}`).execute(db);
  await sql.raw('drop table if exists products_search').execute(db);
  await sql.raw('drop view if exists products_search_text').execute(db);
  const list = columns.join(', ');
  const newValues = columns.map((column) => foldArabicSql(`new.${column}`)).join(', ');
  const oldValues = columns.map((column) => foldArabicSql(`old.${column}`)).join(', ');
  const remove = `insert into products_search(products_search, rowid, ${list}) values ('delete', old.id, ${oldValues});`;
  const add = `insert into products_search(rowid, ${list}) values (new.id, ${newValues});`;
  const foldedColumns = columns.map((column) => `${foldArabicSql(column)} as ${column}`).join(', ');
  await sql.raw(`create view products_search_text as select id, ${foldedColumns} from products`).execute(db);
  await sql
    .raw(
      `create virtual table products_search using fts5(${list}, content='products_search_text', content_rowid='id', tokenize='${ACCENT_FOLDING_TOKENIZE}')`,
    )
    .execute(db);
  await sql.raw(`create trigger products_search_insert after insert on products begin ${add} end`).execute(db);
  await sql.raw(`create trigger products_search_delete after delete on products begin ${remove} end`).execute(db);
  await sql.raw(`create trigger products_search_update after update on products begin ${remove} ${add} end`).execute(db);
  await sql.raw(`insert into products_search(products_search) values ('rebuild')`).execute(db);
}
