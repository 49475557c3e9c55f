import { sql, type Migration } from 'kysely';

/**
 * The index of available stock by product (migration 004) gets the batch's id after its expiry date:
 * batches are listed, sold and priced first expiring first, then by id, and that order now comes
 * from the index. On PostgreSQL, whose index entries do not hold the row's id as SQLite's do, the
 * stock search's page had to read the table itself for the id of each of a search's ~400 batches
 * (a bitmap heap scan of ~390 pages: 0.46 → 0.18 ms), and the counter's lookup each sellable batch of
 * its 10 products for their first price.
 */
export const availableStockInExpiryOrder: Migration = {
  async up(db) {
    await db.schema.dropIndex('stocks_available_product_idx').execute();
    await db.schema
      .createIndex('stocks_available_product_idx')
      .on('stocks')
      .columns(['productId', 'expireDate', 'id', 'quantity', 'buyingPrice', 'sellingPrice'])
      .where(sql.ref('quantity'), '>', 0)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('stocks_available_product_idx').execute();
    await db.schema
      .createIndex('stocks_available_product_idx')
      .on('stocks')
      .columns(['productId', 'expireDate', 'quantity', 'buyingPrice', 'sellingPrice'])
      .where(sql.ref('quantity'), '>', 0)
      .execute();
  },
};
