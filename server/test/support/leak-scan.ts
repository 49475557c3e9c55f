/**
 * Reading any answer of the API as text (JSON, a PDF's text, a CSV, the XML inside an XLSX or a
 * zip) and finding in it what belongs to another shop: its markers (texts, amounts written in any
 * way) and its ids, in the fields that name a row of a known table.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { InjectResponse } from './harness';
import { pdfText } from './pdf-text';
import type { IdTable, Markers, ShopIds } from './shops';

export interface Reading {
  /** json, pdf, csv, xlsx, zip, image or the media type. */
  kind: string;
  text: string;
  json?: unknown;
  bytes?: Buffer;
}

export async function readAnswer(response: InjectResponse): Promise<Reading> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('json')) return { kind: 'json', text: response.body, json: response.body ? response.json() : undefined };
  if (type.startsWith('application/pdf')) return { kind: 'pdf', text: await pdfText(response.rawPayload) };
  if (type.includes('spreadsheetml') || type.startsWith('application/zip')) {
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = Object.entries(files)
      .map(([name, bytes]) => `${name}\n${strFromU8(bytes)}`)
      .join('\n');
    return { kind: type.includes('spreadsheetml') ? 'xlsx' : 'zip', text };
  }
  if (type.startsWith('image/')) return { kind: 'image', text: '', bytes: response.rawPayload };
  if (type.startsWith('text/csv')) return { kind: 'csv', text: response.body };
  return { kind: type.split(';')[0] || 'empty', text: response.body };
}

/** Digits with one separator between them (a space of any width, a point, a comma) written without it: 7 391,83 → 739183. */
const digitsJoined = (text: string) => text.replace(/(\d)[\s\u00a0\u202f.,'’](?=\d)/g, '$1');

/** The markers found in a text. */
export function markersIn(text: string, markers: Markers): string[] {
  const lower = text.toLowerCase();
  const joined = digitsJoined(text);
  return [
    ...markers.texts.filter((marker) => lower.includes(marker.toLowerCase())),
    ...markers.amounts.filter((amount) => joined.includes(amount)),
  ];
}

/** The table a key of an answer refers to: `customer`, `customerId`, `customerIds` → customers. */
export const KEY_TABLES: Record<string, IdTable> = {
  customer: 'customers',
  product: 'products',
  stock: 'stocks',
  stockName: 'stocks',
  mixedStock: 'stocks',
  supplier: 'suppliers',
  invoice: 'invoices',
  grn: 'grns',
  category: 'categories',
  brand: 'brands',
  company: 'companies',
  unit: 'units',
  user: 'users',
  invoiceItem: 'invoiceItems',
  grnItem: 'grnItems',
  creditNote: 'creditNotes',
  stocktake: 'stocktakes',
  supplierReturn: 'supplierReturns',
  supplierPayment: 'supplierPayments',
  customerPayment: 'customerPayments',
};

export function tableOfKey(key: string): IdTable | undefined {
  return KEY_TABLES[key] ?? KEY_TABLES[key.replace(/Ids?$/, '')];
}

/** The table a route's path names: `/api/customers/...` → customers; `/api/receipts/...` → customerPayments. */
export const SEGMENT_TABLES: Record<string, IdTable> = {
  customers: 'customers',
  products: 'products',
  categories: 'categories',
  brands: 'brands',
  companies: 'companies',
  suppliers: 'suppliers',
  users: 'users',
  units: 'units',
  stock: 'stocks',
  grn: 'grns',
  invoice: 'invoices',
  receipts: 'customerPayments',
  'credit-notes': 'creditNotes',
  'supplier-payments': 'supplierPayments',
  'supplier-returns': 'supplierReturns',
  stocktakes: 'stocktakes',
};
export const tableOfPath = (path: string): IdTable | undefined => SEGMENT_TABLES[path.split('/')[2]];

/**
 * Ids of the other shop in an answer: in `<thing>Id`/`<thing>Ids` fields, `<thing>: { id }` objects,
 * and the bare `id` of the answer, of its `content` rows, or of the rows of a list (`/api/units`)
 * when the route's path names their table.
 */
export function foreignIds(json: unknown, foreign: ShopIds, path: string): string[] {
  const routeTable = tableOfPath(path);
  const found: string[] = [];
  const check = (table: IdTable | undefined, value: unknown, where: string) => {
    if (table && typeof value === 'number' && foreign[table].includes(value)) found.push(`${where}=${value} (${table})`);
  };
  const walk = (node: unknown, where: string, ownTable: IdTable | undefined) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${where}[${index}]`, ownTable));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const path = where ? `${where}.${key}` : key;
      if (key === 'id') check(ownTable, value, path);
      else if (/Ids?$/.test(key)) [value].flat().forEach((item) => check(tableOfKey(key), item, path));
      const keyTable = tableOfKey(key);
      walk(value, path, key === 'content' ? ownTable : keyTable);
    }
  };
  // A list answered by a route below the table's (best sellers under /api/invoice) holds rows of another kind.
  walk(json, '', Array.isArray(json) && path.split('/').length > 3 ? undefined : routeTable);
  return found;
}

/** The text of an answer without the moments it was made at (timestamps, times of day), to compare two answers. */
export const stableText = (reading: Reading) =>
  reading.text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, '<timestamp>').replace(/\b\d{1,2}[:h]\d{2}(:\d{2})?\b/g, '<time>');
