import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  customer,
  idParams,
  message,
  paged,
  registerCustomerRequest,
  textSearchQuery,
  updateCustomerRequest,
  type Customer,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { textSearchExport, type ExportColumn } from '../../http/export';
import { forbidden } from '../../lib/problems';
import { requireUser } from '../auth';
import { deleteCustomer, findCustomer, findWalkInCustomer, registerCustomer, searchCustomers, updateCustomer } from './service';

const tags = ['customers'];

/** Staff may register and edit customers, but only an administrator decides how much one may owe. */
function checkCreditLimitAccess(request: FastifyRequest, creditLimit: number | null | undefined) {
  if (creditLimit !== undefined && requireUser(request).role !== 'ROLE_ADMIN')
    throw forbidden('Only an administrator can set a credit limit.');
}

const EXPORT_COLUMNS: ExportColumn<Customer>[] = [
  { header: 'Name', value: (customer) => customer.name },
  { header: 'Type', value: (customer, t) => t(customer.type === 'BUSINESS' ? 'Business' : 'Individual') },
  { header: 'ICE', value: (customer) => customer.ice },
  { header: 'Mobile', value: (customer) => customer.mobile },
  { header: 'Address', value: (customer) => customer.address },
  { header: 'Credit limit (DH)', type: 'money', value: (customer) => customer.creditLimit },
];

/** Customers: open to every signed-in user, for reads and writes. */
export const customerRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(customer) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchCustomers(db, text, page, size);
  });

  textSearchExport(app, {
    tags,
    description: 'The customers the search finds',
    name: 'customers',
    title: 'Customers',
    timeZone: config.timeZone,
    columns: EXPORT_COLUMNS,
    search: (text, page, size) => searchCustomers(db, text, page, size),
  });

  app.get('/walk-in', { schema: { tags, response: { 200: customer } } }, () => findWalkInCustomer(db));

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: customer } } }, (request) => findCustomer(db, request.params.id));

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Registers a customer. Without `type`, a customer with an ICE is a business, else an individual. ' +
          'A customer with the same name and mobile as an existing one answers 409 unless `confirmDuplicate` is true. ' +
          '`creditLimit` is for administrators only (403).',
        body: registerCustomerRequest,
        response: { 200: message },
      },
    },
    async (request) => {
      checkCreditLimitAccess(request, request.body.creditLimit);
      await registerCustomer(db, request.body);
      return { message: 'Customer registered successfully.' };
    },
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        description: 'Updates a customer. `creditLimit` (null for none, absent to keep it) is for administrators only (403).',
        body: updateCustomerRequest,
        response: { 200: message },
      },
    },
    async (request) => {
      checkCreditLimitAccess(request, request.body.creditLimit);
      await updateCustomer(db, request.body, { admin: requireUser(request).role === 'ROLE_ADMIN' });
      return { message: 'Customer updated successfully.' };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        description: 'Deletes a customer without invoices; the walk-in customer and customers with invoices answer 409.',
        params: idParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteCustomer(db, request.params.id);
      return { message: 'Customer deleted successfully.' };
    },
  );
  done();
};
