import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  message,
  paged,
  referencedId,
  registerSupplierRequest,
  supplier,
  textSearchQuery,
  updateSupplierRequest,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { containsText, fetchPage } from '../../common/paging';
import { badRequest, notFound } from '../../common/problems';
import { findSupplier, selectSuppliers, toSupplier } from './queries';

const tags = ['suppliers'];

async function requireCompany(db: Db, companyId: number): Promise<void> {
  const found = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!found) throw badRequest(`company: Company ${companyId} does not exist`);
}

export const supplierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(supplier) } } }, async (request) => {
    const { text, page, size } = request.query;
    let query = selectSuppliers(db);
    if (text) {
      query = query.where((eb) =>
        eb.or(['suppliers.name', 'suppliers.email', 'suppliers.mobile', 'companies.name'].map((column) => containsText(column, text))),
      );
    }
    return fetchPage(query.orderBy('suppliers.id'), page, size, toSupplier);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: supplier } } }, async (request) => {
    const found = await findSupplier(db, request.params.id);
    if (!found) throw notFound(`Supplier ${request.params.id} does not exist.`);
    return found;
  });

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: registerSupplierRequest, response: { 200: message } } },
    async (request) => {
      const { name, email, mobile, company } = request.body;
      await requireCompany(db, company);
      await db.insertInto('suppliers').values({ name, email: email.toLowerCase(), mobile, companyId: company }).execute();
      return { message: 'Supplier registered successfully!' };
    },
  );

  app.put(
    '/update',
    { config: { access: 'admin' }, schema: { tags, body: updateSupplierRequest, response: { 200: message } } },
    async (request) => {
      const { id, name, email, mobile } = request.body;
      const companyId = referencedId(request.body.company);
      const existing = await db.selectFrom('suppliers').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound(`Supplier ${id} does not exist.`);
      await requireCompany(db, companyId);
      await db.updateTable('suppliers').set({ name, email: email.toLowerCase(), mobile, companyId }).where('id', '=', id).execute();
      return { message: 'Supplier updated successfully!' };
    },
  );
};
