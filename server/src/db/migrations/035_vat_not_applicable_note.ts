import type { Migration } from 'kysely';

/**
 * The note a shop outside the VAT prints (CGI art. 89), editable as DECISIONS has it; empty prints
 * the standard one in the document's language.
 */
export const vatNotApplicableNote: Migration = {
  async up(db) {
    await db.schema
      .alterTable('shopSettings')
      .addColumn('vatNotApplicableNote', 'varchar(255)', (column) => column.notNull().defaultTo(''))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('shopSettings').dropColumn('vatNotApplicableNote').execute();
  },
};
