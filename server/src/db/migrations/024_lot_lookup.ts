import { sql, type Migration } from 'kysely';

/** A lot recall finds a lot however its number is typed (`l2611a` finds `L2611A`): an index on its upper-case form. */
export const lotLookup: Migration = {
  async up(db) {
    await db.schema
      .createIndex('stocks_batch_number_upper_idx')
      .on('stocks')
      .expression(sql`upper(${sql.ref('batchNumber')})`)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('stocks_batch_number_upper_idx').execute();
  },
};
