import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { alertCounts, alerts, alertsQuery } from '@hanout/contract';
import type { AppContext } from '../../context';
import { renderAlertsPdf } from '../../pdf/alerts-pdf';
import { pdfFile, sendPdf } from '../../pdf/send';
import { costVisibility } from '../auth';
import { expiryWindow } from '../stock';
import { countAlerts, loadAlerts, loadAlertsDocument } from './queries';

const tags = ['alerts'];

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
