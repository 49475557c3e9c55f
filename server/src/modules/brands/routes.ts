import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { brand, brandList, idParams, message, paged, registerBrandRequest, textSearchQuery, updateBrandRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import { findBrand, listBrands, registerBrand, searchBrands, updateBrand } from './service';

const tags = ['brands'];
const admin = { access: 'admin' as const };

/** Brands: any signed-in user reads them (GRN and stock screens need them); administrators write. */
export const brandRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/', { schema: { tags, response: { 200: brandList } } }, () => listBrands(db));

  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(brand) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchBrands(db, text, page, size);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: brand } } }, (request) => findBrand(db, request.params.id));

  app.post('/', { config: admin, schema: { tags, body: registerBrandRequest, response: { 200: message } } }, async (request) => {
    await registerBrand(db, request.body.name, request.body.category.id);
    return { message: 'Brand registered successfully.' };
  });

  app.put('/', { config: admin, schema: { tags, body: updateBrandRequest, response: { 200: message } } }, async (request) => {
    const { id, name, category } = request.body;
    await updateBrand(db, id, name, category.id);
    return { message: 'Brand updated successfully' };
  });
  done();
};
