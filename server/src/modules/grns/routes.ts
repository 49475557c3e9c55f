import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  exportRequest,
  grnDetail,
  grnListItem,
  grnRequest,
  grnSearchRequest,
  idempotencyHeaders,
  idParams,
  paged,
  PAYMENT_TYPE_LABELS,
  type GrnListItem,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { exportSchema, sendExport, type ExportColumn } from '../../http/export';
import { renderGrnPdf } from '../../pdf/grn-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { costVisibility, requireUser } from '../auth';
import { readCommitted, writeOnce } from '../idempotency';
import { expiryWindow } from '../stock';
import { createGrn } from './create-grn';
import { searchGrns } from './repository';
import { loadGrn, loadGrnDocument } from './service';
import { documentAsIssued } from '../documents';

const tags = ['grn'];

const EXPORT_COLUMNS: ExportColumn<GrnListItem>[] = [
  { header: 'GRN No.', value: (grn) => grn.number },
  { header: 'Date', type: 'dateTime', value: (grn) => grn.dateTime },
  { header: 'Supplier', value: (grn) => grn.supplier.name },
  { header: 'Payment Type', value: (grn, t) => t(PAYMENT_TYPE_LABELS[grn.grnPayment.paymentType]) },
  // What was bought, paid and owed tells the buying prices: administrators only.
  { header: 'Total Amount', type: 'money', cost: true, value: (grn) => grn.total },
  { header: 'Paid Amount', type: 'money', cost: true, value: (grn) => grn.grnPayment.payment },
  { header: 'Balance', type: 'money', cost: true, value: (grn) => grn.grnPayment.balance },
];

/** Goods received notes: recording one adds its lines to stock and answers its PDF. */
export const grnRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  const sendGrnPdf = async (request: FastifyRequest, reply: FastifyReply, id: number) =>
    sendPdf(reply, await renderGrnPdf(await documentAsIssued(db, 'grn', id, loadGrnDocument), config.timeZone, costVisibility(request)));

  app.post('/', { schema: { tags, body: grnRequest, headers: idempotencyHeaders, response: { 200: pdfFile } } }, async (request, reply) => {
    const userId = requireUser(request).id;
    const { id, replayed } = await writeOnce(
      db,
      { userId, key: request.headers['idempotency-key'], route: 'POST /api/grn', body: request.body },
      (complete) => createGrn(db, request.body, userId, config.timeZone, new Date(), complete),
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return readCommitted(() => sendGrnPdf(request, reply, id));
  });

  app.post('/search', { schema: { tags, body: grnSearchRequest, response: { 200: paged(grnListItem) } } }, async (request) =>
    searchGrns(db, request.body, costVisibility(request)),
  );

  app.post(
    '/export',
    { schema: exportSchema({ tags, description: 'The GRNs of a range of days, newest first', body: exportRequest(grnSearchRequest) }) },
    (request, reply) =>
      sendExport(request, reply, {
        format: request.body.format,
        name: 'grns',
        title: 'Goods received notes',
        timeZone: config.timeZone,
        columns: EXPORT_COLUMNS,
        pages: (page, size) => searchGrns(db, { ...request.body, page, size }, costVisibility(request)),
      }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        description:
          'A GRN as issued, with its lines, the units of each returned to the supplier and what can still go back, and its ' +
          'supplier returns. Buying prices and values for administrators only.',
        params: idParams,
        response: { 200: grnDetail },
      },
    },
    async (request) => loadGrn(db, request.params.id, await expiryWindow(db, config.timeZone), costVisibility(request)),
  );

  app.get('/report/:id', { schema: { tags, params: idParams, response: { 200: pdfFile } } }, async (request, reply) =>
    sendGrnPdf(request, reply, request.params.id),
  );
  done();
};
