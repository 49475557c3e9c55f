import os from 'node:os';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { SharedFontsDocument } from './standard-fonts';
import { PAYMENT_TYPE_LABELS, type DocumentLanguage, type PaymentType } from '@hanout/contract';
import { Piscina } from 'piscina';
import { dayFirst, localDateTime } from '../lib/clock';
import { labelled, type PdfShop } from './shop-identity';
import { LRM, pageWriter, textHeight, type Weight } from './text';

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
}

/** A document but its table rows, which a streamed document reads as it goes. */
export type PdfFrame = Omit<PdfDocumentSpec, 'rows'>;

const LABELS: Record<DocumentLanguage, { number: string; date: string; noLines: string; page: (page: number, count: number) => string }> = {
  fr: { number: 'N°', date: 'Date :', noLines: 'Aucune ligne.', page: (page, count) => `Page ${page}/${count}` },
  ar: { number: 'رقم', date: 'التاريخ:', noLines: 'لا يوجد أي سطر.', page: (page, count) => `الصفحة ${page}/${count}` },
  en: { number: 'No.', date: 'Date:', noLines: 'No lines.', page: (page, count) => `Page ${page} of ${count}` },
};

const PAYMENT_TYPES: Record<DocumentLanguage, Record<PaymentType, string>> = {
  fr: { CASH: 'Espèces', CHEQUE: 'Chèque', CREDIT_CARD: 'Carte bancaire' },
  ar: { CASH: 'نقدا', CHEQUE: 'شيك', CREDIT_CARD: 'بطاقة بنكية' },
  en: PAYMENT_TYPE_LABELS,
};

const MARGIN = 40;
const ACCENT = '#0f766e';

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
  customer.mobile && labelled(language, phoneLabel, customer.mobile),
  customer.ice && labelled(language, 'ICE', customer.ice),
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

function newDocument(spec: PdfFrame, bufferPages: boolean): PDFKit.PDFDocument {
  return new SharedFontsDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages,
    info: { Title: `${spec.title}${spec.number ? ` ${spec.number}` : ''}`, Author: spec.shop.name },
  });
}

/**
 * Places a document's parts one after the other, starting new pages as they fill. `pageDone(page)`
 * is called on each page as it is left for the next. Within `measure`, nothing is drawn: the parts
 * are only measured, to count the pages before the first is written.
 */
function pageLayout(doc: PDFKit.PDFDocument, spec: PdfFrame, pageDone: (page: number) => void) {
  const width = doc.page.width - 2 * MARGIN;
  const labels = LABELS[spec.shop.language];
  const rtl = spec.shop.language === 'ar';
  const write = pageWriter(doc, rtl);
  let drawing = true;
  const put: typeof write = (...args) => {
    if (drawing) write(...args);
  };
  const fill = (color: string) => {
    if (drawing) doc.fillColor(color);
  };
  const footerLines = [spec.footer, spec.shop.legal].filter(Boolean).length;
  const bottom = () => doc.page.height - MARGIN - 30 - footerLines * 10;
  const heading = `${spec.title}${spec.number ? ` ${labels.number} ${spec.number}` : ''}`;
  let y = MARGIN;
  let page = 1;

  const rule = (lineWidth: number, color: string) => {
    if (drawing) {
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .lineWidth(lineWidth)
        .strokeColor(color)
        .stroke();
    }
  };
  const newPage = () => {
    if (drawing) {
      pageDone(page);
      doc.addPage();
    }
    page += 1;
    y = MARGIN;
  };

  // Table columns.
  const xs: number[] = [];
  let x = MARGIN;
  for (const column of spec.columns) {
    xs.push(x);
    x += column.width * width;
  }
  const cellWidth = (i: number) => spec.columns[i].width * width - 6;
  const headerOptions = (i: number) => ({ width: cellWidth(i), size: 9, weight: 'bold' as const, align: spec.columns[i].align ?? 'left' });
  // A header too long for its column ('Prix d’achat HT') goes on as many lines as it needs, instead of being cut.
  const headerHeight = Math.max(18, ...spec.columns.map((column, i) => textHeight(doc, column.header, headerOptions(i)) + 8));
  const tableHeader = () => {
    if (drawing) doc.rect(MARGIN, y, width, headerHeight).fill(ACCENT);
    fill('#fff');
    spec.columns.forEach((column, i) => put(column.header, xs[i] + 3, y + 5, headerOptions(i)));
    y += headerHeight;
    fill('#111');
  };

  return {
    pages: () => page,

    /** Answers the number of pages `work` would take from where the layout stands, drawing nothing. */
    async measure(work: () => Promise<void>): Promise<number> {
      const [startY, startPage] = [y, page];
      drawing = false;
      try {
        await work();
        return page;
      } finally {
        [y, page, drawing] = [startY, startPage, true];
      }
    },

    /** The first page's header (the shop's logo, name, address and phone on the left; title, number and date on the right), parties and table header. */
    header() {
      let shopX = MARGIN;
      if (spec.shop.logo) {
        try {
          doc.image(Buffer.from(spec.shop.logo), rtl ? doc.page.width - MARGIN - 56 : MARGIN, MARGIN, {
            fit: [56, 56],
            ...(rtl && { align: 'right' as const }),
          });
          shopX += 64;
        } catch {
          // An image pdfkit cannot read is left out: the document still prints.
        }
      }
      const shopWidth = width * 0.55 - (shopX - MARGIN);
      fill(ACCENT);
      put(spec.shop.name, shopX, MARGIN, { width: shopWidth, size: 15, weight: 'bold', lineBreak: false });
      fill('#444');
      put(spec.shop.lines.join('\n'), shopX, MARGIN + 19, { width: shopWidth, size: 8.5 });
      fill('#111');
      put(heading, MARGIN + width * 0.45, MARGIN, { width: width * 0.55, size: 13, weight: 'bold', align: 'right' });
      put(`${labels.date} ${spec.date}`, MARGIN + width * 0.45, MARGIN + 20, { width: width * 0.55, size: 10, align: 'right' });
      y = Math.max(MARGIN + 62, doc.y + 6);
      rule(1, ACCENT);
      y += 12;

      // Parties, side by side.
      if (spec.parties?.length) {
        const blockWidth = width / spec.parties.length;
        let tallest = 0;
        spec.parties.forEach((party, index) => {
          const partyX = MARGIN + index * blockWidth;
          fill(ACCENT);
          put(party.label, partyX, y, { width: blockWidth - 10, size: 10, weight: 'bold' });
          fill('#111');
          const text = party.lines.filter(Boolean).join('\n');
          const box = { width: blockWidth - 10, size: 10 };
          put(text, partyX, y + 14, box);
          tallest = Math.max(tallest, 14 + textHeight(doc, text, box));
        });
        y += tallest + 16;
      }
      tableHeader();
    },

    /** A table row, on a new page under the table header when it does not fit; every other row shaded. */
    row(row: string[], index: number) {
      const height = Math.max(...row.map((cell, i) => textHeight(doc, cell, { width: cellWidth(i), size: 9 }))) + 8;
      if (y + height > bottom()) {
        newPage();
        tableHeader();
      }
      if (drawing && index % 2 === 1) doc.rect(MARGIN, y, width, height).fill('#f1f5f4');
      fill('#111');
      row.forEach((cell, i) => put(cell, xs[i] + 3, y + 4, { width: cellWidth(i), size: 9, align: spec.columns[i].align ?? 'left' }));
      y += height;
    },

    /** After the `rowCount` rows: the end of the table, the summary, the totals and the notes. */
    end(rowCount: number) {
      if (rowCount === 0) {
        fill('#777');
        put(labels.noLines, MARGIN, y + 6, { width, size: 9, align: 'center' });
        y += 22;
      }
      rule(0.5, '#999');
      y += 10;

      if (spec.summary) {
        const { columns, rows } = spec.summary;
        const summaryWidth = width * 0.6;
        const left = MARGIN + width - summaryWidth;
        const cells = (row: string[], weight: Weight) => {
          if (y + 14 > bottom()) newPage();
          fill('#111');
          let cellX = left;
          row.forEach((cell, i) => {
            put(cell, cellX, y, {
              width: columns[i].width * summaryWidth - 4,
              size: 9,
              weight,
              align: columns[i].align ?? 'left',
              lineBreak: false,
            });
            cellX += columns[i].width * summaryWidth;
          });
          y += 14;
        };
        y += 2;
        cells(
          columns.map((column) => column.header),
          'bold',
        );
        for (const row of rows) cells(row, 'regular');
        y += 8;
      }

      // Totals, right-aligned, the last in bold.
      for (const [index, [label, value]] of (spec.totals ?? []).entries()) {
        const isLast = index === spec.totals!.length - 1;
        const style = { size: isLast ? 11 : 10, weight: isLast ? ('bold' as const) : ('regular' as const), align: 'right' as const };
        const labelBox = { width: width * 0.28, ...style };
        // A long label ("Péremption sous 90 jours, au prix d'achat") takes two lines: the next one starts below it.
        const height = Math.max(16, textHeight(doc, label, labelBox) + 4);
        if (y + height > bottom()) newPage();
        fill('#111');
        put(label, MARGIN + width * 0.5, y, labelBox);
        put(value, MARGIN + width * 0.78, y, { width: width * 0.22, ...style });
        y += height;
      }

      for (const note of spec.notes ?? []) {
        const box = { width, size: 10, weight: 'italic' as const };
        fill('#111');
        const height = textHeight(doc, note, box);
        if (y + height + 8 > bottom()) newPage();
        put(note, MARGIN, y + 8, box);
        y += height + 8;
      }
    },

    /** On the current page: the free footer, the shop's legal identifiers, and the page number. */
    footer(pageNumber: number, pageCount: number) {
      let footerY = doc.page.height - MARGIN - 10 - footerLines * 10;
      fill('#555');
      for (const line of [spec.footer, spec.shop.legal]) {
        if (!line) continue;
        write(line, MARGIN, footerY, { width, size: 7.5, align: 'center', lineBreak: false });
        footerY += 10;
      }
      fill('#777');
      write(`${heading}   ${labels.page(pageNumber, pageCount)}`, MARGIN, doc.page.height - MARGIN - 10, {
        width,
        size: 8,
        align: 'center',
        lineBreak: false,
      });
    },
  };
}
