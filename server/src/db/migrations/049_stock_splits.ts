import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { withId } from './support';

/** As migration 044 sets it: a row inserted without its shop is the connection's shop's (else the first shop's). */
const SHOP_OF_THE_SESSION = `coalesce(nullif(current_setting('app.shop_id', true), '')::integer, 1)`;
/** Migration 044's row-level security condition, copied (a migration imports no other migration). */
const OWN_SHOP = `shop_id = (select nullif(current_setting('app.shop_id', true), '')::integer)`;

/**
 * Split packs (déconditionnement): each opening of packs of a batch into units of its lot, with the
 * batch of the unit product that received them, so that a batch's SPLIT_OUT and SPLIT_IN movements
 * add up to its splits and a later opening of the same pack batch finds its unit batch. The units
 * per pack are kept as they were at the opening (the product's may change since). Products get an
 * index on their companion unit product, which every sale of a product looks up.
 */
export const stockSplits = (dialect: DialectName): Migration => ({
  async up(db) {
    let table = withId(dialect, db.schema.createTable('stockSplits'));
    table =
      dialect === 'postgres'
        ? table.addColumn('shopId', 'integer', (c) => c.notNull().references('shops.id').defaultTo(sql.raw(SHOP_OF_THE_SESSION)))
        : table.addColumn('shopId', 'integer', (c) => c.notNull().references('shops.id').defaultTo(1));
    await table
      .addColumn('packStockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('unitStockId', 'integer', (c) => c.notNull().references('stocks.id'))
      .addColumn('packs', 'integer', (c) => c.notNull().check(sql`packs > 0`))
      .addColumn('unitsPerPack', 'integer', (c) => c.notNull().check(sql`units_per_pack > 1`))
      .addColumn('userId', 'integer', (c) => c.references('users.id'))
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_splits_pack_idx').on('stockSplits').columns(['packStockId', 'unitStockId']).execute();
    await db.schema.createIndex('stock_splits_unit_idx').on('stockSplits').column('unitStockId').execute();
    await sql`create index products_unit_product_idx on products (unit_product_id) where unit_product_id is not null`.execute(db);
    if (dialect === 'postgres') {
      await sql.raw(`alter table stock_splits enable row level security`).execute(db);
      await sql.raw(`create policy stock_splits_own_shop on stock_splits using (${OWN_SHOP}) with check (${OWN_SHOP})`).execute(db);
    }
  },
  async down(db) {
    await sql`drop index products_unit_product_idx`.execute(db);
    await db.schema.dropTable('stockSplits').execute();
  },
});
