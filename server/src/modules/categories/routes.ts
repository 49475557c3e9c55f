import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
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
import type { AppContext } from '../../context';
import { findCategory, listCategories, registerCategory, searchCategories, updateCategory } from './service';

const tags = ['categories'];
const admin = { access: 'admin' as const };

/** Categories: any signed-in user reads them (GRN and stock screens need them); administrators write. */
export const categoryRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/', { schema: { tags, response: { 200: categoryList } } }, () => listCategories(db));

  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(category) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchCategories(db, text, page, size);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: category } } }, (request) => findCategory(db, request.params.id));

  app.post('/', { config: admin, schema: { tags, body: registerCategoryRequest, response: { 200: message } } }, async (request) => {
    await registerCategory(db, request.body.name, request.body.defaultVatRate ?? null);
    return { message: 'Category registered successfully.' };
  });

  app.put('/', { config: admin, schema: { tags, body: updateCategoryRequest, response: { 200: message } } }, async (request) => {
    await updateCategory(db, request.body.id, request.body.name, request.body.defaultVatRate);
    return { message: 'Category updated successfully.' };
  });
  done();
};
