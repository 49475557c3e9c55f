import type { Migration } from 'kysely';

/** The till receipt's paper: 80 mm rolls by default, 58 mm for the small printers. */
export const receiptWidth: Migration = {
  async up(db) {
    await db.schema
      .alterTable('shopSettings')
      .addColumn('receiptWidth', 'integer', (column) => column.notNull().defaultTo(80))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('shopSettings').dropColumn('receiptWidth').execute();
  },
};
