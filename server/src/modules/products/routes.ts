import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  idParams,
  message,
  paged,
  product,
  productEquivalentsAnswer,
  productLookupAnswer,
  productLookupQuery,
  referencedId,
  registerProductRequest,
  textSearchQuery,
  updateProductAnswer,
  updateProductRequest,
  type Product,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { textSearchExport, type ExportColumn } from '../../http/export';
import { notFound } from '../../lib/problems';
import { localDate } from '../../lib/clock';
import { findProduct, lookupProducts, registerProduct, searchProducts, updateProduct } from './service';
import { noneOrExpiredLot } from './expired-lot';
import { parseGs1 } from '../../lib/gs1';
import { expiryWindow } from '../stock';
import { lookupScan } from './scan';
import { equivalentsOf } from './equivalents';
import { requireUser } from '../auth';

const tags = ['products'];
const admin = { access: 'admin' as const };

const EXPORT_COLUMNS: ExportColumn<Product>[] = [
  { header: 'Product', value: (product) => product.name },
  { header: 'Barcode', value: (product) => product.barcode },
  { header: 'Brand', value: (product) => product.brand.name },
  { header: 'Category', value: (product) => product.brand.category.name },
  { header: 'Unit', value: (product, t) => t(product.unit.name) },
  { header: 'VAT rate (%)', type: 'integer', value: (product) => product.vatRate },
  { header: 'Reorder level', type: 'integer', value: (product) => product.reorderLevel },
  // Several ingredients and their dosages joined by " + ", as the product import splits them.
  { header: 'DCI', value: (product) => product.dci.map((ingredient) => ingredient.name).join(' + ') },
  { header: 'Dosage', value: (product) => product.dci.map((ingredient) => ingredient.strength).join(' + ') },
  { header: 'Form', value: (product) => product.form },
  { header: 'Units per pack', type: 'integer', value: (product) => product.unitsPerPack },
  { header: 'PPV (DH)', type: 'money', value: (product) => product.ppv },
  { header: 'PPH (DH)', type: 'money', cost: true, value: (product) => product.pph },
  { header: 'Schedule', value: (product) => (product.schedule === 'NONE' ? null : product.schedule) },
];

export const productRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(product) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchProducts(db, text, page, size);
  });

  textSearchExport(app, {
    tags,
    description: 'The products the search finds',
    name: 'products',
    title: 'Products',
    timeZone: config.timeZone,
    columns: EXPORT_COLUMNS,
    search: (text, page, size) => searchProducts(db, text, page, size),
  });

  app.get('/lookup', { schema: { tags, querystring: productLookupQuery, response: { 200: productLookupAnswer } } }, async (request) => {
    const scan = parseGs1(request.query.q);
    if (scan) return lookupScan(db, scan, await expiryWindow(db, config.timeZone));
    const today = localDate(config.timeZone);
    const found = await lookupProducts(db, request.query.q, today);
    return found.length ? found : noneOrExpiredLot(db, request.query.q, today);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: product } } }, async (request) => {
    const found = await findProduct(db, request.params.id);
    if (!found) throw notFound(`Product ${request.params.id} does not exist.`);
    return found;
  });

  app.get(
    '/:id/equivalents',
    {
      schema: {
        tags,
        description:
          'The products with the same active ingredients, strengths and form, cheapest first (by the price of the batch ' +
          'that would be sold first; those with none left last), each with its unexpired quantity and its price less the product’s own',
        params: idParams,
        response: { 200: productEquivalentsAnswer },
      },
    },
    (request) => equivalentsOf(db, request.params.id, localDate(config.timeZone)),
  );

  app.post('/', { config: admin, schema: { tags, body: registerProductRequest, response: { 200: message } } }, async (request) => {
    const { brand, unit, ...values } = request.body;
    await registerProduct(db, { ...values, brandId: referencedId(brand), unitId: referencedId(unit) });
    return { message: 'Product registered successfully!' };
  });

  app.put(
    '/',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Changes a product. A PPV given reprices every batch of the product priced above it to the PPV, in the same ' +
          'transaction, each change kept in the batch’s price history: the answer lists them.',
        body: updateProductRequest,
        response: { 200: updateProductAnswer },
      },
    },
    async (request) => {
      const { id, brand, unit, ...values } = request.body;
      const changes = { ...values, brandId: referencedId(brand), unitId: referencedId(unit) };
      const repricedBatches = await updateProduct(db, id, changes, requireUser(request).id);
      return { message: 'Product updated successfully!', repricedBatches };
    },
  );
  done();
};
