import type { DocumentLanguage } from '@hanout/contract';
import { SharedFontsDocument } from './standard-fonts';
import { pageWriter, textHeight, type Weight } from './text';
import type { PdfFrame } from './pdf-document';

const LABELS: Record<DocumentLanguage, { number: string; date: string; noLines: string; page: (page: number, count: number) => string }> = {
  fr: { number: 'N°', date: 'Date :', noLines: 'Aucune ligne.', page: (page, count) => `Page ${page}/${count}` },
  ar: { number: 'رقم', date: 'التاريخ:', noLines: 'لا يوجد أي سطر.', page: (page, count) => `الصفحة ${page}/${count}` },
  en: { number: 'No.', date: 'Date:', noLines: 'No lines.', page: (page, count) => `Page ${page} of ${count}` },
};

const MARGIN = 40;
const ACCENT = '#0f766e';

export function newDocument(spec: PdfFrame, bufferPages: boolean): PDFKit.PDFDocument {
  return new SharedFontsDocument({
    size: 'A4',
    layout: spec.landscape ? 'landscape' : 'portrait',
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
export function pageLayout(doc: PDFKit.PDFDocument, spec: PdfFrame, pageDone: (page: number) => void) {
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
