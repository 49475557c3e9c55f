import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../../src/pdf/pdf-document';
import { SharedFontsDocument } from '../../../src/pdf/standard-fonts';
import { writeText, type WriteOptions } from '../../../src/pdf/text';

const CREATED = new Date('2026-11-27T10:00:00Z');

/**
 * Short cells, aligned both ways; lines near the edge of their box (by the kerning of spaces too);
 * spaces; several lines, by any line break; a soft hyphen; the foot of the page.
 */
const CASES: [string, number, WriteOptions][] = [
  ['Doliprane 1000 mg', 60, { width: 200, size: 9 }],
  ['12,50', 80, { width: 60, size: 9, align: 'right' }],
  ['Total TTC   ', 100, { width: 120, size: 10, weight: 'bold', align: 'right' }],
  ['AVATAR Tôlerie Wayne, boîte de 8', 120, { width: 150, size: 9 }],
  ['Une ligne qui touche presque le bord de sa boîte', 140, { width: 205, size: 9 }],
  ['Arrêtée la présente facture à la somme de mille deux cent trente-quatre dirhams', 160, { width: 150, size: 9, align: 'right' }],
  ['Centré', 200, { width: 300, size: 8, align: 'center', lineBreak: false }],
  ['Tél : 0522000000  ·  contact@atlas.ma', 205, { width: 210, size: 8, align: 'center' }],
  ['Pharmacie Yasmine, Avenue des FAR', 212, { width: 230, size: 11, weight: 'bold', align: 'center' }],
  ['Ticket FA-2026-000123', 350, { width: 210, size: 8, align: 'center' }],
  ['', 220, { width: 100, size: 9 }],
  ['   ', 230, { width: 100, size: 9 }],
  ['Rue des Écoles\nCasablanca', 240, { width: 200, size: 8.5 }],
  ['Lot LOT-2601\nExp. 30/06/2028\nQté 3', 250, { width: 120, size: 8, align: 'right' }],
  ['Une ligne\n\naprès une vide', 330, { width: 200, size: 9 }],
  ['Y Y Y Y Y Y', 260, { width: 53.5, size: 10, weight: 'bold' }],
  ['Para\u00adcétamol', 280, { width: 200, size: 9 }],
  ['Ligne\rsuivante', 300, { width: 200, size: 9, align: 'right' }],
  ['Pied de page', 790, { width: 200, size: 9, weight: 'italic' }],
  ['Page suivante', 815, { width: 200, size: 9, align: 'right' }],
];

/** Each case drawn by `write`, with where the document's cursor stands after it. */
async function render(write: (doc: PDFKit.PDFDocument, text: string, y: number, options: WriteOptions) => void) {
  const doc = new SharedFontsDocument({ size: 'A4', margin: 40, info: { CreationDate: CREATED, Title: 'Text' } });
  const bytes = pdfBytes(doc);
  const cursors = CASES.map(([text, y, options]) => {
    write(doc, text, y, options);
    return [doc.x, doc.y, doc.bufferedPageRange().count];
  });
  doc.end();
  return { bytes: await bytes, cursors };
}

describe('writeText of Latin text', () => {
  it('draws what PDFKit’s own wrapped text draws, and leaves the cursor where it does', async () => {
    const byPdfKit = await render((doc, text, y, { width, size, align = 'left', weight = 'regular', lineBreak }) =>
      doc
        .font({ regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' }[weight])
        .fontSize(size)
        .text(text, 40, y, { width, align, ...(lineBreak === false && { lineBreak }) }),
    );
    const written = await render((doc, text, y, options) => writeText(doc, text, 40, y, options));
    expect(written.cursors).toEqual(byPdfKit.cursors);
    expect(written.bytes).toEqual(byPdfKit.bytes);
  });
});
