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
import { conflict, notFound } from '../../lib/problems';
import { companyNameTaken, findCompany, insertCompany, listCompanies, searchCompanies, updateCompany } from './queries';

const tags = ['companies'];
const duplicateName = () => conflict('A company with this name already exists.');

export const companyRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/', { schema: { tags, response: { 200: companyList } } }, () => listCompanies(db));

  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(company) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchCompanies(db, text, page, size);
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: company } } }, async (request) => {
    const found = await findCompany(db, request.params.id);
    if (!found) throw notFound(`Company ${request.params.id} does not exist.`);
    return found;
  });

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: registerCompanyRequest, response: { 200: message } } },
    async (request) => {
      if (await companyNameTaken(db, request.body.name)) throw duplicateName();
      await insertCompany(db, request.body);
      return { message: 'Company registered successfully.' };
    },
  );

  app.put(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: updateCompanyRequest, response: { 200: message } } },
    async (request) => {
      const { id, ...values } = request.body;
      if (!(await findCompany(db, id))) throw notFound(`Company ${id} does not exist.`);
      if (await companyNameTaken(db, values.name, id)) throw duplicateName();
      await updateCompany(db, id, values);
      return { message: 'Company updated successfully' };
    },
  );
  done();
};
