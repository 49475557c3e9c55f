import os from 'node:os';
import { Piscina } from 'piscina';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';

/** What a cell holds: text, a whole number, dirhams, a `YYYY-MM-DD` day, or a `YYYY-MM-DD HH:mm` moment of the shop's clock. */
export type XlsxColumnType = 'text' | 'integer' | 'money' | 'date' | 'dateTime';

/** One sheet to write: plain values, so that it crosses to a worker thread as it is. */
export interface XlsxSheet {
  name: string;
  headers: string[];
  types: XlsxColumnType[];
  rows: (string | number | null)[][];
  rightToLeft: boolean;
}

const FORMATS: Partial<Record<XlsxColumnType, string>> = {
  integer: '0',
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
};
const WIDTHS: Record<XlsxColumnType, number> = { text: 28, integer: 10, money: 14, date: 12, dateTime: 17 };

/** A day or a local moment as the Date whose UTC reading is that day and time: what XLSX stores. */
const wallClock = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

function cell(value: string | number | null, type: XlsxColumnType): Cell {
  if (value === null) return null;
  switch (type) {
    case 'text':
      return { value: String(value), type: String };
    case 'integer':
    case 'money':
      return { value: Number(value), type: Number, format: FORMATS[type] };
    case 'date':
    case 'dateTime':
      return { value: wallClock(String(value)), type: Date, format: FORMATS[type] };
  }
}

/** A sheet as it crosses to a worker thread: its rows as one JSON text, which copies far faster than a million small values. */
export type XlsxTask = Omit<XlsxSheet, 'rows'> & { rowsJson: string };

/** The worker's task: the sheet's workbook. */
export const writeXlsxTask = ({ rowsJson, ...sheet }: XlsxTask) => writeXlsx({ ...sheet, rows: JSON.parse(rowsJson) as XlsxSheet['rows'] });

/** The workbook of one sheet: bold headers kept in view, typed cells. */
export async function writeXlsx(sheet: XlsxSheet): Promise<Uint8Array> {
  const data: Cell[][] = [sheet.headers.map((header) => ({ value: header, type: String, fontWeight: 'bold' as const }))];
  for (const row of sheet.rows) data.push(row.map((value, index) => cell(value, sheet.types[index])));
  return writeXlsxFile(data, {
    sheet: sheet.name,
    columns: sheet.types.map((type, index) => ({ width: Math.max(WIDTHS[type], sheet.headers[index].length + 2) })),
    stickyRowsCount: 1,
    rightToLeft: sheet.rightToLeft,
  }).toBuffer();
}

let pool: Piscina<XlsxTask, Uint8Array> | undefined;

/** Sheets with more rows than this are written on a worker thread. */
const WORKER_FROM_ROWS = 2_000;

/**
 * Writes a workbook. Its library builds the whole file at once, CPU work of several seconds for a
 * 100,000-row stock list that would stop the server from answering anyone meanwhile: long sheets are
 * written on a worker thread (xlsx-worker.ts), as long PDFs are. Idle workers do not keep the process alive.
 */
export async function renderXlsx({ rows, ...sheet }: XlsxSheet): Promise<Buffer> {
  const bytes =
    rows.length < WORKER_FROM_ROWS
      ? await writeXlsx({ ...sheet, rows })
      : await (pool ??= new Piscina({
          filename: new URL('./xlsx-worker.ts', import.meta.url).href,
          // Workers load TypeScript the way the server does, whatever loader the parent runs under (tests).
          execArgv: ['--import', import.meta.resolve('tsx')],
          maxThreads: Math.max(1, os.availableParallelism() - 1),
          idleTimeout: 60_000,
        })).run({ ...sheet, rowsJson: JSON.stringify(rows) });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
