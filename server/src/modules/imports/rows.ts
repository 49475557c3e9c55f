import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ImportAction, ImportNewNames } from '@hanout/contract';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { Cell, FileRow } from './file';

/** A problem of a row, in English (the route translates it); `column` null for the whole row. */
export interface RowError {
  column: string | null;
  message: string;
}

export interface RowOutcome {
  action: ImportAction;
  errors: RowError[];
}

/** Who imports, when, and the shop's day (expiry and manufacture dates are checked against it). */
export interface ImportContext {
  userId: number;
  at: string;
  today: string;
}

/**
 * What an import would do with each row, read against the database as it is, and how to write it:
 * the preview answers the outcomes; the commit plans again inside its transaction and writes only
 * when no row is invalid.
 */
export interface ImportPlan {
  outcomes: RowOutcome[];
  newNames: ImportNewNames;
  write(trx: Transaction<Database>, context: ImportContext): Promise<void>;
}

export type Planner = (db: Db, rows: FileRow[], context: ImportContext) => Promise<ImportPlan>;

export const noNewNames = (): ImportNewNames => ({ categories: [], brands: [], units: [], companies: [] });

const pad = (value: number) => String(value).padStart(2, '0');
/** A date cell of a workbook is midnight UTC of its day. */
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A cell as text, as the preview shows it and text fields read it. */
export function textOf(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return isoDay(cell);
  return String(cell).trim();
}

/**
 * A number cell: empty is null; text is read with a comma or a point for decimals, spaces between
 * thousands and a trailing % allowed ("12,50", "1 200", "20 %"). Anything else stays text, for the
 * row's schema to refuse with its own message.
 */
export function numberOf(cell: Cell | undefined): number | string | null {
  if (typeof cell === 'number') return cell;
  const text = textOf(cell);
  if (!text) return null;
  const plain = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/%$/, '')
    .replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** Days between 1899-12-30 (day 0 of a spreadsheet's calendar) and 1970-01-01. */
const SPREADSHEET_EPOCH_DAYS = 25_569;

/**
 * A date cell: empty is null; a workbook's date, a day number of a cell not formatted as a date,
 * `YYYY-MM-DD`, or `DD/MM/YYYY` (also with - or .) as written in Morocco become `YYYY-MM-DD`.
 */
export function dateOf(cell: Cell | undefined): string | null {
  if (cell instanceof Date) return isoDay(cell);
  if (typeof cell === 'number' && cell > 0 && cell < 2_958_466) return isoDay(new Date((cell - SPREADSHEET_EPOCH_DAYS) * 86_400_000));
  const text = textOf(cell);
  if (!text) return null;
  // Day first, as written in Morocco and France; a year of two digits is of this century (a lot's dates).
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text);
  if (!dayFirst) return text;
  const year = dayFirst[3].length === 2 ? `20${dayFirst[3]}` : dayFirst[3];
  return `${year}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}`;
}

/** The row's cells as the preview shows them; a date column's spreadsheet day number as the date it stands for. */
export const displayValues = (row: FileRow): Record<string, string> =>
  Object.fromEntries(
    Object.entries(row.cells).map(([key, cell]) => [
      key,
      key.endsWith('Date') && typeof cell === 'number' ? (dateOf(cell) ?? '') : textOf(cell),
    ]),
  );

/** A row read through its schema: the value, or the problems of its fields. */
export function checkRow<T extends z.ZodType>(schema: T, data: unknown): { value?: z.output<T>; errors: RowError[] } {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { value: parsed.data, errors: [] };
  return {
    errors: parsed.error.issues.map((issue) => ({ column: issue.path.length ? String(issue.path[0]) : null, message: issue.message })),
  };
}

/** Names in the file missing from the database, once each whatever their case, in the file's first spelling. */
export class NewNames {
  private readonly names = new Map<string, string>();
  add(name: string) {
    const key = name.toLowerCase();
    if (!this.names.has(key)) this.names.set(key, name);
  }
  get list(): string[] {
    return [...this.names.values()];
  }
}

/** Where a value (a barcode, a lot, a name) first appeared in the file, to refuse it on a later row. */
export class FirstSeen {
  private readonly lines = new Map<string, number>();
  /** The line that already had `key`, after noting this one when it is the first. */
  check(key: string, line: number): number | undefined {
    const earlier = this.lines.get(key);
    if (earlier === undefined) this.lines.set(key, line);
    return earlier;
  }
}

/** Inserts rows in slices, so that a large import stays under SQLite's limit of bound parameters per statement. */
export const INSERT_SLICE = 500;
export function slices<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_SLICE) result.push(rows.slice(start, start + INSERT_SLICE));
  return result;
}
