import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { recall, recallQuery } from '@hanout/contract';
import type { AppContext } from '../../context';
import { renderRecallPdf } from '../../pdf/recall-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { loadRecall, loadRecallDocument } from './service';

const tags = ['stock'];

/** A lot recall, under /api/stock: open to every signed-in user, as the pharmacist at the counter must answer it. */
export const recallRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/recall',
    {
      schema: {
        tags,
        description:
          'Every batch with this lot number (as entered on the GRN, in any case) and every sale of its units, newest first, ' +
          'including sales of mixed preparations made from it, with the customer and what was brought back.',
        querystring: recallQuery,
        response: { 200: recall },
      },
    },
    (request) => loadRecall(db, request.query),
  );
  app.get(
    '/recall/report',
    {
      schema: {
        tags,
        description: 'The lot recall as a PDF, in the shop’s document language.',
        querystring: recallQuery,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => sendPdf(reply, await renderRecallPdf(await loadRecallDocument(db, request.query), config.timeZone)),
  );
  done();
};
