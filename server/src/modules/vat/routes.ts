import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vatSummary as vatSummarySchema, vatSummaryQuery } from '@hanout/contract';
import type { AppContext } from '../../context';
import { sendExport, type ExportColumn } from '../../http/export';
import { toPage } from '../../db/paging';
import { loadShopSettings } from '../settings';
import { vatSummary, vatSummaryLines, type VatSummaryLine } from './service';

/** The summary as a spreadsheet: in the user's language, with the decimal comma of French and Arabic files. */
const VAT_SUMMARY_COLUMNS: ExportColumn<VatSummaryLine>[] = [
  { header: 'Section', value: (line, t) => t(line.section) },
  { header: 'VAT rate (%)', value: (line, t) => (line.rate === null ? (line.base === null ? '' : t('All rates')) : String(line.rate)) },
  { header: 'Base (HT)', type: 'money', value: (line) => line.base },
  { header: 'VAT', type: 'money', value: (line) => line.vat },
  { header: 'Total (TTC)', type: 'money', value: (line) => line.total },
];

/** Reports for the accountant, under /api/reports: administrators only. */
export const reportRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.get(
    '/vat',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        description:
          'The VAT summary of a month (period=2026-11) or a quarter (period=2026-Q4): sales and purchases by rate. ' +
          'format=csv or format=xlsx answers it as a file, in the language of the request.',
        querystring: vatSummaryQuery,
        response: { 200: z.union([vatSummarySchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const summary = await vatSummary(db, request.query.period);
      const { format } = request.query;
      if (format === 'json') return summary;
      const lines = vatSummaryLines(summary, await loadShopSettings(db));
      return sendExport(request, reply, {
        format,
        name: 'tva',
        fileName: `tva-${summary.period}`,
        title: 'VAT summary',
        timeZone: config.timeZone,
        columns: VAT_SUMMARY_COLUMNS,
        pages: () => Promise.resolve(toPage(lines, lines.length, 0, lines.length)),
      });
    },
  );
  done();
};
