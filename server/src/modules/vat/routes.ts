import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vatSummary as vatSummarySchema, vatSummaryQuery } from '@hanout/contract';
import type { AppContext } from '../../context';
import { vatSummary, vatSummaryCsv } from './queries';

/** Reports for the accountant, under /api/reports: administrators only. */
export const reportRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get(
    '/vat',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        description:
          'The VAT summary of a month (period=2026-11) or a quarter (period=2026-Q4): sales and purchases by rate. ' +
          'format=csv answers it as a CSV file.',
        querystring: vatSummaryQuery,
        response: { 200: z.union([vatSummarySchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const summary = await vatSummary(db, request.query.period);
      if (request.query.format === 'json') return summary;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="tva-${summary.period}.csv"`)
        .send(vatSummaryCsv(summary));
    },
  );
  done();
};
