import { sql } from 'kysely';
import type { Brand, Paged } from '@hanout/contract';
import { containsText, fetchPage } from '../../db/paging';
import type { Db } from '../../db/connect';
import { sameName } from '../../db/named';

function brandsWithCategory(db: Db) {
  return db
    .selectFrom('brands')
    .innerJoin('categories', 'categories.id', 'brands.categoryId')
    .select(['brands.id', 'brands.name', 'categories.id as categoryId', 'categories.name as categoryName']);
}
type BrandRow = { id: number; name: string; categoryId: number; categoryName: string };
const toBrand = (row: BrandRow): Brand => ({ id: row.id, name: row.name, category: { id: row.categoryId, name: row.categoryName } });

/** Every brand, by name. */
export async function listBrands(db: Db): Promise<Brand[]> {
  const rows = await brandsWithCategory(db)
    .orderBy(sql`lower(${sql.ref('brands.name')})`)
    .orderBy('brands.id')
    .execute();
  return rows.map(toBrand);
}

/** One page of the brands whose name or category's name contains `text` (all when empty). */
export function searchBrands(db: Db, text: string, page: number, size: number): Promise<Paged<Brand>> {
  let query = brandsWithCategory(db);
  if (text) query = query.where((eb) => eb.or([containsText(db, 'brands.name', text), containsText(db, 'categories.name', text)]));
  return fetchPage(query.orderBy('brands.id'), page, size, toBrand);
}

export async function findBrand(db: Db, id: number): Promise<Brand | undefined> {
  const row = await brandsWithCategory(db).where('brands.id', '=', id).executeTakeFirst();
  return row && toBrand(row);
}

/** A category's name, if it exists. */
export async function categoryName(db: Db, categoryId: number): Promise<string | undefined> {
  return (await db.selectFrom('categories').select('name').where('id', '=', categoryId).executeTakeFirst())?.name;
}

/** Whether the category has a brand of this name (any case), other than `exceptId`. */
export async function hasBrandNamed(db: Db, name: string, categoryId: number, exceptId?: number): Promise<boolean> {
  const found = await db
    .selectFrom('brands')
    .select('id')
    .where('categoryId', '=', categoryId)
    .where(sameName(name))
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return !!found;
}

export async function brandExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertBrand(db: Db, name: string, categoryId: number): Promise<void> {
  await db.insertInto('brands').values({ name, categoryId }).execute();
}

export async function updateBrand(db: Db, id: number, name: string, categoryId: number): Promise<void> {
  await db.updateTable('brands').set({ name, categoryId }).where('id', '=', id).execute();
}
