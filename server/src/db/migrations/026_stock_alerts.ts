import { sql, type Migration } from 'kysely';

/**
 * Stock alerts: the hour (shop time, 0–23) the daily digest of the alerts is e-mailed to the
 * administrators, null for none; and one row per shop day the digest was claimed, so that of
 * several app instances checking at once only the one whose insert wins sends it. Products with a
 * reorder level (few of a large catalogue) are found through a partial index.
 */
export const stockAlerts: Migration = {
  async up(db) {
    await db.schema.alterTable('shopSettings').addColumn('alertDigestHour', 'integer').execute();
    await db.schema
      .createTable('alertDigests')
      .addColumn('day', 'varchar(10)', (column) => column.primaryKey())
      .addColumn('claimedAt', 'varchar(30)', (column) => column.notNull())
      .addColumn('sentAt', 'varchar(30)')
      .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('products_reorder_level_idx')
      .on('products')
      .columns(['id', 'reorderLevel'])
      .where(sql.ref('reorderLevel'), 'is not', null)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('products_reorder_level_idx').execute();
    await db.schema.dropTable('alertDigests').execute();
    await db.schema.alterTable('shopSettings').dropColumn('alertDigestHour').execute();
  },
};
