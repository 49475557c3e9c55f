import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/**
 * Stocktakes (inventaires, `INV-2026-000001`): a count of all the stock or of one category, and its
 * counted batches. Each line keeps what the books said when the count was saved (`expectedQuantity`),
 * so that validating applies counted − expected to whatever the batch holds by then, and sales made
 * during the count are neither lost nor counted twice. One batch, one line per stocktake (a new count
 * replaces the last); at most one stocktake is open at a time, so no batch is counted by two of them.
 */
export const stocktakes = (dialect: DialectName): Migration => ({
  async up(db) {
    await withId(dialect, db.schema.createTable('stocktakes'))
      .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`${sql.ref('status')} in ('OPEN', 'VALIDATED', 'CANCELLED')`))
      .addColumn('categoryId', 'integer', (c) => c.references('categories.id'))
      .addColumn('startedBy', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('startedAt', 'varchar(30)', (c) => c.notNull())
      .addColumn('closedBy', 'integer', (c) => c.references('users.id'))
      .addColumn('closedAt', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('stocktakes_one_open')
      .on('stocktakes')
      .column('status')
      .unique()
      .where(sql.ref('status'), '=', 'OPEN')
      .execute();
    await withId(dialect, db.schema.createTable('stocktakeLines'))
      .addColumn('stocktakeId', 'integer', (c) => c.notNull().references('stocktakes.id'))
      .addColumn('stockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('productId', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('expectedQuantity', 'integer', (c) => c.notNull())
      .addColumn('countedQuantity', 'integer', (c) => c.notNull().check(sql`${sql.ref('countedQuantity')} >= 0`))
      .addColumn('countedBy', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('countedAt', 'varchar(30)', (c) => c.notNull())
      .addColumn('appliedChange', 'integer')
      .execute();
    await db.schema.createIndex('stocktake_lines_batch').on('stocktakeLines').columns(['stocktakeId', 'stockId']).unique().execute();
  },
  async down(db) {
    await db.schema.dropTable('stocktakeLines').execute();
    await db.schema.dropTable('stocktakes').execute();
  },
});
