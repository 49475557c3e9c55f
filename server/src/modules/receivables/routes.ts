import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  customerAccount,
  customerPayment,
  customerPaymentRequest,
  exportRequest,
  idParams,
  idempotencyHeaders,
  paged,
  receivable,
  receivablesQuery,
  receivablesSummary,
  statementQuery,
  type Receivable,
} from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { createSnapshot } from '../dashboard';
import { exportSchema, sendExport, type ExportColumn } from '../../http/export';
import type { AppContext } from '../../context';
import { renderPaymentReceiptPdf } from '../../pdf/payment-receipt-pdf';
import { renderStatementPdf } from '../../pdf/statement-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { requireUser } from '../auth';
import { readCommitted, writeOnce } from '../idempotency';
import {
  listReceivables,
  loadCustomerAccount,
  loadCustomerPayment,
  loadPaymentReceiptDocument,
  loadStatementDocument,
  summarizeReceivables,
} from './service';
import { recordCustomerPayment } from './record-customer-payment';
import { documentAsIssued } from '../documents';

const tags = ['receivables'];

const EXPORT_COLUMNS: ExportColumn<Receivable>[] = [
  { header: 'Customer', value: (row) => row.name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Open invoices', type: 'integer', value: (row) => row.openInvoices },
  { header: 'Oldest invoice', type: 'date', value: (row) => row.oldestInvoiceDate },
  { header: 'Age (days)', type: 'integer', value: (row) => row.ageDays },
  { header: 'Amount due', type: 'money', value: (row) => row.amountDue },
];

/** What customers owe and pay later, under /api/customers/{id}: open to every signed-in user, as selling is. */
export const receivableRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.post(
    '/:id/payments',
    {
      schema: {
        tags,
        description:
          'Records a payment from the customer (a receipt RC-YYYY-NNNNNN), allocated to `invoiceIds` first, in their order, ' +
          'then to the oldest open invoices. More than the customer owes answers 409.',
        params: idParams,
        body: customerPaymentRequest,
        headers: idempotencyHeaders,
        response: { 200: customerPayment },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const customerId = request.params.id;
      const { id, replayed } = await writeOnce(
        db,
        { userId, key: request.headers['idempotency-key'], route: `POST /api/customers/${customerId}/payments`, body: request.body },
        (complete) => recordCustomerPayment(db, customerId, request.body, { userId, timeZone: config.timeZone, now: new Date(), complete }),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return readCommitted(() => loadCustomerPayment(db, id));
    },
  );

  app.get(
    '/:id/account',
    {
      schema: {
        tags,
        description: 'What the customer owes: open invoices with what remains on each, and the total by age.',
        params: idParams,
        response: { 200: customerAccount },
      },
    },
    (request) => loadCustomerAccount(db, request.params.id, config.timeZone),
  );

  app.get(
    '/:id/statement',
    {
      schema: {
        tags,
        description:
          'The statement (relevé de compte) as a PDF: the balance at `from`, each invoice, payment at the sale and later payment ' +
          'with the running balance, and the balance at `to` (today when absent).',
        params: idParams,
        querystring: statementQuery,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderStatementPdf(await loadStatementDocument(db, request.params.id, request.query, config.timeZone), config.timeZone),
      ),
  );
  done();
};

/** The customers who owe something, under /api/receivables. */
export const receivableListRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  // Read on every dashboard, it groups every open invoice: a snapshot (common/snapshot.ts),
  // renewed each day too (the ages).
  const summary = createSnapshot(
    db,
    () => summarizeReceivables(db, config.timeZone),
    () => localDate(config.timeZone),
  );
  app.get(
    '/',
    {
      schema: {
        tags,
        description: 'The customers who owe something, by amount (largest first) or by age (oldest open invoice first).',
        querystring: receivablesQuery,
        response: { 200: paged(receivable) },
      },
    },
    (request) => listReceivables(db, request.query, config.timeZone),
  );

  app.get(
    '/export',
    {
      schema: exportSchema({
        tags,
        description: 'The customers who owe something, in the list’s order',
        querystring: exportRequest(receivablesQuery),
      }),
    },
    (request, reply) =>
      sendExport(request, reply, {
        format: request.query.format,
        name: 'receivables',
        title: 'Receivables',
        timeZone: config.timeZone,
        columns: EXPORT_COLUMNS,
        pages: (page, size) => listReceivables(db, { sort: request.query.sort, page, size }, config.timeZone),
      }),
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        description: 'What all customers owe together, and the five who owe the most.',
        response: { 200: receivablesSummary },
      },
    },
    () => summary(),
  );
  done();
};

/** Receipts of customer payments, under /api/receipts. */
export const receiptRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/:id/report',
    {
      schema: { tags, description: 'The receipt as a PDF, in the shop’s document language.', params: idParams, response: { 200: pdfFile } },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderPaymentReceiptPdf(
          await documentAsIssued(db, 'customer-payment', request.params.id, loadPaymentReceiptDocument),
          config.timeZone,
        ),
      ),
  );
  done();
};
