import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { alertCounts, alerts, alertsExportQuery, alertsQuery, type ExpiryAlert, type LowStockAlert } from '@hanout/contract';
import { exportSchema, sendExport, type ExportColumn } from '../../http/export';
import { toPage } from '../../db/paging';
import type { AppContext } from '../../context';
import { renderAlertsPdf } from '../../pdf/alerts-pdf';
import { pdfFile, sendPdf } from '../../http/send-pdf';
import { costVisibility } from '../auth';
import { expiryWindow } from '../stock';
import { countAlerts, loadAlerts, loadAlertsDocument } from './service';

const tags = ['alerts'];

const productColumns: ExportColumn<{ product: LowStockAlert['product'] }>[] = [
  { header: 'Product', value: (alert) => alert.product.name },
  { header: 'Barcode', value: (alert) => alert.product.barcode },
  { header: 'Brand', value: (alert) => alert.product.brand.name },
  { header: 'Category', value: (alert) => alert.product.category.name },
];
const LOW_STOCK_COLUMNS: ExportColumn<LowStockAlert>[] = [
  ...productColumns,
  { header: 'Quantity', type: 'integer', value: (alert) => alert.quantity },
  { header: 'Reorder level', type: 'integer', value: (alert) => alert.reorderLevel },
];
const EXPIRY_COLUMNS: ExportColumn<ExpiryAlert>[] = [
  ...productColumns,
  { header: 'Lot', value: (alert) => alert.batchNumber ?? `#${alert.stockId}` },
  { header: 'Expire Date', type: 'date', value: (alert) => alert.expireDate },
  { header: 'Quantity', type: 'integer', value: (alert) => alert.quantity },
  { header: 'Value at cost', type: 'money', cost: true, value: (alert) => alert.valueAtCost },
];

/** A list already loaded whole, handed to the export a page at a time. */
const pagesOf =
  <Row>(rows: Row[]) =>
  (page: number, size: number) =>
    Promise.resolve(toPage(rows.slice(page * size, (page + 1) * size), rows.length, page, size));

/**
 * Stock alerts, open to every signed-in user (values at cost for administrators only). Never
 * cached: a sale, a GRN, a stock correction or the day's change shows at the next call.
 */
export const alertRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        description:
          'Products whose unexpired units are at or under their reorder level, batches expiring within the near-expiry window, and expired batches still in stock (each list cut at 5,000 lines; the counts cover all). Values at cost for administrators only.',
        querystring: alertsQuery,
        response: { 200: alerts },
      },
    },
    async (request) => loadAlerts(db, await expiryWindow(db, config.timeZone), costVisibility(request), request.query),
  );

  app.get(
    '/export',
    {
      schema: exportSchema({
        tags,
        description: 'One alert list (`list`), every line of it; values at cost for administrators only',
        querystring: alertsExportQuery,
      }),
    },
    async (request, reply) => {
      const { list, format, ...query } = request.query;
      const alerts = await loadAlerts(db, await expiryWindow(db, config.timeZone), costVisibility(request), query);
      const file = { format, name: `alerts-${list}`, timeZone: config.timeZone };
      return list === 'lowStock'
        ? sendExport(request, reply, { ...file, title: 'Low stock', columns: LOW_STOCK_COLUMNS, pages: pagesOf(alerts.lowStock) })
        : sendExport(request, reply, {
            ...file,
            title: list === 'expired' ? 'Expired batches' : 'Near expiry',
            columns: EXPIRY_COLUMNS,
            pages: pagesOf(alerts[list]),
          });
    },
  );

  app.get(
    '/counts',
    {
      schema: { tags, description: 'How many products and batches each alert list holds (the dashboard).', response: { 200: alertCounts } },
    },
    async () => countAlerts(db, await expiryWindow(db, config.timeZone)),
  );

  app.get(
    '/report',
    {
      schema: {
        tags,
        description: 'The alerts as a PDF, in the shop’s document language; values at cost for administrators only.',
        querystring: alertsQuery,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderAlertsPdf(
          await loadAlertsDocument(db, await expiryWindow(db, config.timeZone), costVisibility(request), request.query),
          config.timeZone,
        ),
      ),
  );
  done();
};
