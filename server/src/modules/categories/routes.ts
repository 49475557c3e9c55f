import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  category,
  categoryList,
  idParams,
  message,
  paged,
  registerCategoryRequest,
  textSearchQuery,
  updateCategoryRequest,
} from '@hanout/contract';
import type { AppContext } from '../../app';
import { conflict, notFound } from '../../common/problems';
import { containsText, fetchPage } from '../../common/paging';
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

/** Categories: any signed-in user reads them (GRN and stock screens need them); administrators write. */
export const categoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const admin = { access: 'admin' as const };

  app.get('/', { schema: { tags: ['categories'], response: { 200: categoryList } } }, async () =>
    db
      .selectFrom('categories')
      .select(CATEGORY_COLUMNS)
      .orderBy(sql`lower(${sql.ref('name')})`)
      .orderBy('id')
      .execute(),
  );

  app.get(
    '/search',
    { schema: { tags: ['categories'], querystring: textSearchQuery, response: { 200: paged(category) } } },
    async (request) => {
      const { text, page, size } = request.query;
      let query = db.selectFrom('categories').select(CATEGORY_COLUMNS);
      if (text) query = query.where(containsText('name', text));
      return fetchPage(query.orderBy('id'), page, size, (row) => row);
    },
  );

  app.get('/:id', { schema: { tags: ['categories'], params: idParams, response: { 200: category } } }, async (request) => {
    const row = await db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound(`Category ${request.params.id} does not exist.`);
    return row;
  });

  app.post(
    '/',
    { config: admin, schema: { tags: ['categories'], body: registerCategoryRequest, response: { 200: message } } },
    async (request) => {
      const { name, defaultVatRate = null } = request.body;
      await assertNameFree(db, name);
      await db.insertInto('categories').values({ name, defaultVatRate }).execute();
      return { message: 'Category registered successfully.' };
    },
  );

  app.put(
    '/',
    { config: admin, schema: { tags: ['categories'], body: updateCategoryRequest, response: { 200: message } } },
    async (request) => {
      const { id, name, defaultVatRate } = request.body;
      const existing = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound(`Category ${id} does not exist.`);
      await assertNameFree(db, name, id);
      await db
        .updateTable('categories')
        .set({ name, ...(defaultVatRate === undefined ? {} : { defaultVatRate }) })
        .where('id', '=', id)
        .execute();
      return { message: 'Category updated successfully.' };
    },
  );
};
