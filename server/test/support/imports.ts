import writeXlsxFile from 'write-excel-file/node';
import { CSV_TYPE, XLSX_TYPE, type ImportKind } from '@hanout/contract';
import type { TestApp } from './harness';

type Cell = string | number | Date | null;

/** A CSV of these rows (the first is the header), separated by `separator`, with Excel's byte-order mark. */
export const csvOf = (rows: Cell[][], separator = ';') =>
  Buffer.from(
    `\uFEFF${rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? ''))).join(separator)).join('\r\n')}\r\n`,
  );

/** A workbook of one sheet with these rows; dates are date cells, numbers number cells. */
export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const data = rows.map((row) =>
    row.map((cell) => (cell instanceof Date ? { value: cell, format: 'dd/mm/yyyy' } : cell === null ? null : { value: cell })),
  );
  return await writeXlsxFile(data as never).toBuffer();
}

export interface UploadOptions {
  commit?: boolean;
  confirmNew?: boolean;
  type?: string;
  language?: string;
  token?: string | null;
}

/** Sends a file to preview (default) or to commit an import, as the screen does. */
export function upload(t: TestApp, kind: ImportKind, file: Buffer, options: UploadOptions = {}) {
  const type = options.type ?? (file[0] === 0x50 ? XLSX_TYPE : CSV_TYPE);
  const path = options.commit ? `/api/imports/${kind}${options.confirmNew ? '?confirmNew=true' : ''}` : `/api/imports/${kind}/preview`;
  return t.request(options.token === undefined ? t.adminToken : options.token, {
    method: 'POST',
    url: path,
    payload: file,
    headers: { 'content-type': type, ...(options.language ? { 'accept-language': options.language } : {}) },
  });
}

/** The rows of a table, counted. */
export async function countRows(
  t: TestApp,
  table: 'products' | 'brands' | 'categories' | 'units' | 'customers' | 'suppliers' | 'companies' | 'stocks' | 'stockMovements',
) {
  const { count } = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
