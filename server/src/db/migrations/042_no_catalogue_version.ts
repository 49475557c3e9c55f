import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { catalogueVersion } from './038_catalogue_version';
import { catalogueVersionCategories } from './039_catalogue_version_categories';

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
  async down(db) {
    await catalogueVersion(dialect).up(db);
    await catalogueVersionCategories(dialect).up(db);
  },
});
