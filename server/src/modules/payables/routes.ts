import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  exportRequest,
  idempotencyHeaders,
  idParams,
  paged,
  payable,
  payablesQuery,
  payablesSummary,
  statementQuery,
  supplierAccount,
  supplierPayment,
  supplierPaymentRequest,
  type Payable,
} from '@hanout/contract';
import { localDate } from '../../lib/clock';
import { createSnapshot } from '../dashboard';
import { exportSchema, sendExport, type ExportColumn } from '../../http/export';
import type { AppContext } from '../../context';
import { renderPaymentReceiptPdf } from '../../pdf/payment-receipt-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { renderStatementPdf } from '../../pdf/statement-pdf';
import { requireUser } from '../auth';
import { readCommitted, writeOnce } from '../idempotency';
import {
  listPayables,
  loadSupplierAccount,
  loadSupplierPayment,
  loadSupplierPaymentDocument,
  loadSupplierStatementDocument,
  summarizePayables,
} from './service';
import { recordSupplierPayment } from './record-supplier-payment';
import { documentAsIssued } from '../documents';

const tags = ['payables'];
/** Buying prices and expenses are administrators' data. */
const admin = { access: 'admin' as const };

const EXPORT_COLUMNS: ExportColumn<Payable>[] = [
  { header: 'Supplier', value: (row) => row.name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Open GRNs', type: 'integer', value: (row) => row.openGrns },
  { header: 'Oldest GRN', type: 'date', value: (row) => row.oldestGrnDate },
  { header: 'Age (days)', type: 'integer', value: (row) => row.ageDays },
  { header: 'Amount due', type: 'money', value: (row) => row.amountDue },
];

/** What the shop owes suppliers and pays them later, under /api/suppliers/{id}: administrators only. */
export const payableRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.post(
    '/:id/payments',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Records a payment to the supplier (PF-YYYY-NNNNNN), allocated to `grnIds` first, in their order, then to the oldest ' +
          'open GRNs. More than the shop owes the supplier answers 409.',
        params: idParams,
        body: supplierPaymentRequest,
        headers: idempotencyHeaders,
        response: { 200: supplierPayment },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const supplierId = request.params.id;
      const { id, replayed } = await writeOnce(
        db,
        { userId, key: request.headers['idempotency-key'], route: `POST /api/suppliers/${supplierId}/payments`, body: request.body },
        (complete) => recordSupplierPayment(db, supplierId, request.body, { userId, timeZone: config.timeZone, now: new Date(), complete }),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return readCommitted(() => loadSupplierPayment(db, id));
    },
  );

  app.get(
    '/:id/account',
    {
      config: admin,
      schema: {
        tags,
        description: 'What the shop owes the supplier: open GRNs with what remains on each, and the total by age.',
        params: idParams,
        response: { 200: supplierAccount },
      },
    },
    (request) => loadSupplierAccount(db, request.params.id, config.timeZone),
  );

  app.get(
    '/:id/statement',
    {
      config: admin,
      schema: {
        tags,
        description:
          'The supplier’s statement as a PDF: the balance at `from`, each GRN, payment at the reception and later payment with ' +
          'the running balance, and the balance at `to` (today when absent).',
        params: idParams,
        querystring: statementQuery,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderStatementPdf(
          await loadSupplierStatementDocument(db, request.params.id, request.query, config.timeZone),
          config.timeZone,
        ),
      ),
  );
  done();
};

/** The suppliers the shop owes, under /api/payables: administrators only. */
export const payableListRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  // Read on every administrator's dashboard: a snapshot (common/snapshot.ts), renewed each day too (the ages).
  const summary = createSnapshot(
    db,
    () => summarizePayables(db, config.timeZone),
    () => localDate(config.timeZone),
  );
  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        description: 'The suppliers the shop owes (or who owe the shop), by amount (largest first) or by age (oldest open GRN first).',
        querystring: payablesQuery,
        response: { 200: paged(payable) },
      },
    },
    (request) => listPayables(db, request.query, config.timeZone),
  );
  app.get(
    '/export',
    {
      config: admin,
      schema: exportSchema({
        tags,
        description: 'The suppliers the shop owes, in the list’s order',
        querystring: exportRequest(payablesQuery),
      }),
    },
    (request, reply) =>
      sendExport(request, reply, {
        format: request.query.format,
        name: 'payables',
        title: 'Payables',
        timeZone: config.timeZone,
        columns: EXPORT_COLUMNS,
        pages: (page, size) => listPayables(db, { sort: request.query.sort, page, size }, config.timeZone),
      }),
  );

  app.get(
    '/summary',
    {
      config: admin,
      schema: {
        tags,
        description: 'What the shop owes its suppliers together, and the five it owes the most.',
        response: { 200: payablesSummary },
      },
    },
    () => summary(),
  );
  done();
};

/** Supplier payments, under /api/supplier-payments: administrators only. */
export const supplierPaymentRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/:id',
    {
      config: admin,
      schema: { tags, description: 'A supplier payment and the GRNs it settled.', params: idParams, response: { 200: supplierPayment } },
    },
    (request) => loadSupplierPayment(db, request.params.id),
  );
  app.get(
    '/:id/report',
    {
      config: admin,
      schema: {
        tags,
        description: 'The payment voucher as a PDF, in the shop’s document language.',
        params: idParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderPaymentReceiptPdf(
          await documentAsIssued(db, 'supplier-payment', request.params.id, loadSupplierPaymentDocument),
          config.timeZone,
        ),
      ),
  );
  done();
};
