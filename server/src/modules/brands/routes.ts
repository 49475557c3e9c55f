import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { brand, brandList, idParams, message, paged, registerBrandRequest, textSearchQuery, updateBrandRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../common/problems';
import { containsText, fetchPage } from '../../common/paging';
import type { Db } from '../../db/connect';

function brandsWithCategory(db: Db) {
  return db
    .selectFrom('brands')
    .innerJoin('categories', 'categories.id', 'brands.categoryId')
    .select(['brands.id', 'brands.name', 'categories.id as categoryId', 'categories.name as categoryName']);
}
type BrandRow = { id: number; name: string; categoryId: number; categoryName: string };
const toBrand = (row: BrandRow) => ({ id: row.id, name: row.name, category: { id: row.categoryId, name: row.categoryName } });

/** 400 for an unknown category; 409 when the category already has a brand of this name (any case). */
async function assertBrandAllowed(db: Db, name: string, categoryId: number, exceptId?: number) {
  const found = await db.selectFrom('categories').select('name').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw badRequest(`category: Category ${categoryId} does not exist.`);
  let query = db
    .selectFrom('brands')
    .select('id')
    .where('categoryId', '=', categoryId)
    .where(sql<boolean>`lower(${sql.ref('name')}) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`The category '${found.name}' already has a brand named '${name}'.`);
}

/** Brands: any signed-in user reads them (GRN and stock screens need them); administrators write. */
export const brandRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const admin = { access: 'admin' as const };

  app.get('/', { schema: { tags: ['brands'], response: { 200: brandList } } }, async () =>
    (
      await brandsWithCategory(db)
        .orderBy(sql`lower(${sql.ref('brands.name')})`)
        .orderBy('brands.id')
        .execute()
    ).map(toBrand),
  );

  app.get('/search', { schema: { tags: ['brands'], querystring: textSearchQuery, response: { 200: paged(brand) } } }, async (request) => {
    const { text, page, size } = request.query;
    let query = brandsWithCategory(db);
    if (text) query = query.where((eb) => eb.or([containsText('brands.name', text), containsText('categories.name', text)]));
    return fetchPage(query.orderBy('brands.id'), page, size, toBrand);
  });

  app.get('/:id', { schema: { tags: ['brands'], params: idParams, response: { 200: brand } } }, async (request) => {
    const row = await brandsWithCategory(db).where('brands.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound(`Brand ${request.params.id} does not exist.`);
    return toBrand(row);
  });

  app.post(
    '/',
    { config: admin, schema: { tags: ['brands'], body: registerBrandRequest, response: { 200: message } } },
    async (request) => {
      const { name, category } = request.body;
      await assertBrandAllowed(db, name, category.id);
      await db.insertInto('brands').values({ name, categoryId: category.id }).execute();
      return { message: 'Brand registered successfully.' };
    },
  );

  app.put('/', { config: admin, schema: { tags: ['brands'], body: updateBrandRequest, response: { 200: message } } }, async (request) => {
    const { id, name, category } = request.body;
    const existing = await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(`Brand ${id} does not exist.`);
    await assertBrandAllowed(db, name, category.id, id);
    await db.updateTable('brands').set({ name, categoryId: category.id }).where('id', '=', id).execute();
    return { message: 'Brand updated successfully' };
  });
};
