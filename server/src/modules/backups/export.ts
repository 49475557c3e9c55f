import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { strToU8, zip, type AsyncZippable } from 'fflate';
import SQLite from 'better-sqlite3';
import type { FastifyReply } from 'fastify';
import { DATABASE_FILE } from '../../db/backup';
import { dialectOf, type Db } from '../../db/connect';
import { SHOP_OWNED_TABLES, storedName } from '../../db/shop-owned-tables';
import { schemaColumns, shopTableRows, tableRows } from './repository';

const zipAsync = promisify<AsyncZippable, Uint8Array>(zip);

/** Columns left out of the export: password and reset-code hashes are of no use outside Hanout, and a risk in a file that travels. */
const SECRET_COLUMNS = new Set(['password_hash', 'code_hash']);
/** SQLite's and Kysely's bookkeeping: not the shop's data (nor are SQLite's full-text indexes, see readSqlite). */
const INTERNAL_TABLE = /^(sqlite_|kysely_)/;
const MONEY_COLUMNS = new Set(['total', 'payment', 'balance', 'buying_price', 'selling_price']);

interface Column {
  name: string;
  type: string;
  nullable: boolean;
}
export interface ExportTable {
  name: string;
  columns: Column[];
  rows: Array<Record<string, unknown>>;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as CSV text: a header of column names, one line per row, CRLF line ends, UTF-8 with a BOM (so Excel reads accents). */
export function tableCsv(table: ExportTable): string {
  const lines = [table.columns.map((column) => csvField(column.name)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((column) => csvField(row[column.name])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function columnNote(table: string, column: Column): string {
  if (MONEY_COLUMNS.has(column.name)) return 'amount in centimes (divide by 100 for dirhams)';
  if (column.name === 'id') return 'identifier, referred to by other tables';
  if (column.name === 'record_id') return 'id of the document its kind names (invoice: invoices, grn: grns, credit-note: credit_notes…)';
  if (column.name.endsWith('_id')) return `refers to the id of ${column.name.replace(/_id$/, '')}s`;
  if (column.name === 'local_date' || column.name.endsWith('_date')) return 'date YYYY-MM-DD';
  if (column.name.endsWith('_at') || column.name === 'date_time') return 'timestamp, ISO 8601 UTC';
  if (column.name.startsWith('is_')) return '1 yes, 0 no';
  return table === 'document_sequences' && column.name === 'last_number' ? 'last document number given in that year' : '';
}

/** The README written beside the CSV files: every table's columns, their types and what their values mean. */
export function exportReadme(tables: ExportTable[], at: Date): string {
  const shop = tables.find((table) => table.name === 'shop')?.rows[0];
  const parts = [
    '# Hanout data export',
    '',
    ...(shop
      ? [
          `The shop ${String(shop.name)} (code ${String(shop.code)}) alone: its rows of every table it owns, without their shop_id; shop.csv names it. The installation's other shops are not in it.`,
          '',
        ]
      : []),
    `Written ${at.toISOString()}. One CSV file per table: comma-separated, UTF-8 (with a byte-order mark), first line the column names, empty field = no value.`,
    'Amounts are integer centimes (1 dirham = 100 centimes); dates are YYYY-MM-DD in the shop’s time zone; timestamps are ISO 8601 in UTC.',
    `Password and reset-code hashes (${[...SECRET_COLUMNS].join(', ')}) are left out.`,
    '',
  ];
  for (const table of tables) {
    parts.push(
      `## ${table.name}.csv (${table.rows.length} rows)`,
      '',
      '| column | type | empty allowed | meaning |',
      '| --- | --- | --- | --- |',
    );
    for (const column of table.columns) {
      parts.push(
        `| ${column.name} | ${column.type.toLowerCase()} | ${column.nullable ? 'yes' : 'no'} | ${columnNote(table.name, column)} |`,
      );
    }
    parts.push('');
  }
  return parts.join('\n');
}

/** The shop's column last, wherever the database put it (SQLite remade some tables with it first). */
const shopLast = (columns: Column[]) => [
  ...columns.filter((column) => column.name !== 'shop_id'),
  ...columns.filter((column) => column.name === 'shop_id'),
];

/** A table an export reads, the file it is written as, and the column naming the shop of its rows (null: every row). */
interface Source {
  table: string;
  file: string;
  shopColumn: string | null;
}

/**
 * What one shop's export reads: its row of the shops table, as shop.csv, and its rows of every table
 * it owns, without their shop_id. The installation's own tables (the other shops, revoked tokens,
 * sign-in failures) are not in it.
 */
const SHOP_SOURCES: Source[] = [
  { table: 'shops', file: 'shop', shopColumn: 'id' },
  ...SHOP_OWNED_TABLES.map(storedName)
    .sort()
    .map((table) => ({ table, file: table, shopColumn: 'shop_id' })),
];
const everyRow = (table: string): Source => ({ table, file: table, shopColumn: null });

/** A table's columns as exported: no secret; the shop's column last, or none in one shop's export. */
const exportedColumns = (columns: Column[], source: Source) =>
  shopLast(columns.filter((column) => !SECRET_COLUMNS.has(column.name) && !(source.shopColumn && column.name === 'shop_id')));

/** SQLite: a connection of its own in one read transaction (a snapshot), so the app's connection and its sales are not held up. */
function readSqlite(dataDir: string, shopId: number | null): ExportTable[] {
  const db = new SQLite(path.join(dataDir, DATABASE_FILE), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.transaction(() => {
      const tables = db
        .prepare("select name, coalesce(sql, '') as sql from sqlite_master where type = 'table' order by name")
        .all() as Array<{
        name: string;
        sql: string;
      }>;
      // A full-text index is a virtual table with shadow tables named after it: derived from the data, not data.
      const indexes = tables.filter((table) => /^create virtual/i.test(table.sql)).map((table) => table.name);
      const sources =
        shopId === null
          ? tables
              .map((table) => table.name)
              .filter((name) => !INTERNAL_TABLE.test(name) && !indexes.some((index) => name === index || name.startsWith(`${index}_`)))
              .map(everyRow)
          : SHOP_SOURCES;
      return sources.map((source) => {
        const info = db
          .prepare(`select name, type, "notnull" as required from pragma_table_info(?) order by cid`)
          .all(source.table) as Array<{ name: string; type: string; required: number }>;
        const columns = exportedColumns(
          info.map((column) => ({ name: column.name, type: column.type || 'any', nullable: !column.required })),
          source,
        );
        const list = columns.map((column) => `"${column.name}"`).join(', ');
        const where = source.shopColumn ? ` where "${source.shopColumn}" = ?` : '';
        const order = info.some((column) => column.name === 'id') ? ' order by id' : '';
        const statement = db.prepare(`select ${list} from "${source.table}"${where}${order}`);
        const rows = (source.shopColumn ? statement.all(shopId) : statement.all()) as Array<Record<string, unknown>>;
        return { name: source.file, columns, rows };
      });
    })();
  } finally {
    db.close();
  }
}

/** PostgreSQL: one repeatable-read, read-only transaction, so every table is read at the same moment. */
async function readPostgres(db: Db, shopId: number | null): Promise<ExportTable[]> {
  return db
    .withoutPlugins()
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const columns = await schemaColumns(trx);
      const sources =
        shopId === null
          ? [...new Set(columns.map((column) => column.table))].filter((name) => !INTERNAL_TABLE.test(name)).map(everyRow)
          : SHOP_SOURCES;
      const tables: ExportTable[] = [];
      for (const source of sources) {
        const own = exportedColumns(
          columns
            .filter((column) => column.table === source.table)
            .map((column) => ({ name: column.name, type: column.type, nullable: column.nullable === 'YES' })),
          source,
        );
        const names = own.map((column) => column.name);
        const byId = names.includes('id');
        const rows = source.shopColumn
          ? await shopTableRows(trx, source.table, names, source.shopColumn, shopId!, byId)
          : await tableRows(trx, source.table, names, byId);
        tables.push({ name: source.file, columns: own, rows });
      }
      return tables;
    });
}

/** Every table, every shop's rows (`shopId` null), or one shop's tables and rows, read at one moment. */
async function readTables(db: Db, dataDir: string, shopId: number | null): Promise<ExportTable[]> {
  return dialectOf(db) === 'sqlite' ? readSqlite(dataDir, shopId) : readPostgres(db, shopId);
}

/** The files of an export: `<table>.csv` for every table and README.md. */
function exportFiles(tables: ExportTable[], at: Date): ExportFile[] {
  return [
    ...tables.map((table) => ({ name: `${table.name}.csv`, content: tableCsv(table) })),
    { name: 'README.md', content: exportReadme(tables, at) },
  ];
}

export interface ExportFile {
  name: string;
  content: string;
}

/** One shop's export, as files: what its administrator downloads, and the operator exports of it. */
export async function shopExportFiles(db: Db, dataDir: string, shopId: number, at = new Date()): Promise<ExportFile[]> {
  return exportFiles(await readTables(db, dataDir, shopId), at);
}

/** Writes export files into `dir` (created if needed); answers the paths written. */
export function writeExportFiles(files: ExportFile[], dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, file.name), file.content);
  return files.map((file) => path.join(dir, file.name));
}

/** Writes the export of the whole installation (every shop's rows) into `dir`: the operator's `npm run export`. */
export async function writeExport(db: Db, dataDir: string, dir: string, at = new Date()): Promise<string[]> {
  return writeExportFiles(exportFiles(await readTables(db, dataDir, null), at), dir);
}

/** Answers export files as one zip to download, named `fileName`. */
export async function sendExportZip(reply: FastifyReply, files: ExportFile[], fileName: string) {
  const archive = await zipAsync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.content)])));
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
}
