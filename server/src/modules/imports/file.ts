import { parse } from 'csv-parse/sync';
import { Unzip, UnzipInflate, unzipSync, zipSync, type Zippable } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, XLSX_TYPE, type ImportColumn, type ImportKind } from '@hanout/contract';
import { API_MESSAGES } from '@hanout/contract/src/messages';
import { foldText } from '../../lib/fold';
import { badRequest } from '../../lib/problems';

/** A cell as the file gives it: CSV cells are text, XLSX cells may also be numbers, booleans or dates. */
export type Cell = string | number | boolean | Date | null;

/** A row of the file under its recognised columns, with its number as a spreadsheet shows it (the header is 1). */
export interface FileRow {
  line: number;
  cells: Record<string, Cell>;
}

export interface ImportTable {
  columns: string[];
  ignoredColumns: string[];
  rows: FileRow[];
}

/**
 * What an XLSX may hold once unzipped: several times what a workbook of IMPORT_MAX_ROWS rows of an
 * import's columns takes; more is a zip bomb, or more rows than may be imported anyway.
 */
export const XLSX_MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;
/**
 * The compressed bytes inflated at a time: DEFLATE makes at most about 1,032 bytes of one, so
 * inflating stops within about 4 MB of the bound.
 */
const INFLATED_FROM_BYTES = 4 * 1024;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const isZip = (bytes: Buffer) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/**
 * The file's format from what it claims (its Content-Type) and what it is (its first bytes): a
 * workbook must be a ZIP archive and a CSV must not be one; a file sent as application/octet-stream
 * (a browser that does not know the extension) is taken for what its bytes say.
 */
function formatOf(bytes: Buffer, contentType: string): 'csv' | 'xlsx' {
  const zip = isZip(bytes);
  if (contentType === XLSX_TYPE) {
    if (!zip) throw notXlsx();
    return 'xlsx';
  }
  if (contentType === 'application/octet-stream') return zip ? 'xlsx' : 'csv';
  if (zip) throw notCsv();
  return 'csv';
}

/**
 * A CSV's text: UTF-8 (with or without a byte-order mark), else Windows-1252, which Excel writes
 * on a French Windows. A NUL byte means a binary file, not text.
 */
function csvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw notCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: Excel writes ';' where the decimal mark is a comma (French), ',' elsewhere. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((separator) => ({ separator, count: header.split(separator).length }));
  return counts.sort((a, b) => b.count - a.count)[0].separator;
}

const tooManyRows = () => badRequest(`The file has more than ${IMPORT_MAX_ROWS} rows: split it into smaller files.`);
/** The records a CSV may hold, blank ones included: the header and IMPORT_MAX_ROWS rows, and as many blank ones again. */
const MAX_CSV_RECORDS = 2 * IMPORT_MAX_ROWS + 1;
const tooManyBlankRows = () =>
  badRequest(
    `The file has more than ${2 * IMPORT_MAX_ROWS} rows, counting blank ones: remove the blank rows or split it into smaller files.`,
  );
const notCsv = () => badRequest('The file is not a CSV text file.');
const notXlsx = () => badRequest('The file is not an XLSX workbook.');
const tooLargeUnzipped = () =>
  badRequest(
    `The workbook is too large once unzipped (more than ${XLSX_MAX_UNZIPPED_BYTES / 1024 / 1024} MB): split it into smaller files.`,
  );

/**
 * The CSV's records, read until the header and IMPORT_MAX_ROWS rows that are not blank: a longer
 * file is refused as soon as its next row is read. Blank records are kept (they number the rows
 * after them) but count too, up to as many again as the rows allowed: a file of blank lines is no
 * way around the limit.
 */
function readCsv(bytes: Buffer): Cell[][] {
  const text = csvText(bytes);
  let filled = 0;
  let records = 0;
  const limitReached = tooManyRows();
  const tooManyBlank = tooManyBlankRows();
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      on_record: (record: string[]) => {
        if (!record.every(isBlank) && ++filled > IMPORT_MAX_ROWS + 1) throw limitReached;
        if (++records > MAX_CSV_RECORDS) throw tooManyBlank;
        return record;
      },
    });
  } catch (error) {
    if (error === limitReached || error === tooManyBlank) throw error;
    throw notCsv();
  }
}

/**
 * The workbook's entries, inflated once by fflate and refused past XLSX_MAX_UNZIPPED_BYTES: first by
 * the sizes its central directory declares (nothing inflated), then by what inflating it actually
 * makes, counted as it comes out and stopped at the bound (an archive may lie about its sizes).
 */
function unzipBounded(bytes: Buffer): Zippable {
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw notXlsx();
  }
  if (declared > XLSX_MAX_UNZIPPED_BYTES) throw tooLargeUnzipped();
  let inflated = 0;
  const tooLarge = tooLargeUnzipped();
  const entries: Record<string, Uint8Array[]> = {};
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = (entries[file.name] = []);
    // An error thrown here comes back as `error` (fflate catches it): thrown on, told apart below.
    file.ondata = (error, chunk) => {
      if (error) throw error;
      inflated += chunk.length;
      if (inflated > XLSX_MAX_UNZIPPED_BYTES) throw tooLarge;
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length; offset += INFLATED_FROM_BYTES) {
      unzip.push(bytes.subarray(offset, offset + INFLATED_FROM_BYTES), offset + INFLATED_FROM_BYTES >= bytes.length);
    }
  } catch (error) {
    if (error === tooLarge) throw tooLarge;
    throw notXlsx();
  }
  return Object.fromEntries(Object.entries(entries).map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}

/**
 * The workbook's first sheet. read-excel-file takes only an archive and unzips it with its own
 * parser, which may read a crafted archive otherwise than fflate did: it is given the entries
 * fflate inflated within the bound, stored again in an archive of fflate's making.
 */
async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const rezipped = Buffer.from(zipSync(unzipBounded(bytes), { level: 0 }));
  try {
    return (await readSheet(rezipped)) as Cell[][];
  } catch {
    throw notXlsx();
  }
}

const headerKey = (text: string) => foldText(text.normalize('NFC')).replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

/** The headers a column is known by: its own in each language, and its export's in each language. */
const namesOf = (column: ImportColumn) => [
  ...Object.values(column.headers).flat(),
  ...(column.exported ? [column.exported, API_MESSAGES.fr[column.exported], API_MESSAGES.ar[column.exported]] : []),
];

/** Each header any language gives a column, folded as the file's headers are. */
const headerIndex = new Map<ImportKind, Map<string, ImportColumn>>(
  Object.entries(IMPORT_COLUMNS).map(([kind, columns]) => [
    kind as ImportKind,
    new Map(columns.flatMap((column) => namesOf(column).map((name) => [headerKey(name), column]))),
  ]),
);

/** How a missing column is named in a problem: its header in each language. */
export const columnNames = (column: ImportColumn) => [column.headers.fr[0], column.headers.en[0], column.headers.ar[0]].join(' / ');

const isBlank = (cell: Cell | undefined) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * Reads an uploaded CSV or XLSX (its first sheet) into rows keyed by column. Headers are matched
 * by name in French, English or Arabic, whatever their case and accents; blank rows are skipped.
 * A file without a header and a row, missing a required column, naming a column twice or holding
 * more than IMPORT_MAX_ROWS rows is refused as a whole (400).
 */
export async function readImportFile(kind: ImportKind, bytes: Buffer, contentType: string): Promise<ImportTable> {
  if (bytes.length === 0) throw badRequest('The file is empty: it needs a header row and at least one row.');
  const format = formatOf(bytes, contentType);
  const table = format === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  const [header = [], ...body] = table;
  const known = headerIndex.get(kind)!;
  const columns: Array<ImportColumn | undefined> = header.map((cell) => (isBlank(cell) ? undefined : known.get(headerKey(String(cell)))));
  const seen = new Set<string>();
  for (const [index, column] of columns.entries()) {
    if (!column) continue;
    if (seen.has(column.key)) throw badRequest(`The column ${String(header[index])} appears twice.`);
    seen.add(column.key);
  }
  const missing = IMPORT_COLUMNS[kind].find((column) => column.required && !seen.has(column.key));
  if (missing) throw badRequest(`The file has no column ${columnNames(missing)}.`);
  const rows: FileRow[] = [];
  for (const [index, cells] of body.entries()) {
    if (cells.every(isBlank)) continue;
    const row: FileRow = { line: index + 2, cells: {} };
    for (const [position, column] of columns.entries()) if (column) row.cells[column.key] = cells[position] ?? null;
    rows.push(row);
  }
  if (rows.length === 0) throw badRequest('The file is empty: it needs a header row and at least one row.');
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
  return {
    columns: columns.filter((column) => column !== undefined).map((column) => column.key),
    ignoredColumns: header.filter((cell, index) => !isBlank(cell) && !columns[index]).map(String),
    rows,
  };
}
