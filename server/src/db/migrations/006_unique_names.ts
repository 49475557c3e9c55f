import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The duplicate checks of companies (name, whatever its case) and products (name, brand and unit)
 * as unique indexes, like categories and brands have: two requests racing past the routes'
 * checks now get 409 ('This record already exists.') instead of both being saved.
 *
 * A database written before these indexes may already hold such twins; rather than stop the app
 * from starting, the later twins are renamed 'Name (2)', 'Name (3)'… and keep all their links
 * (suppliers, stock, invoices), so an administrator can merge or rename them on the screens.
 */
export const uniqueNames: Migration = {
  async up(db) {
    await renameTwins(db, 'companies', sql`lower(name)`, 100);
    await renameTwins(db, 'products', sql`lower(name), brand_id, unit_id`, 150);
    // 'if not exists': SQLite runs migrations without a transaction, so an earlier failed try may
    // have left the first index behind.
    await db.schema
      .createIndex('companies_name_uq')
      .ifNotExists()
      .on('companies')
      .unique()
      .expression(sql`lower(name)`)
      .execute();
    await db.schema
      .createIndex('products_name_brand_unit_uq')
      .ifNotExists()
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

/** Renames every row but the first of each group of rows with the same key, within the name's column size. */
async function renameTwins(db: Kysely<unknown>, table: 'companies' | 'products', key: ReturnType<typeof sql>, maxLength: number) {
  const twins = await sql<{ id: number; name: string; rank: number | string }>`
    select id, name, rank from (
      select id, name, row_number() over (partition by ${key} order by id) as rank from ${sql.table(table)}
    ) ranked
    where rank > 1
    order by id`.execute(db);
  // Lower-cased here, like the candidates: a database's lower() may fold only ASCII, and stricter
  // is safe (a name is skipped rather than collide).
  const names = new Set(
    (await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db)).rows.map((row) => row.name.toLowerCase()),
  );
  for (const twin of twins.rows) {
    let rank = Number(twin.rank);
    let name: string;
    do {
      const suffix = ` (${rank++})`;
      name =
        [...twin.name]
          .slice(0, maxLength - suffix.length)
          .join('')
          .trimEnd() + suffix;
    } while (names.has(name.toLowerCase()));
    names.add(name.toLowerCase());
    await sql`update ${sql.table(table)} set name = ${name} where id = ${twin.id}`.execute(db);
  }
}
