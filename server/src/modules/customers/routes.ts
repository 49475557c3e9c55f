import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { customer, idParams, message, paged, registerCustomerRequest, textSearchQuery, updateCustomerRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import { findCustomer, insertCustomer, searchCustomers, updateCustomer } from './queries';

const tags = ['customers'];

/** Customers: open to every signed-in user, for reads and writes. */
export const customerRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(customer) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchCustomers(db, text, page, size);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: customer } } }, (request) => findCustomer(db, request.params.id));

  app.post('/', { schema: { tags, body: registerCustomerRequest, response: { 200: message } } }, async (request) => {
    await insertCustomer(db, request.body);
    return { message: 'Customer registered successfully.' };
  });

  app.put('/', { schema: { tags, body: updateCustomerRequest, response: { 200: message } } }, async (request) => {
    await updateCustomer(db, request.body);
    return { message: 'Customer updated successfully.' };
  });
  done();
};
