/**
 * Lists as files: everything a list's filters select (every page, not the one on screen) as CSV or
 * XLSX, with headers in the request's language. One call adds an export to a list, beside its
 * search route, taking the list's own request schema:
 *
 *   app.get('/export', { schema: exportSchema({ tags, querystring: exportRequest(textSearchQuery) }) }, (request, reply) =>
 *     sendExport(request, reply, {
 *       format: request.query.format,
 *       name: 'customers',                // the file: customers-2026-05-01.csv
 *       title: 'Customers',               // the sheet's name, translated
 *       timeZone: config.timeZone,        // dates and times as the shop's clock reads them
 *       pages: (page, size) => searchCustomers(db, request.query.text, page, size),
 *       columns: [
 *         { header: 'Name', value: (customer) => customer.name },
 *         { header: 'Credit limit', type: 'money', value: (customer) => customer.creditLimit },
 *       ],
 *     }),
 *   );
 *
 * A list searched by text (`GET …/search?text&page&size`) needs only `textSearchExport(app, {…})`.
 * A list searched by GET takes its query plus `format` (`GET …/export?format=csv&text=…`); one
 * searched by POST takes its body plus `format` (`POST …/export`). `exportRequest` (contract)
 * derives that schema from the list's, without its paging. Headers and `t(…)` texts are English
 * keys of contract/src/messages (add their French and Arabic there). A column marked `cost` (a
 * buying price, a cost, a profit) is left out of a staff member's file; the page function must
 * still answer staff what the list answers them.
 *
 * The rows are read page by page (EXPORT_PAGE_ROWS at a time) through the list's own page function;
 * the CSV is streamed as they come, the XLSX written once they are all read (its library builds the
 * workbook whole; common/xlsx.ts writes a long one on a worker thread). More than EXPORT_MAX_ROWS matching rows answers 400 before anything is sent.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_MAX_ROWS,
  exportRequest,
  SEEDED_UNIT_NAMES,
  textSearchQuery,
  type ExportFormat,
  type Language,
  type Paged,
} from '@hanout/contract';
import { API_MESSAGES } from '@hanout/contract/src/messages';
import { localDate, localDateTime } from '../lib/clock';
import { requestLanguage } from './messages';
import { badRequest, unauthorized } from '../lib/problems';
import { renderXlsx, type XlsxColumnType } from './xlsx';

/** Rows read per query while an export runs. */
export const EXPORT_PAGE_ROWS = 1_000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Response schema of the export routes (documentation only: common/openapi.ts documents it as a CSV or XLSX file). */
export const exportFile = z.any().describe('A CSV or XLSX file');

/**
 * `text` as is; `integer` a whole number; `money` dirhams (2 decimals); `date` a `YYYY-MM-DD` day;
 * `dateTime` an ISO 8601 UTC timestamp, written as the shop's clock read it.
 */
export type ExportColumnType = XlsxColumnType;
export type ExportValue = string | number | null | undefined;

export interface ExportColumn<Row> {
  /** English; the file shows it in the request's language. */
  header: string;
  type?: ExportColumnType;
  /** A buying price, cost or profit: administrators only. */
  cost?: boolean;
  /** The cell's value; `t` translates an English text (a status, a type) into the file's language. */
  value: (row: Row, t: (text: string) => string) => ExportValue;
}

export interface ExportOptions<Row> {
  format: ExportFormat;
  /** The file's name before its date and extension, in ASCII: `stock` gives `stock-2026-05-01.xlsx`. */
  name: string;
  /** The whole name before the extension, for a file of a period rather than of the day (`tva-2026-11`). */
  fileName?: string;
  /** The sheet's name, in English (translated). */
  title: string;
  timeZone: string;
  columns: ExportColumn<Row>[];
  /** One page of the list as its search answers it, with the same filters. */
  pages: (page: number, size: number) => Promise<Paged<Row>>;
}

/** The route schema of an export: its request (the list's, from `exportRequest`) and its file answer. */
export function exportSchema<Request extends { querystring: z.ZodType } | { body: z.ZodType }>(
  schema: { tags: string[]; description?: string } & Request,
) {
  const description =
    `${schema.description ?? 'Every row the list’s filters select'}, as a CSV or XLSX file (\`format\`), headers in the Accept-Language ` +
    `(else the user’s language). Takes the list’s own filters without its paging; more than ${EXPORT_MAX_ROWS} rows answers 400.`;
  return { ...schema, description, response: { 200: exportFile } };
}

/** The signed-in user (the session guard has set it on every route but the public ones). */
function userOf(request: FastifyRequest) {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** The file's language: the Accept-Language when the client sends one, else the user's own. */
function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return header ? requestLanguage(header) : userOf(request).language;
}

/** What a column's `t` reads: the API's texts, and the seeded units as the screens name them (Box is Boîte, علبة). */
const translator =
  (language: Language) =>
  (text: string): string =>
    language === 'en' ? text : (API_MESSAGES[language][text] ?? SEEDED_UNIT_NAMES[language][text] ?? text);

/**
 * Every row of the list, page by page; the first page is read by the caller (it holds the total). A
 * page may hold fewer rows than asked without being the last (a batch sold out between reading its
 * page's ids and its details): the page's own total says when to stop.
 */
export async function* rowsOf<Row>(first: Paged<Row>, pages: ExportOptions<Row>['pages']): AsyncGenerator<Row[]> {
  let page = first;
  for (let index = 1; ; index++) {
    yield page.content;
    if (page.last || index * EXPORT_PAGE_ROWS >= EXPORT_MAX_ROWS) return;
    page = await pages(index, EXPORT_PAGE_ROWS);
  }
}

/** A cell as CSV text: decimals with the language's separator; text that a spreadsheet would run as a formula made inert. */
function csvCell(value: ExportValue, type: ExportColumnType, decimalComma: boolean, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (type === 'money') {
    const text = Number(value).toFixed(2);
    return decimalComma ? text.replace('.', ',') : text;
  }
  if (type === 'dateTime') return localDateTime(timeZone, new Date(value));
  const text = String(value);
  // '=', '@', or a '+'/'-' that does not start a number or a phone number, begins a formula in Excel and LibreOffice.
  return type === 'text' && (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s.()]*$)/.test(text)) ? `'${text}` : text;
}

/** A sheet's name: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/**
 * Answers every row of a list as a CSV or XLSX file to download (see the header of this file). The
 * first page is read before anything is sent, so that a failure or too many rows answers a problem.
 */
export async function sendExport<Row>(request: FastifyRequest, reply: FastifyReply, options: ExportOptions<Row>): Promise<FastifyReply> {
  const { format, timeZone } = options;
  const first = await options.pages(0, EXPORT_PAGE_ROWS);
  if (first.totalElements > EXPORT_MAX_ROWS) {
    throw badRequest(
      `This export would hold ${first.totalElements} rows, more than the ${EXPORT_MAX_ROWS} a file can hold: narrow the filters.`,
    );
  }
  const language = languageOf(request);
  const t = translator(language);
  const withCost = userOf(request).role === 'ROLE_ADMIN';
  const columns = options.columns
    .filter((column) => withCost || !column.cost)
    .map((column) => ({ ...column, type: column.type ?? ('text' as const) }));
  const headers = columns.map((column) => t(column.header));
  // Set once the file is sure to follow: a failure before then answers a problem, not an attachment.
  const fileName = options.fileName ?? `${options.name}-${localDate(timeZone)}`;
  const attachment = () => reply.header('content-disposition', `attachment; filename="${fileName}.${format}"`);
  const rows = rowsOf(first, options.pages);

  if (format === 'csv') {
    // French and Arabic spreadsheets (Morocco, France) read ';' between fields and a decimal comma; English ones ',' and a point.
    const decimalComma = language !== 'en';
    const delimiter = decimalComma ? ';' : ',';
    const lines = (records: string[][]) => stringify(records, { delimiter, record_delimiter: 'windows' });
    async function* csv() {
      // The byte-order mark makes Excel read the file as UTF-8 (accents, Arabic).
      yield `\uFEFF${lines([headers])}`;
      for await (const page of rows) {
        yield lines(page.map((row) => columns.map((column) => csvCell(column.value(row, t), column.type, decimalComma, timeZone))));
      }
    }
    return attachment().type('text/csv; charset=utf-8').send(Readable.from(csv()));
  }

  const values: (string | number | null)[][] = [];
  for await (const page of rows) {
    for (const row of page) {
      values.push(
        columns.map((column) => {
          const value = column.value(row, t) ?? null;
          return value !== null && column.type === 'dateTime' ? localDateTime(timeZone, new Date(value)) : value;
        }),
      );
    }
  }
  const file = await renderXlsx({
    name: sheetName(t(options.title)),
    headers,
    types: columns.map((column) => column.type),
    rows: values,
    rightToLeft: language === 'ar',
  });
  return attachment().type(XLSX_TYPE).send(file);
}

type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The export of a list searched by `GET …/search?text&page&size`: `GET …/export?format&text`, in one
 * call (`search` is the list's page function).
 */
export function textSearchExport<Row>(
  app: ZodApp,
  options: Omit<ExportOptions<Row>, 'format' | 'pages'> & {
    tags: string[];
    description: string;
    search: (text: string, page: number, size: number) => Promise<Paged<Row>>;
  },
) {
  const { tags, description, search, ...file } = options;
  app.get('/export', { schema: exportSchema({ tags, description, querystring: exportRequest(textSearchQuery) }) }, (request, reply) =>
    sendExport(request, reply, { ...file, format: request.query.format, pages: (page, size) => search(request.query.text, page, size) }),
  );
}
