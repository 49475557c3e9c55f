import { sql, type Migration } from 'kysely';

/**
 * The duplicate checks of companies (name, whatever its case) and products (name, brand and unit)
 * as unique indexes, like categories and brands have: two requests racing past the routes'
 * checks now get 409 ('This record already exists.') instead of both being saved.
 */
export const uniqueNames: Migration = {
  async up(db) {
    await db.schema.createIndex('companies_name_uq').on('companies').unique().expression(sql`lower(name)`).execute();
    await db.schema
      .createIndex('products_name_brand_unit_uq')
      .on('products')
      .unique()
      .expression(sql`lower(name), brand_id, unit_id`)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('products_name_brand_unit_uq').execute();
    await db.schema.dropIndex('companies_name_uq').execute();
  },
};
