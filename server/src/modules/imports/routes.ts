import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSV_TYPE,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  XLSX_TYPE,
  importCommitQuery,
  importParams,
  importPreview,
  importResult,
  type ImportKind,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { localDate } from '../../lib/clock';
import { requestLanguage, translateDetail } from '../../http/messages';
import { badRequest } from '../../lib/problems';
import { requireUser } from '../auth';
import { readImportFile } from './file';
import { commitImport, previewImport } from './service';

const tags = ['imports'];
const admin = { access: 'admin' as const };
/** What browsers and spreadsheets call a CSV or an XLSX; application/octet-stream is read by its first bytes. */
const FILE_TYPES = [CSV_TYPE, 'text/plain', 'application/vnd.ms-excel', XLSX_TYPE, 'application/octet-stream'];
const fileDescription = `The file itself as the body: CSV (UTF-8 or Windows-1252, separated by , or ;) or XLSX (its first sheet), at most ${IMPORT_MAX_BYTES} bytes and ${IMPORT_MAX_ROWS} rows; a header row names the columns in French, English or Arabic.`;

/**
 * Imports (administrators only): upload a file to preview what it would do row by row, then send
 * the same file again to import it all or nothing. Nothing is kept between the two calls, so any
 * instance of the app answers either, and the commit checks every row again against the database
 * as it is then. The file travels as the raw body with its own Content-Type (no multipart).
 */
export const importRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  const readBody = (request: FastifyRequest, kind: ImportKind) => {
    if (!Buffer.isBuffer(request.body)) throw badRequest('Send the file itself as the body (CSV or XLSX).');
    const contentType = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    return readImportFile(kind, request.body, contentType);
  };
  const contextOf = (request: FastifyRequest) => {
    const now = new Date();
    return { userId: requireUser(request).id, at: now.toISOString(), today: localDate(config.timeZone, now) };
  };

  app.get(
    '/:kind/template',
    {
      config: admin,
      schema: {
        tags,
        description: 'An empty CSV with the header row of this kind of import, in the Accept-Language.',
        params: importParams,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.headers['accept-language']);
      const header = IMPORT_COLUMNS[request.params.kind].map((column) => column.headers[language][0]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${request.params.kind}.csv"`)
        .send(`\uFEFF${header.map((name) => (/[",;]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name)).join(';')}\r\n`);
    },
  );

  app.post(
    '/:kind/preview',
    {
      config: admin,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        description: `What importing the file would do, row by row, with each row's errors in the Accept-Language; writes nothing. ${fileDescription}`,
        consumes: FILE_TYPES,
        params: importParams,
        response: { 200: importPreview },
      },
    },
    async (request) => {
      const preview = await previewImport(db, request.params.kind, await readBody(request, request.params.kind), contextOf(request));
      const language = requestLanguage(request.headers['accept-language']);
      for (const row of preview.rows) for (const error of row.errors) error.message = translateDetail(error.message, language);
      return preview;
    },
  );

  app.post(
    '/:kind',
    {
      config: admin,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        description: `Imports the file all or nothing, in one transaction: 422 when a row has errors, 409 when it would create brands, categories, units or companies and confirmNew is not true. ${fileDescription}`,
        consumes: FILE_TYPES,
        params: importParams,
        querystring: importCommitQuery,
        response: { 200: importResult },
      },
    },
    async (request) =>
      commitImport(db, request.params.kind, await readBody(request, request.params.kind), contextOf(request), request.query.confirmNew),
  );
  done();
};
