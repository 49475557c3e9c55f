import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  idParams,
  message,
  paged,
  referencedId,
  registerSupplierRequest,
  supplier,
  textSearchQuery,
  updateSupplierRequest,
  type Supplier,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { textSearchExport, type ExportColumn } from '../../http/export';
import { searchSuppliers } from './repository';
import { loadSupplier, registerSupplier, updateSupplier } from './service';

const tags = ['suppliers'];
const admin = { access: 'admin' as const };

const EXPORT_COLUMNS: ExportColumn<Supplier>[] = [
  { header: 'Name', value: (supplier) => supplier.name },
  { header: 'E-mail', value: (supplier) => supplier.email },
  { header: 'Mobile', value: (supplier) => supplier.mobile },
  { header: 'Company Name', value: (supplier) => supplier.company.name },
  { header: 'Company Email', value: (supplier) => supplier.company.email },
  { header: 'Company Mobile', value: (supplier) => supplier.company.mobile },
  { header: 'Company Address', value: (supplier) => supplier.company.address },
];

export const supplierRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get('/search', { schema: { tags, querystring: textSearchQuery, response: { 200: paged(supplier) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchSuppliers(db, text, page, size);
  });

  textSearchExport(app, {
    tags,
    description: 'The suppliers the search finds',
    name: 'suppliers',
    title: 'Suppliers',
    timeZone: config.timeZone,
    columns: EXPORT_COLUMNS,
    search: (text, page, size) => searchSuppliers(db, text, page, size),
  });

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: supplier } } }, (request) => loadSupplier(db, request.params.id));

  app.post('/', { config: admin, schema: { tags, body: registerSupplierRequest, response: { 200: message } } }, async (request) => {
    const { name, email, mobile, company } = request.body;
    await registerSupplier(db, { name, email, mobile, companyId: company });
    return { message: 'Supplier registered successfully!' };
  });

  app.put('/update', { config: admin, schema: { tags, body: updateSupplierRequest, response: { 200: message } } }, async (request) => {
    const { id, name, email, mobile } = request.body;
    await updateSupplier(db, id, { name, email, mobile, companyId: referencedId(request.body.company) });
    return { message: 'Supplier updated successfully!' };
  });
  done();
};
