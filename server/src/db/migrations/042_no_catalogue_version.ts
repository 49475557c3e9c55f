import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** The tables whose triggers raised the catalogue's version (migrations 038, 039). */
const RAISING_TABLES = ['products', 'brands', 'categories'] as const;

/**
 * Drops the catalogue's version, its triggers and its table: no answer is kept per catalogue any more,
 * and every write of a product, a brand or a category no longer locks its one row.
 */
export const noCatalogueVersion = (dialect: DialectName): Migration => ({
  async up(db) {
    for (const table of RAISING_TABLES) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version`)} on ${sql.id(table)}`.execute(db);
        continue;
      }
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_catalogue_version`)}`.execute(db);
    }
    if (dialect === 'postgres') await sql`drop function if exists raise_catalogue_version()`.execute(db);
    await db.schema.dropTable('catalogueVersion').ifExists().execute();
  },
  // Migration 038's up, then 039's.
  async down(db) {
    await db.schema
      .createTable('catalogueVersion')
      .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'integer', (column) => column.notNull())
      .execute();
    await db.insertInto('catalogueVersion').values({ id: 1, version: 0 }).execute();
    if (dialect === 'postgres') {
      await sql`create function raise_catalogue_version() returns trigger language plpgsql as $$
        begin update catalogue_version set version = version + 1; return null; end $$`.execute(db);
      for (const table of ['products', 'brands']) {
        await sql`create trigger ${sql.id(`${table}_catalogue_version`)} before insert or update or delete or truncate on ${sql.id(table)}
          for each statement execute function raise_catalogue_version()`.execute(db);
      }
      await sql`create trigger categories_catalogue_version before insert or update or delete or truncate on categories
        for each statement execute function raise_catalogue_version()`.execute(db);
      return;
    }
    for (const table of ['products', 'brands']) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_${event}_catalogue_version`)} after ${sql.raw(event)} on ${sql.id(table)}
          begin update catalogue_version set version = version + 1; end`.execute(db);
      }
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`categories_${event}_catalogue_version`)} after ${sql.raw(event)} on categories
        begin update catalogue_version set version = version + 1; end`.execute(db);
    }
  },
});
