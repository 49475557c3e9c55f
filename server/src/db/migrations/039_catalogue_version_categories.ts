import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Categories raise the catalogue's version too (migration 038), as products and brands do: the
 * product search matches a category's name, and keeps which products each text found.
 */
export const catalogueVersionCategories = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect === 'postgres') {
      await sql`create trigger categories_catalogue_version before insert or update or delete or truncate on categories
        for each statement execute function raise_catalogue_version()`.execute(db);
      return;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`categories_${event}_catalogue_version`)} after ${sql.raw(event)} on categories
        begin update catalogue_version set version = version + 1; end`.execute(db);
    }
  },
  async down(db) {
    if (dialect === 'postgres') await sql`drop trigger categories_catalogue_version on categories`.execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger ${sql.id(`categories_${event}_catalogue_version`)}`.execute(db);
  },
});
