import type { Migration } from 'kysely';

/** Each user's screen language (fr, ar, en); existing users get French, the shop's first language. */
export const userLanguage: Migration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo('fr'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
