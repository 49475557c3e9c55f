import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  exportRequest,
  idempotencyHeaders,
  idParams,
  invoiceDetail,
  invoicePage,
  invoicePaymentTypeList,
  invoiceRequest,
  invoiceSearchRequest,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPE_OPTIONS,
  type InvoiceListItem,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { exportSchema, sendExport, type ExportColumn } from '../../http/export';
import { renderInvoicePdf } from '../../pdf/invoice-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { renderReceiptPdf } from '../../pdf/receipt-pdf';
import { requireUser } from '../auth';
import { readCommitted, writeOnce } from '../idempotency';
import { createInvoice } from './create-invoice';
import { loadInvoice, loadInvoiceDocument, searchInvoices } from './service';
import { documentAsIssued } from '../documents';

const tags = ['invoices'];

const EXPORT_COLUMNS: ExportColumn<InvoiceListItem>[] = [
  { header: 'Invoice No', value: (invoice) => invoice.number },
  { header: 'Date', type: 'dateTime', value: (invoice) => invoice.dateTime },
  { header: 'Customer', value: (invoice) => invoice.customer.name },
  { header: 'User Billed', value: (invoice) => invoice.user.name },
  { header: 'No of Items', type: 'integer', value: (invoice) => invoice.itemCount },
  { header: 'Payment Type', value: (invoice, t) => t(PAYMENT_TYPE_LABELS[invoice.invoicePayment.paymentType]) },
  { header: 'Total Amount', type: 'money', value: (invoice) => invoice.total },
  { header: 'Paid Amount', type: 'money', value: (invoice) => invoice.invoicePayment.payment },
  { header: 'Balance', type: 'money', value: (invoice) => invoice.invoicePayment.balance },
];

/** Sales invoices, under /api/invoice (singular, as the web app has always called it). */
export const invoiceRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  const sendInvoicePdf = async (reply: FastifyReply, id: number) =>
    sendPdf(reply, await renderInvoicePdf(await documentAsIssued(db, 'invoice', id, loadInvoiceDocument), config.timeZone));

  app.get('/payment-types', { schema: { tags, response: { 200: invoicePaymentTypeList } } }, () =>
    PAYMENT_TYPE_OPTIONS.map((option) => ({ ...option })),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Records a sale, takes its quantities from stock and answers the invoice PDF. A sale on credit that would take the ' +
          'customer past their credit limit answers 409 of type `/problems/credit-limit` unless `allowOverCreditLimit` is true, ' +
          'which only an administrator may send (403 otherwise). ' +
          'Split packs: a line naming by `product` the unit product of a pack sold by the unit (its `unitProductId`) takes ' +
          'loose units first expiring first and, when they run short, opens as few packs as needed of the pack’s unexpired ' +
          'batches, first expiring first, after what the sale’s own lines of the pack take (SPLIT_OUT and SPLIT_IN movements, ' +
          'in the same transaction); 409 when even those are short. A line naming a `stock` line takes from that batch only.',
        body: invoiceRequest,
        headers: idempotencyHeaders,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const userId = user.id;
      const { id, replayed } = await writeOnce(
        db,
        { userId, key: request.headers['idempotency-key'], route: 'POST /api/invoice', body: request.body },
        (complete) =>
          createInvoice(db, request.body, userId, config.timeZone, new Date(), complete, {
            mayPassCreditLimit: user.role === 'ROLE_ADMIN',
          }),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return readCommitted(() => sendInvoicePdf(reply, id));
    },
  );

  app.post('/search', { schema: { tags, body: invoiceSearchRequest, response: { 200: invoicePage } } }, async (request) =>
    searchInvoices(db, request.body),
  );

  app.post(
    '/export',
    {
      schema: exportSchema({
        tags,
        description: 'The invoices of a range of days, newest first',
        body: exportRequest(invoiceSearchRequest),
      }),
    },
    (request, reply) =>
      sendExport(request, reply, {
        format: request.body.format,
        name: 'invoices',
        title: 'Invoices',
        timeZone: config.timeZone,
        columns: EXPORT_COLUMNS,
        pages: (page, size) => searchInvoices(db, { ...request.body, page, size }),
      }),
  );

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: invoiceDetail } } }, (request) =>
    loadInvoice(db, request.params.id),
  );

  app.get('/report/:id', { schema: { tags, params: idParams, response: { 200: pdfFile } } }, async (request, reply) =>
    sendInvoicePdf(reply, request.params.id),
  );

  app.get(
    '/:id/receipt',
    {
      schema: {
        tags,
        description: "The till receipt of an invoice: a ticket as wide as the shop's receipt printer paper (80 or 58 mm).",
        params: idParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderReceiptPdf(await documentAsIssued(db, 'invoice', request.params.id, loadInvoiceDocument), config.timeZone),
      ),
  );
  done();
};
