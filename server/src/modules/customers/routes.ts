import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customer, idParams, message, paged, registerCustomerRequest, textSearchQuery, updateCustomerRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../common/problems';
import { CUSTOMER_COLUMNS, searchCustomers } from './queries';

/** Customers: open to every signed-in user, for reads and writes. */
export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/search',
    { schema: { tags: ['customers'], querystring: textSearchQuery, response: { 200: paged(customer) } } },
    async (request) => {
      const { text, page, size } = request.query;
      return searchCustomers(db, text, page, size);
    },
  );

  app.get('/:id', { schema: { tags: ['customers'], params: idParams, response: { 200: customer } } }, async (request) => {
    const row = await db.selectFrom('customers').select(CUSTOMER_COLUMNS).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound(`Customer ${request.params.id} does not exist.`);
    return row;
  });

  app.post('/', { schema: { tags: ['customers'], body: registerCustomerRequest, response: { 200: message } } }, async (request) => {
    const { ice, name, mobile } = request.body;
    await db.insertInto('customers').values({ ice, name, mobile, createdAt: new Date().toISOString() }).execute();
    return { message: 'Customer registered successfully.' };
  });

  app.put('/', { schema: { tags: ['customers'], body: updateCustomerRequest, response: { 200: message } } }, async (request) => {
    const { id, ice, name, mobile } = request.body;
    const result = await db.updateTable('customers').set({ ice, name, mobile }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(`Customer ${id} does not exist.`);
    return { message: 'Customer updated successfully.' };
  });
};
