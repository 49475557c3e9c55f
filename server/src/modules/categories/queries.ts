import { sql } from 'kysely';
import type { Category, Paged, VatRate } from '@hanout/contract';
import { conflict, notFound } from '../../lib/problems';
import { containsText, fetchPage } from '../../db/paging';
import type { Db } from '../../db/connect';

const CATEGORY_COLUMNS = ['id', 'name', 'defaultVatRate'] as const;

/** 409 when another category has this name, ignoring case (as the unique index does). */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  let query = db
    .selectFrom('categories')
    .select('id')
    .where(sql<boolean>`lower(${sql.ref('name')}) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A category named '${name}' already exists.`);
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

export async function findCategory(db: Db, id: number): Promise<Category> {
  const row = await db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Category ${id} does not exist.`);
  return row;
}

/** A new category, with the VAT rate its new products take (null: none, they take 0). */
export async function registerCategory(db: Db, name: string, defaultVatRate: VatRate | null): Promise<void> {
  await assertNameFree(db, name);
  await db.insertInto('categories').values({ name, defaultVatRate }).execute();
}

/** Renames a category and, unless `defaultVatRate` is undefined, changes its default rate. */
export async function updateCategory(db: Db, id: number, name: string, defaultVatRate: VatRate | null | undefined): Promise<void> {
  const existing = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound(`Category ${id} does not exist.`);
  await assertNameFree(db, name, id);
  await db
    .updateTable('categories')
    .set({ name, ...(defaultVatRate === undefined ? {} : { defaultVatRate }) })
    .where('id', '=', id)
    .execute();
}
