import { sql, type Transaction } from 'kysely';
import type { VatRate } from '@hanout/contract';
import type { Database } from './schema';

type NamedTable = 'categories' | 'units' | 'brands' | 'products';
type Links = Partial<Record<'categoryId' | 'brandId' | 'unitId', number>>;
/** Columns written only when the row is inserted: a row already there keeps its own. */
type Defaults = { vatRate?: VatRate };

/**
 * The id of the row of `table` named `name` (any case) with these links, inserted when missing.
 * Two saves racing to insert it meet on the table's unique index, and both read the one row.
 */
export async function ensureNamed(
  trx: Transaction<Database>,
  table: NamedTable,
  name: string,
  links: Links = {},
  defaults: Defaults = {},
): Promise<number> {
  const find = () => {
    let query = trx
      .selectFrom(table)
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    for (const [column, value] of Object.entries(links)) query = query.where(column as 'id', '=', value);
    return query.executeTakeFirst();
  };
  const found = await find();
  if (found) return found.id;
  await trx
    .insertInto(table)
    .values({ name, ...links, ...defaults })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await find())!.id;
}

/** A name equal to `name` in any case, as the tables' unique indexes compare names. */
export const sameName = (name: string) => sql<boolean>`lower(${sql.ref('name')}) = lower(${name})`;
