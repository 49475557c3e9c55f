import type { Category, VatRate } from '@hanout/contract';
import { conflict, notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import * as repository from './repository';

export { listCategories, searchCategories } from './repository';

/** 409 when another category has this name, ignoring case (as the unique index does). */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  if (await repository.hasCategoryNamed(db, name, exceptId)) throw conflict(`A category named '${name}' already exists.`);
}

export async function findCategory(db: Db, id: number): Promise<Category> {
  const category = await repository.findCategory(db, id);
  if (!category) throw notFound(`Category ${id} does not exist.`);
  return category;
}

/** A new category, with the VAT rate its new products take (null: none, they take 0). */
export async function registerCategory(db: Db, name: string, defaultVatRate: VatRate | null): Promise<void> {
  await assertNameFree(db, name);
  await repository.insertCategory(db, name, defaultVatRate);
}

/** Renames a category and, unless `defaultVatRate` is undefined, changes its default rate. */
export async function updateCategory(db: Db, id: number, name: string, defaultVatRate: VatRate | null | undefined): Promise<void> {
  if (!(await repository.findCategory(db, id))) throw notFound(`Category ${id} does not exist.`);
  await assertNameFree(db, name, id);
  await repository.updateCategory(db, id, name, defaultVatRate);
}
