import type { Migration } from 'kysely';

/**
 * The serial numbers (GS1 AI 21) of the boxes a sale line sold, as their DataMatrix gave them,
 * separated by spaces (a serial has none). Earlier lines have none.
 */
export const saleLineSerial: Migration = {
  async up(db) {
    await db.schema.alterTable('invoiceItems').addColumn('serial', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('invoiceItems').dropColumn('serial').execute();
  },
};
