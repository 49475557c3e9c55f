import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../../src/pdf/pdf-document';
import { SharedFontsDocument } from '../../../src/pdf/standard-fonts';

const CREATED = new Date('2026-11-26T10:00:00Z');

/** Kerned pairs (AV, To, Wa, y.), every weight, wrapped and aligned text, a font used again after another. */
function draw(doc: PDFKit.PDFDocument) {
  doc.font('Helvetica-Bold').fontSize(15).text('AVATAR Pharmacie — Tôlerie Wayne', 40, 40, { width: 200 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Doliprane 1000 mg, boîte de 8 comprimés effervescents. Yy. To Wa LT', 40, 90, { width: 120, align: 'right' });
  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .text('Arrêtée la présente facture à la somme de mille deux cent trente-quatre dirhams', 40, 160, { width: 300 });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Total ${doc.widthOfString('AVATAR').toFixed(4)}`, 40, 220, { width: 300, align: 'center' });
  doc.addPage().font('Times-Roman').fontSize(12).text('Second page, another standard font', 40, 40);
  doc.end();
}

const render = (Document: typeof PDFDocument) => {
  const doc = new Document({ size: 'A4', margin: 40, bufferPages: true, info: { CreationDate: CREATED, Title: 'Fonts' } });
  const bytes = pdfBytes(doc);
  draw(doc);
  return bytes;
};

describe('SharedFontsDocument', () => {
  it('writes the very bytes PDFKit writes, the first time a font is parsed and every time after', async () => {
    const expected = await render(PDFDocument);
    expect(await render(SharedFontsDocument)).toEqual(expected);
    expect(await render(SharedFontsDocument)).toEqual(expected);
  });

  it('gives each document its own font objects, with the metrics parsed once', () => {
    const fontOf = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: { document: unknown; font: unknown } })._font;
    const [first, second] = [new SharedFontsDocument(), new SharedFontsDocument()];
    expect(fontOf(first)).not.toBe(fontOf(second));
    expect(fontOf(first).document).toBe(first);
    expect(fontOf(second).document).toBe(second);
    expect(fontOf(first).font).toBe(fontOf(second).font);
  });
});
