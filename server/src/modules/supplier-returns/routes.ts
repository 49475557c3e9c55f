import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idempotencyHeaders, idParams, supplierReturn, supplierReturnRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import { renderSupplierReturnPdf } from '../../pdf/supplier-return-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { costVisibility, requireUser } from '../auth';
import { readCommitted, writeOnce } from '../idempotency';
import { createSupplierReturn } from './create-supplier-return';
import { loadSupplierReturn, loadSupplierReturnDocument } from './service';
import { documentAsIssued } from '../documents';

const tags = ['supplier returns'];

/** Supplier returns recorded on a GRN, under /api/grn/{id}: open to every signed-in user, as receiving goods is. */
export const grnSupplierReturnRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.post(
    '/:id/returns',
    {
      schema: {
        tags,
        description:
          'Records a supplier return (retour fournisseur RF-YYYY-NNNNNN) sending units of the GRN’s batches back to its supplier: ' +
          'they leave their batch (409 when it holds fewer, when the batch was not received on this GRN, or beyond what it received ' +
          'less what already went back). Its value at the GRN’s buying prices, VAT included, lowers what the shop owes the supplier. ' +
          'Buying prices and values are answered to administrators only.',
        params: idParams,
        body: supplierReturnRequest,
        headers: idempotencyHeaders,
        response: { 200: supplierReturn },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const grnId = request.params.id;
      const { id, replayed } = await writeOnce(
        db,
        { userId, key: request.headers['idempotency-key'], route: `POST /api/grn/${grnId}/returns`, body: request.body },
        (complete) => createSupplierReturn(db, grnId, request.body, { userId, timeZone: config.timeZone, complete }),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return readCommitted(() => loadSupplierReturn(db, id, costVisibility(request)));
    },
  );
  done();
};

/** Supplier returns, under /api/supplier-returns. */
export const supplierReturnRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/:id',
    {
      schema: {
        tags,
        description: 'A supplier return as issued; buying prices and values for administrators only.',
        params: idParams,
        response: { 200: supplierReturn },
      },
    },
    (request) => loadSupplierReturn(db, request.params.id, costVisibility(request)),
  );
  app.get(
    '/:id/report',
    {
      schema: {
        tags,
        description: 'The supplier return as a PDF, in the shop’s document language, naming the GRN it refers to.',
        params: idParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderSupplierReturnPdf(
          await documentAsIssued(db, 'supplier-return', request.params.id, loadSupplierReturnDocument),
          config.timeZone,
          costVisibility(request),
        ),
      ),
  );
  done();
};
