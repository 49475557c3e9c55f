import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  company,
  companyList,
  idParams,
  message,
  paged,
  registerCompanyRequest,
  textSearchQuery,
  updateCompanyRequest,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { findCompany, listCompanies, registerCompany, searchCompanies, updateCompany } from './service';

const tags = ['companies'];

export const companyRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/', { schema: { tags, response: { 200: companyList } } }, () => listCompanies(db));

  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(company) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchCompanies(db, text, page, size);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: company } } }, (request) => findCompany(db, request.params.id));

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: registerCompanyRequest, response: { 200: message } } },
    async (request) => {
      await registerCompany(db, request.body);
      return { message: 'Company registered successfully.' };
    },
  );

  app.put(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: updateCompanyRequest, response: { 200: message } } },
    async (request) => {
      const { id, ...values } = request.body;
      await updateCompany(db, id, values);
      return { message: 'Company updated successfully' };
    },
  );
  done();
};
