import os from 'node:os';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { PAYMENT_TYPE_LABELS, type DocumentLanguage, type PaymentType } from '@hanout/contract';
import { Piscina } from 'piscina';
import { dayFirst, localDateTime } from '../lib/clock';
import { labelled, type PdfShop } from './shop-identity';
import { leftToRight, LRM } from './text';
import { newDocument, pageLayout } from './page-layout';

export interface PdfColumn {
  header: string;
  /** Share of the table width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfDocumentSpec {
  /** 'Invoice', 'Goods Received Note', 'Stock Report'… */
  title: string;
  number?: string;
  /** Already formatted for reading, e.g. '22/11/2026 14:05'. */
  date: string;
  /** One or two blocks side by side, such as the customer and the payment. */
  parties?: { label: string; lines: string[] }[];
  columns: PdfColumn[];
  rows: string[][];
  /** Label and value pairs under the table, right-aligned; the last one is printed in bold. */
  totals?: [string, string][];
  /** Paragraphs after the totals, such as the amount in words. */
  notes?: string[];
  /** A small table after the totals, such as the VAT by rate. */
  summary?: { columns: PdfColumn[]; rows: string[][] };
  /** Printed in the header (name, address, logo) and the footer (legal identifiers) of every page. */
  shop: PdfShop;
  /** Free text above the legal identifiers on every page (bank details). */
  footer?: string;
  /** An A4 page on its side, for a register's many columns. */
  landscape?: boolean;
}

/** A document but its table rows, which a streamed document reads as it goes. */
export type PdfFrame = Omit<PdfDocumentSpec, 'rows'>;

const PAYMENT_TYPES: Record<DocumentLanguage, Record<PaymentType, string>> = {
  fr: { CASH: 'Espèces', CHEQUE: 'Chèque', CREDIT_CARD: 'Carte bancaire' },
  ar: { CASH: 'نقدا', CHEQUE: 'شيك', CREDIT_CARD: 'بطاقة بنكية' },
  en: PAYMENT_TYPE_LABELS,
};

const amountFormat = new Intl.NumberFormat('fr-MA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * `1.234,50 DH` (Moroccan grouping), with plain spaces: the standard PDF fonts have no narrow no-break
 * space. A left-to-right mark before it keeps the amount and `DH` together, in this order, within an
 * Arabic line (writeText does not draw the mark).
 */
export const pdfMoney = (dirhams: number) => `${LRM}${amountFormat.format(dirhams).replace(/[\u202f\u00a0]/g, ' ')} DH`;

/** `22/11/2026 14:05` in the shop's time zone. */
export function pdfDateTime(iso: string, timeZone: string): string {
  const [day, time] = localDateTime(timeZone, new Date(iso)).split(' ');
  return `${dayFirst(day)} ${time}`;
}

/** 'CHEQUE' as 'Chèque', 'شيك' or 'Cheque'; a value stored before the current types is printed as stored. */
export const paymentTypeLabel = (value: string, language: DocumentLanguage) =>
  Object.hasOwn(PAYMENT_TYPE_LABELS, value) ? PAYMENT_TYPES[language][value as PaymentType] : value;

/** A customer as documents name them: name, address when known, phone and ICE when known. */
export const customerLines = (
  customer: { name: string; address?: string; mobile: string; ice: string },
  phoneLabel: string,
  language: DocumentLanguage,
) => [
  customer.name,
  customer.address ?? '',
  customer.mobile && labelled(language, phoneLabel, leftToRight(customer.mobile)),
  customer.ice && labelled(language, 'ICE', leftToRight(customer.ice)),
];

/** `YYYY-MM-DD` as `DD/MM/YYYY`. */
export const pdfDate = dayFirst;

let pool: Piscina<PdfDocumentSpec, Uint8Array> | undefined;

/** Documents with more table rows than this are laid out on a worker thread. */
const WORKER_FROM_ROWS = 200;

/**
 * Renders a document. Laying out text is CPU work: about 2 ms for an invoice, cheaper on the
 * request's own thread than handing it over, but a second or more for a long list (a statement,
 * the alerts), which would stop the server from answering anyone meanwhile. Long documents are
 * therefore laid out on a worker thread (pdf-worker.ts), beside the requests. Idle workers do not
 * keep the process alive. (The stock report, of any length, is streamed instead: streamPdf.)
 */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  if (spec.rows.length < WORKER_FROM_ROWS) return drawPdf(spec);
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.ts', import.meta.url).href,
    // Workers load TypeScript the way the server does, whatever loader the parent runs under (tests).
    execArgv: ['--import', import.meta.resolve('tsx')],
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    idleTimeout: 60_000,
  });
  const bytes = await pool.run(spec);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The bytes of a document once it is ended. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Lays out an A4 business document (header, parties, table with repeated header, totals, notes, page
 * numbers). Boxes are placed as on a left-to-right page; an Arabic document mirrors each box and its
 * alignment, so it reads from the right: shop and first column on the right, totals on the left.
 */
export function drawPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = newDocument(spec, true);
  const done = pdfBytes(doc);
  const layout = pageLayout(doc, spec, () => {});
  layout.header();
  spec.rows.forEach((row, index) => layout.row(row, index));
  layout.end(spec.rows.length);
  // The number of pages is known once everything is laid out: page numbers go on the buffered pages.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    layout.footer(i + 1, range.count);
  }
  doc.end();
  return done;
}

/**
 * Streams a document whose table rows are read in chunks (`rows` is called twice: to count the pages,
 * then to draw them), to `out`, page by page: PDFKit writes each page out when the next one starts, so
 * only the page being laid out and one chunk of rows are held. Between pages it waits for `out` to
 * drain and lets the event loop turn, so the server keeps answering; it stops when `out` is destroyed
 * (the client went away). Rows that change between the two readings (a product renamed meanwhile)
 * may make the page numbers one off: the page count is taken first, and pages already sent stay sent.
 */
export async function streamPdf(spec: PdfFrame, rows: () => AsyncIterable<string[][]>, out: Writable): Promise<void> {
  const doc = newDocument(spec, false);
  let full = false;
  doc.on('data', (chunk: Buffer) => {
    if (!out.write(chunk)) full = true;
  });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  /** Answers false when nobody reads any more. */
  const pause = async () => {
    if (full && !out.destroyed) await drained(out);
    full = false;
    await setImmediate();
    return !out.destroyed;
  };
  let pageCount = 0;
  const layout = pageLayout(doc, spec, (page) => layout.footer(page, pageCount));
  layout.header();
  /** Lays out every row, pausing at each new page; answers the number of rows, or undefined when nobody reads any more. */
  const layOutRows = async () => {
    let index = 0;
    let pages = layout.pages();
    for await (const chunk of rows()) {
      for (const row of chunk) {
        layout.row(row, index++);
        if (layout.pages() !== pages && !(await pause())) return undefined;
        pages = layout.pages();
      }
    }
    return index;
  };
  pageCount = await layout.measure(async () => {
    const rowCount = await layOutRows();
    if (rowCount !== undefined) layout.end(rowCount);
  });
  const rowCount = out.destroyed ? undefined : await layOutRows();
  if (rowCount === undefined) return;
  layout.end(rowCount);
  layout.footer(layout.pages(), pageCount);
  doc.end();
  await ended;
  out.end();
}

const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
