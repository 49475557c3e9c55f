import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** The tables whose changes can change which products a name, brand or category filter selects. */
const CATALOGUE_TABLES = ['products', 'brands'] as const;

/**
 * A number that every change of a product or a brand raises, in the change's own transaction: the
 * stock search and the counter's lookup keep which products their texts selected for as long as it
 * has not moved (common/catalogue.ts), and every instance reads it, so none keeps an answer another
 * one made stale. PostgreSQL raises it before each statement that writes those tables, so that a
 * writer waits for the number's row before it locks any product: an import that holds the row while
 * it updates products one by one, and a product saved meanwhile, then wait for each other in one
 * order instead of deadlocking. SQLite, one writer at a time, raises it after each row.
 */
export const catalogueVersion = (dialect: DialectName): Migration => ({
  async up(db) {
    await db.schema
      .createTable('catalogueVersion')
      .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'integer', (column) => column.notNull())
      .execute();
    await db.insertInto('catalogueVersion').values({ id: 1, version: 0 }).execute();
    if (dialect === 'postgres') {
      await sql`create function raise_catalogue_version() returns trigger language plpgsql as $$
        begin update catalogue_version set version = version + 1; return null; end $$`.execute(db);
      for (const table of CATALOGUE_TABLES) {
        await sql`create trigger ${sql.id(`${table}_catalogue_version`)} before insert or update or delete or truncate on ${sql.id(table)}
          for each statement execute function raise_catalogue_version()`.execute(db);
      }
      return;
    }
    for (const table of CATALOGUE_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_${event}_catalogue_version`)} after ${sql.raw(event)} on ${sql.id(table)}
          begin update catalogue_version set version = version + 1; end`.execute(db);
      }
    }
  },
  async down(db) {
    for (const table of CATALOGUE_TABLES) {
      if (dialect === 'postgres') await sql`drop trigger ${sql.id(`${table}_catalogue_version`)} on ${sql.id(table)}`.execute(db);
      else
        for (const event of ['insert', 'update', 'delete'])
          await sql`drop trigger ${sql.id(`${table}_${event}_catalogue_version`)}`.execute(db);
    }
    if (dialect === 'postgres') await sql`drop function raise_catalogue_version()`.execute(db);
    await db.schema.dropTable('catalogueVersion').execute();
  },
});
