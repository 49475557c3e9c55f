import type { Migration } from 'kysely';

/**
 * The counter's scan field and the supplier's lot numbers: a product's barcode (unique when
 * present), and the lot number a GRN line gives its batch (kept on the GRN line as received and on
 * the stock line sold from; indexed for a lot recall). Existing rows have neither. The counter's
 * first-expiry-first-out allocation reads stocks_available_product_idx (migration 004).
 */
export const barcodesAndLots: Migration = {
  async up(db) {
    await db.schema.alterTable('products').addColumn('barcode', 'varchar(32)').execute();
    await db.schema.createIndex('products_barcode_unique').unique().on('products').column('barcode').execute();
    await db.schema.alterTable('grnItems').addColumn('batchNumber', 'varchar(40)').execute();
    await db.schema.alterTable('stocks').addColumn('batchNumber', 'varchar(40)').execute();
    await db.schema.createIndex('stocks_batch_number_idx').on('stocks').column('batchNumber').execute();
  },
  async down(db) {
    await db.schema.dropIndex('stocks_batch_number_idx').execute();
    await db.schema.alterTable('stocks').dropColumn('batchNumber').execute();
    await db.schema.alterTable('grnItems').dropColumn('batchNumber').execute();
    await db.schema.dropIndex('products_barcode_unique').execute();
    await db.schema.alterTable('products').dropColumn('barcode').execute();
  },
};
