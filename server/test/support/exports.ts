/**
 * Downloading a list's export as the web app does, and reading the file back: the CSV with
 * csv-parse, the XLSX with read-excel-file, so that the tests check what a spreadsheet would see.
 */
import { expect } from 'vitest';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import type { TestApp } from './harness';

export interface ExportedFile {
  status: number;
  /** The rows, the header first: CSV cells as text, XLSX cells typed (numbers, Dates, text). */
  rows: unknown[][];
  fileName: string;
  /** The problem's detail when the export was refused. */
  detail?: string;
  /** The XLSX sheet's name. */
  sheet?: string;
}

/**
 * Asks an export (`GET url?…&format=` or `POST url` with `body` and `format`) with a token and an
 * Accept-Language (none: the user's own language), and reads the file back.
 */
export async function downloadExport(
  t: TestApp,
  token: string,
  request: { url: string; format: 'csv' | 'xlsx'; body?: object; language?: 'fr' | 'ar' | 'en' },
): Promise<ExportedFile> {
  const { url, format, body, language } = request;
  const headers = language ? { 'accept-language': language } : {};
  const response = body
    ? await t.request(token, { method: 'POST', url, payload: { ...body, format }, headers })
    : await t.request(token, { method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}format=${format}`, headers });
  if (response.statusCode !== 200) {
    return { status: response.statusCode, rows: [], fileName: '', detail: response.json<{ detail: string }>().detail };
  }
  const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
  expect(String(response.headers['content-disposition'])).toMatch(/^attachment; /);
  if (format === 'xlsx') {
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readXlsxFile(response.rawPayload);
    return { status: 200, rows: sheet.data, fileName, sheet: sheet.sheet };
  }
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = response.rawPayload.toString('utf8');
  // A byte-order mark, so that Excel reads UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const delimiter = text.split('\r\n')[0].includes(';') ? ';' : ',';
  return { status: 200, rows: parseCsv(text, delimiter), fileName };
}

/** A CSV's rows as arrays of text. */
const parseCsv = (text: string, delimiter: string): string[][] => parse(text, { bom: true, delimiter });

/** The rows of a file as objects keyed by its headers. */
export const records = (file: ExportedFile) =>
  file.rows.slice(1).map((row) => Object.fromEntries((file.rows[0] as string[]).map((header, index) => [header, row[index]])));
