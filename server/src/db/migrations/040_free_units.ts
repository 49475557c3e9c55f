import type { Migration } from 'kysely';

/**
 * Free units (unités gratuites) of a GRN line: received into the same batch at no cost, so the line
 * keeps what was paid for (`quantity`) apart from what came free. Existing lines had none.
 */
export const freeUnits: Migration = {
  async up(db) {
    await db.schema
      .alterTable('grnItems')
      .addColumn('freeQuantity', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('grnItems').dropColumn('freeQuantity').execute();
  },
};
