import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { containsText, fetchPage } from '../../common/paging';
import { conflict, notFound } from '../../common/problems';
import { companyColumns, companyNameTaken, findCompany } from './queries';

const tags = ['companies'];
const duplicateName = () => conflict('A company with this name already exists.');

export const companyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/', { schema: { tags, response: { 200: companyList } } }, async () =>
    db.selectFrom('companies').select(companyColumns).orderBy('name').orderBy('id').execute(),
  );

  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(company) } } }, async (request) => {
    const { text, page, size } = request.query;
    let query = db.selectFrom('companies').select(companyColumns);
    if (text) {
      query = query.where((eb) =>
        eb.or(['companies.name', 'companies.email', 'companies.mobile', 'companies.address'].map((column) => containsText(column, text))),
      );
    }
    return fetchPage(query.orderBy('companies.id'), page, size, (row) => row);
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
      const { name, email, mobile, address } = request.body;
      if (await companyNameTaken(db, name)) throw duplicateName();
      await db.insertInto('companies').values({ name, email: email.toLowerCase(), mobile, address }).execute();
      return { message: 'Company registered successfully.' };
    },
  );

  app.put(
    '/',
    { config: { access: 'admin' }, schema: { tags, body: updateCompanyRequest, response: { 200: message } } },
    async (request) => {
      const { id, name, email, mobile, address } = request.body;
      if (!(await findCompany(db, id))) throw notFound(`Company ${id} does not exist.`);
      if (await companyNameTaken(db, name, id)) throw duplicateName();
      await db.updateTable('companies').set({ name, email: email.toLowerCase(), mobile, address }).where('id', '=', id).execute();
      return { message: 'Company updated successfully' };
    },
  );
};
