import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customer,
  customerTypeOf,
  idParams,
  message,
  paged,
  registerCustomerRequest,
  textSearchQuery,
  updateCustomerRequest,
} from '@hanout/contract';
import type { AppContext } from '../../app';
import { conflict, notFound } from '../../common/problems';
import { findCustomer, findTwin, searchCustomers } from './queries';

const tags = ['customers'];

/** Customers: open to every signed-in user, for reads and writes. */
export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(customer) } } }, async (request) => {
    const { text, page, size } = request.query;
    return searchCustomers(db, text, page, size);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: customer } } }, async (request) => {
    const found = await findCustomer(db, request.params.id);
    if (!found) throw notFound(`Customer ${request.params.id} does not exist.`);
    return found;
  });

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Registers a customer. Without `type`, a customer with an ICE is a business, else an individual. ' +
          'A customer with the same name and mobile as an existing one answers 409 unless `confirmDuplicate` is true.',
        body: registerCustomerRequest,
        response: { 200: message },
      },
    },
    async (request) => {
      const { ice, name, mobile, address, confirmDuplicate } = request.body;
      if (!confirmDuplicate && (await findTwin(db, name, mobile))) {
        throw conflict(
          `A customer named '${name}' with mobile ${mobile} is already registered. Send confirmDuplicate: true to register another one.`,
        );
      }
      await db
        .insertInto('customers')
        .values({ ice, name, mobile, address, type: customerTypeOf(request.body), createdAt: new Date().toISOString() })
        .execute();
      return { message: 'Customer registered successfully.' };
    },
  );

  app.put('/', { schema: { tags, body: updateCustomerRequest, response: { 200: message } } }, async (request) => {
    const { id, ice, name, mobile, address } = request.body;
    const result = await db
      .updateTable('customers')
      .set({ ice, name, mobile, type: customerTypeOf(request.body), ...(address === undefined ? {} : { address }) })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(`Customer ${id} does not exist.`);
    return { message: 'Customer updated successfully.' };
  });

  app.delete('/:id', { schema: { tags, params: idParams, response: { 200: message } } }, async (request) => {
    const { id } = request.params;
    await db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('customers').select(['isWalkIn']).where('id', '=', id).executeTakeFirst();
      if (!found) throw notFound(`Customer ${id} does not exist.`);
      if (found.isWalkIn) throw conflict("The walk-in customer 'Client comptoir' cannot be deleted.");
      const invoiced = await trx.selectFrom('invoices').select('id').where('customerId', '=', id).limit(1).executeTakeFirst();
      if (invoiced) throw conflict('This customer has invoices and cannot be deleted.');
      await trx.deleteFrom('customers').where('id', '=', id).execute();
    });
    return { message: 'Customer deleted successfully.' };
  });
};
