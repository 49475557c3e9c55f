import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  invoiceDetail,
  INVOICE_PAYMENT_TYPES,
  invoicePage,
  invoicePaymentTypeList,
  invoiceRequest,
  invoiceSearchRequest,
} from '@hanout/contract';
import type { AppContext } from '../../app';
import { requireUser } from '../auth/guard';
import { renderInvoicePdf } from '../reports/invoice-pdf';
import { pdfFile, sendPdf } from '../reports/pdf-response';
import { createInvoice, loadInvoice, loadInvoiceDocument, searchInvoices } from './queries';

/** Sales invoices, under /api/invoice (the spec's paths are singular). */
export const invoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  async function sendInvoicePdf(reply: FastifyReply, id: number) {
    const invoice = await loadInvoiceDocument(db, id);
    const pdf = await renderInvoicePdf(invoice, config.timeZone);
    // The id and number let the caller find the saved invoice without reading the PDF.
    reply.header('x-invoice-id', String(id)).header('x-invoice-number', invoice.number);
    return sendPdf(reply, pdf, `${invoice.number}.pdf`);
  }

  app.get('/payment-types', { schema: { tags: ['invoices'], response: { 200: invoicePaymentTypeList } } }, async () =>
    INVOICE_PAYMENT_TYPES.map((type) => ({ ...type })),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['invoices'],
        description: 'Records a sale, takes its quantities from stock and answers the invoice PDF.',
        body: invoiceRequest,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = await createInvoice(db, request.body, user.id, config.timeZone);
      return sendInvoicePdf(reply, id);
    },
  );

  app.post('/search', { schema: { tags: ['invoices'], body: invoiceSearchRequest, response: { 200: invoicePage } } }, async (request) =>
    searchInvoices(db, request.body),
  );

  app.get('/:id', { schema: { tags: ['invoices'], params: idParams, response: { 200: invoiceDetail } } }, async (request) =>
    loadInvoice(db, request.params.id),
  );

  app.get('/report/:id', { schema: { tags: ['invoices'], params: idParams, response: { 200: pdfFile } } }, async (request, reply) =>
    sendInvoicePdf(reply, request.params.id),
  );
};
