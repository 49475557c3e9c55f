import { sql } from 'kysely';
import type { Category, Paged, VatRate } from '@hanout/contract';
import { containsText, fetchPage } from '../../db/paging';
import type { Db } from '../../db/connect';
import { sameName } from '../../db/named';

const CATEGORY_COLUMNS = ['id', 'name', 'defaultVatRate'] as const;

/** Whether another category than `exceptId` has this name, ignoring case (as the unique index does). */
export async function hasCategoryNamed(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where(sameName(name))
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return !!found;
}

/** Every category, by name. */
export function listCategories(db: Db): Promise<Category[]> {
  return db
    .selectFrom('categories')
    .select(CATEGORY_COLUMNS)
    .orderBy(sql`lower(${sql.ref('name')})`)
    .orderBy('id')
    .execute();
}

/** One page of the categories whose name contains `text` (all when empty). */
export function searchCategories(db: Db, text: string, page: number, size: number): Promise<Paged<Category>> {
  let query = db.selectFrom('categories').select(CATEGORY_COLUMNS);
  if (text) query = query.where(containsText(db, 'name', text));
  return fetchPage(query.orderBy('id'), page, size, (row) => row);
}

export function findCategory(db: Db, id: number): Promise<Category | undefined> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertCategory(db: Db, name: string, defaultVatRate: VatRate | null): Promise<void> {
  await db.insertInto('categories').values({ name, defaultVatRate }).execute();
}

/** Renames a category and, unless `defaultVatRate` is undefined, changes its default rate. */
export async function updateCategory(db: Db, id: number, name: string, defaultVatRate: VatRate | null | undefined): Promise<void> {
  await db
    .updateTable('categories')
    .set({ name, ...(defaultVatRate === undefined ? {} : { defaultVatRate }) })
    .where('id', '=', id)
    .execute();
}
