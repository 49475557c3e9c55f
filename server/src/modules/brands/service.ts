import type { Brand } from '@hanout/contract';
import { badRequest, conflict, notFound } from '../../lib/problems';
import type { Db } from '../../db/connect';
import * as repository from './repository';

export { listBrands, searchBrands } from './repository';

/** 400 for an unknown category; 409 when the category already has a brand of this name (any case). */
async function assertBrandAllowed(db: Db, name: string, categoryId: number, exceptId?: number) {
  const category = await repository.categoryName(db, categoryId);
  if (category === undefined) throw badRequest(`category: Category ${categoryId} does not exist.`);
  if (await repository.hasBrandNamed(db, name, categoryId, exceptId))
    throw conflict(`The category '${category}' already has a brand named '${name}'.`);
}

export async function findBrand(db: Db, id: number): Promise<Brand> {
  const brand = await repository.findBrand(db, id);
  if (!brand) throw notFound(`Brand ${id} does not exist.`);
  return brand;
}

export async function registerBrand(db: Db, name: string, categoryId: number): Promise<void> {
  await assertBrandAllowed(db, name, categoryId);
  await repository.insertBrand(db, name, categoryId);
}

export async function updateBrand(db: Db, id: number, name: string, categoryId: number): Promise<void> {
  if (!(await repository.brandExists(db, id))) throw notFound(`Brand ${id} does not exist.`);
  await assertBrandAllowed(db, name, categoryId, id);
  await repository.updateBrand(db, id, name, categoryId);
}
