import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  narcoticsQuery,
  narcoticsRegister,
  narcoticsReportQuery,
  ordonnancierPage,
  ordonnancierQuery,
  prescriberList,
  prescribersQuery,
  registerRangeQuery,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { narcoticsRegisterPdf } from '../../pdf/narcotics-register-pdf';
import { ordonnancierPdf } from '../../pdf/ordonnancier-pdf';
import { pdfFile, sendPdfStream } from '../../http/send-pdf';
import { listOrdonnancier, listPrescribers, loadNarcoticsDocument, loadNarcoticsRegister, loadOrdonnancierDocument } from './service';

const tags = ['registers'];

/**
 * The registers an inspector asks for, under /api/registers: the ordonnancier and the narcotics
 * register, with their PDFs, for administrators (the pharmacist): they name patients and their national
 * IDs. The prescribers already recorded are suggested at the counter, to anyone selling.
 */
export const registerRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/prescriptions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'The ordonnancier: every line dispensed on prescription, numbered ORD-YYYY-NNNNNN without gaps per year, with its ' +
          'prescriber, patient, medicine, quantity and lot; a return is a counter-entry of negative quantity. Days from and to ' +
          'are shop-local and inclusive.',
        querystring: ordonnancierQuery,
        response: { 200: ordonnancierPage },
      },
    },
    (request) => listOrdonnancier(db, request.query),
  );
  // The totals are read before the first byte (a failure there answers a problem); the entries as the PDF streams.
  app.get(
    '/prescriptions/report',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'The ordonnancier of the days from and to as a PDF, in the shop’s document language, to print for an inspection.',
        querystring: registerRangeQuery,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => sendPdfStream(reply, ordonnancierPdf(await loadOrdonnancierDocument(db, request.query), config.timeZone)),
  );
  app.get(
    '/narcotics',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'The narcotics register of a tableau B product: its balance before the first day, every unit in and out over the days ' +
          '(receptions, returns, sales, adjustments, stocktakes) with its document, oldest first, each with the running balance, ' +
          'which is the product’s stock; 400 for a product outside tableau B.',
        querystring: narcoticsQuery,
        response: { 200: narcoticsRegister },
      },
    },
    (request) => loadNarcoticsRegister(db, request.query, config.timeZone),
  );
  app.get(
    '/narcotics/report',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'The narcotics register of a tableau B product over the days from and to, as a PDF in the shop’s document language.',
        querystring: narcoticsReportQuery,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdfStream(reply, narcoticsRegisterPdf(await loadNarcoticsDocument(db, request.query, config.timeZone), config.timeZone)),
  );
  app.get(
    '/prescribers',
    {
      schema: {
        tags,
        description:
          'The prescribers already recorded on sales, the most recent first (10 at most), or those whose name or INPE matches q.',
        querystring: prescribersQuery,
        response: { 200: prescriberList },
      },
    },
    (request) => listPrescribers(db, request.query.q),
  );
  done();
};
