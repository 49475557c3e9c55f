import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DATABASE_FILE } from '../../db/backup';
import { dialectOf, type Db } from '../../db/connect';
import { schemaColumns, tableRows } from './repository';

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
  const parts = [
    '# Hanout data export',
    '',
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

/**
 * The rows of a table one shop's export holds: those of its `shop_id`, its own row of `shops`;
 * none of the installation's other tables (revoked tokens, sign-in failures). null: every row.
 */
function shopRows(table: string, columns: string[]): { column: string } | null {
  if (columns.includes('shop_id')) return { column: 'shop_id' };
  return table === 'shops' ? { column: 'id' } : null;
}

/**
 * SQLite: a connection of its own in one read transaction (a snapshot), so the app's connection and
 * its sales are not held up. It reads the file as stored, every shop's rows: `shopId` picks one's.
 */
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
      const names = tables
        .map((table) => table.name)
        .filter((name) => !INTERNAL_TABLE.test(name) && !indexes.some((index) => name === index || name.startsWith(`${index}_`)));
      return names.flatMap((name) => {
        const info = db.prepare(`select name, type, "notnull" as required from pragma_table_info(?) order by cid`).all(name) as Array<{
          name: string;
          type: string;
          required: number;
        }>;
        const own =
          shopId === null
            ? undefined
            : shopRows(
                name,
                info.map((column) => column.name),
              );
        if (own === null) return [];
        const columns = shopLast(
          info
            .filter((column) => !SECRET_COLUMNS.has(column.name))
            .map((column) => ({ name: column.name, type: column.type || 'any', nullable: !column.required })),
        );
        const list = columns.map((column) => `"${column.name}"`).join(', ');
        const order = info.some((column) => column.name === 'id') ? ' order by id' : '';
        const where = own ? ` where "${own.column}" = ?` : '';
        const rows = db.prepare(`select ${list} from "${name}"${where}${order}`).all(...(own ? [shopId] : [])) as Array<
          Record<string, unknown>
        >;
        return [{ name, columns, rows }];
      });
    })();
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: one repeatable-read, read-only transaction, so every table is read at the same moment.
 * `shopId` picks one shop's rows (row-level security would keep the others' out of shop-owned tables, not the installation's).
 */
async function readPostgres(db: Db, shopId: number | null): Promise<ExportTable[]> {
  return db
    .withoutPlugins()
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const columns = await schemaColumns(trx);
      const tables: ExportTable[] = [];
      for (const name of [...new Set(columns.map((column) => column.table))]) {
        if (INTERNAL_TABLE.test(name)) continue;
        const own = shopLast(
          columns
            .filter((column) => column.table === name && !SECRET_COLUMNS.has(column.name))
            .map((column) => ({ name: column.name, type: column.type, nullable: column.nullable === 'YES' })),
        );
        const names = own.map((column) => column.name);
        const scope = shopId === null ? undefined : shopRows(name, names);
        if (scope === null) continue;
        const rows = await tableRows(trx, name, names, { byId: names.includes('id'), where: scope && { ...scope, value: shopId! } });
        tables.push({ name, columns: own, rows });
      }
      return tables;
    });
}

/** Every table of the data, read at one moment: one shop's rows (`shopId`), or the installation's (null). */
export async function readAllTables(db: Db, dataDir: string, shopId: number | null): Promise<ExportTable[]> {
  return dialectOf(db) === 'sqlite' ? readSqlite(dataDir, shopId) : readPostgres(db, shopId);
}

/** The files of an export: `<table>.csv` for every table and README.md. */
export function exportFiles(tables: ExportTable[], at: Date): Array<{ name: string; content: string }> {
  return [
    ...tables.map((table) => ({ name: `${table.name}.csv`, content: tableCsv(table) })),
    { name: 'README.md', content: exportReadme(tables, at) },
  ];
}

/** Writes the installation's export (every shop's rows) into `dir` (created if needed); answers the files written. */
export async function writeExport(db: Db, dataDir: string, dir: string, at = new Date()): Promise<string[]> {
  const files = exportFiles(await readAllTables(db, dataDir, null), at);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, file.name), file.content);
  return files.map((file) => path.join(dir, file.name));
}
