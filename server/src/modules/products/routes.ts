import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  message,
  paged,
  product,
  referencedId,
  registerProductRequest,
  textSearchQuery,
  updateProductRequest,
} from '@hanout/contract';
import type { AppContext } from '../../app';
import type { Db } from '../../db/connect';
import { containsText, fetchPage } from '../../common/paging';
import { matchesText } from '../../common/search';
import { badRequest, conflict, notFound } from '../../common/problems';
import { findProduct, selectProducts, toProduct } from './queries';

const tags = ['products'];

/**
 * Checks the brand and unit exist (400 otherwise) and that no other product has the same name, brand
 * and unit (409). Answers the default VAT rate of the brand's category (null when it has none).
 */
async function checkProduct(db: Db, values: { name: string; brandId: number; unitId: number }, exceptId?: number) {
  const [brand, unit] = await Promise.all([
    db
      .selectFrom('brands')
      .innerJoin('categories', 'categories.id', 'brands.categoryId')
      .select(['brands.id', 'categories.defaultVatRate'])
      .where('brands.id', '=', values.brandId)
      .executeTakeFirst(),
    db.selectFrom('units').select('id').where('id', '=', values.unitId).executeTakeFirst(),
  ]);
  if (!brand) throw badRequest(`brand: Brand ${values.brandId} does not exist`);
  if (!unit) throw badRequest(`unit: Unit ${values.unitId} does not exist`);
  let twin = db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', values.name.toLowerCase()))
    .where('brandId', '=', values.brandId)
    .where('unitId', '=', values.unitId);
  if (exceptId !== undefined) twin = twin.where('id', '<>', exceptId);
  if (await twin.executeTakeFirst()) throw conflict('A product with this name, brand and unit already exists.');
  return brand.defaultVatRate;
}

export const productRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(product) } } }, async (request) => {
    const { text, page, size } = request.query;
    let query = selectProducts(db);
    if (text) {
      // The product's name through its search index (common/search.ts), its brand's and category's directly.
      query = query.where((eb) =>
        eb.or([matchesText(db, 'products', text), containsText('brands.name', text), containsText('categories.name', text)]),
      );
    }
    return fetchPage(query.orderBy('products.id'), page, size, toProduct);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: product } } }, async (request) => {
    const found = await findProduct(db, request.params.id);
    if (!found) throw notFound(`Product ${request.params.id} does not exist.`);
    return found;
  });

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: registerProductRequest, response: { 200: message } } },
    async (request) => {
      const values = { name: request.body.name, brandId: referencedId(request.body.brand), unitId: referencedId(request.body.unit) };
      const categoryRate = await checkProduct(db, values);
      await db
        .insertInto('products')
        .values({ ...values, vatRate: request.body.vatRate ?? categoryRate ?? 0 })
        .execute();
      return { message: 'Product registered successfully!' };
    },
  );

  app.put(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: updateProductRequest, response: { 200: message } } },
    async (request) => {
      const { id } = request.body;
      const values = { name: request.body.name, brandId: referencedId(request.body.brand), unitId: referencedId(request.body.unit) };
      const existing = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound(`Product ${id} does not exist.`);
      await checkProduct(db, values, id);
      const { vatRate } = request.body;
      await db
        .updateTable('products')
        .set({ ...values, ...(vatRate === undefined ? {} : { vatRate }) })
        .where('id', '=', id)
        .execute();
      return { message: 'Product updated successfully!' };
    },
  );
};
