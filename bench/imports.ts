/**
 * The import's one-shot figure: a pharmacy's 5,000 products sent as a CSV to the running app, as the
 * Import screen sends it (upload and preview, then the same file again to commit), each timed once.
 */
import { productBarcode } from './data';

export const IMPORT_ROWS = 5_000;
/** Issue 16: 5,000 products import in under 10 seconds on this machine. */
export const IMPORT_TARGET_MS = 10_000;
/** Barcodes far past the seeded products' (611 + their id). */
const BARCODE_OFFSET = 1_000_000;

export interface ImportFigures {
  previewMs: number;
  commitMs: number;
  bytes: number;
}

/** 5,000 products under 20 new brands in 5 new categories, French headers separated by ';' as Excel writes them in Morocco. */
function productFile(): string {
  const stamp = Date.now().toString(36);
  const lines = ['Désignation;Code-barres;Marque;Catégorie;Unité;TVA;Seuil'];
  for (let index = 1; index <= IMPORT_ROWS; index++) {
    lines.push(
      `Import ${stamp} ${index};${productBarcode(BARCODE_OFFSET + index)};Labo import ${index % 20};Famille import ${index % 5};Box;20;${index % 7}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed(url: string, token: string, path: string, file: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/imports/products${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv; charset=utf-8' },
    body: file,
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`import ${path || 'commit'}: ${response.status} ${answer.slice(0, 300)}`);
  return performance.now() - started;
}

export async function measureImport(url: string, token: string): Promise<ImportFigures> {
  const file = productFile();
  const previewMs = await timed(url, token, '/preview', file);
  const commitMs = await timed(url, token, '?confirmNew=true', file);
  return { previewMs, commitMs, bytes: Buffer.byteLength(file) };
}

export function importReport(figures: ImportFigures): string {
  const total = figures.previewMs + figures.commitMs;
  return (
    `Import of ${IMPORT_ROWS.toLocaleString('en')} products (a ${(figures.bytes / 1024).toFixed(0)} KB CSV through HTTP, 20 new brands, one run): ` +
    `preview ${(figures.previewMs / 1000).toFixed(2)} s, commit ${(figures.commitMs / 1000).toFixed(2)} s, ` +
    `**${(total / 1000).toFixed(2)} s** in all ${total < IMPORT_TARGET_MS ? '✓' : `✗ (target < ${IMPORT_TARGET_MS / 1000} s)`}.`
  );
}
