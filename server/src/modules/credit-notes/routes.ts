import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { creditNote, creditNoteRequest, idempotencyHeaders, idParams } from '@hanout/contract';
import type { AppContext } from '../../context';
import { renderCreditNotePdf } from '../../pdf/credit-note-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { requireUser } from '../auth';
import { readCommitted, writeOnce } from '../idempotency';
import { createCreditNote } from './issue-credit-note';
import { loadCreditNote, loadCreditNoteDocument } from './service';
import { documentAsIssued } from '../documents';

const tags = ['credit notes'];

/** Credit notes issued on an invoice, under /api/invoice/{id}: open to every signed-in user, as selling is. */
export const invoiceCreditNoteRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.post(
    '/:id/credit-notes',
    {
      schema: {
        tags,
        description:
          'Records a credit note (avoir AV-YYYY-NNNNNN) returning units of the invoice’s lines, put back into their batch when ' +
          '`restock` is true and the batch has not expired. `amount` is refunded by `paymentType`; the rest of the credit ' +
          'note lowers what the invoice still owes (409 when it would exceed it, or when a line is returned beyond what was sold).',
        params: idParams,
        body: creditNoteRequest,
        headers: idempotencyHeaders,
        response: { 200: creditNote },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const invoiceId = request.params.id;
      const { id, replayed } = await writeOnce(
        db,
        { userId, key: request.headers['idempotency-key'], route: `POST /api/invoice/${invoiceId}/credit-notes`, body: request.body },
        (complete) => createCreditNote(db, invoiceId, request.body, userId, config.timeZone, new Date(), complete),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return readCommitted(() => loadCreditNote(db, id));
    },
  );
  done();
};

/** Credit notes, under /api/credit-notes. */
export const creditNoteRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/:id',
    { schema: { tags, description: 'A credit note as issued.', params: idParams, response: { 200: creditNote } } },
    (request) => loadCreditNote(db, request.params.id),
  );
  app.get(
    '/:id/report',
    {
      schema: {
        tags,
        description: 'The credit note as a PDF, in the shop’s document language, naming the invoice it corrects.',
        params: idParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderCreditNotePdf(await documentAsIssued(db, 'credit-note', request.params.id, loadCreditNoteDocument), config.timeZone),
      ),
  );
  done();
};
