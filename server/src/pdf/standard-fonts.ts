import PDFDocument from 'pdfkit';

/** What is read or replaced of PDFKit's standard-font object (pdfkit 0.20, `StandardFont`), parsed in a document that draws nothing. */
interface StandardFontMetrics {
  name: string;
  /** PDFKit's `AFMFont`: widths by glyph name, and kerning pairs keyed `left\0right`. */
  font: {
    glyphWidths: Record<string, number>;
    kernPairs: Record<string, number>;
    widthOfGlyph(glyph: string): number;
    getKernPair(left: string, right: string): number;
  };
  widthOfString: (text: string, size: number) => number;
}

/** A document's own fields: which fonts it uses, and under which resource names. */
interface FontTable {
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}

const STANDARD_NAMES = new Set([
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Symbol',
  'ZapfDingbats',
]);

const parsed = new Map<string, StandardFontMetrics>();

/**
 * The kerning of a pair of glyphs, looked up without building the string `left\0right` for every
 * pair of letters PDFKit measures (a tenth of an invoice's CPU).
 */
function kernPairLookup(pairs: Record<string, number>): (left: string, right: string) => number {
  const byLeft = new Map<string, Map<string, number>>();
  for (const [pair, amount] of Object.entries(pairs)) {
    const [left, right] = pair.split('\0');
    let rights = byLeft.get(left);
    if (!rights) byLeft.set(left, (rights = new Map<string, number>()));
    rights.set(right, amount);
  }
  return (left, right) => byLeft.get(left)?.get(right) ?? 0;
}

/** Words measured for the text layout, per font: a document measures most of its words twice or more. */
const MEASURED_WORDS = 20_000;

/** `widthOfString`, remembering the width at 1,000 points of the last words measured. */
function memoizedWidths(widthOfString: (text: string, size: number) => number): (text: string, size: number) => number {
  const widths = new Map<string, number>();
  return (text, size) => {
    let width = widths.get(text);
    if (width === undefined) {
      if (widths.size >= MEASURED_WORDS) widths.clear();
      width = widthOfString(text, 1000);
      widths.set(text, width);
    }
    return width * (size / 1000);
  };
}

/** A standard font's metrics as PDFKit parsed them once, in a throwaway document. */
function metricsOf(name: string): StandardFontMetrics {
  let metrics = parsed.get(name);
  if (!metrics) {
    const parser = new PDFDocument({ font: name });
    metrics = (parser as unknown as { _font: StandardFontMetrics })._font;
    const widths = new Map(Object.entries(metrics.font.glyphWidths));
    metrics.font.widthOfGlyph = (glyph) => widths.get(glyph) || 0;
    metrics.font.getKernPair = kernPairLookup(metrics.font.kernPairs);
    metrics.widthOfString = memoizedWidths(metrics.widthOfString.bind(metrics));
    parsed.set(name, metrics);
  }
  return metrics;
}

/**
 * A PDFKit document whose standard fonts (Helvetica…) share their parsed metrics with every other
 * document. PDFKit parses a font's metrics, its widths and Helvetica's 2,700 kerning pairs, each
 * time a document first uses it: a third of the CPU of a one-page invoice. Each document still gets
 * its own font objects, under the resource names PDFKit would give them, so the bytes written are
 * the same (`standard-fonts.test.ts`); only the parsed metrics, which never change, are shared.
 * This reaches into PDFKit's font objects, hence the exact version pinned in server/package.json.
 */
export class SharedFontsDocument extends PDFDocument {
  constructor(options: PDFKit.PDFDocumentOptions = {}) {
    // No default font while PDFKit's constructor runs (it would parse Helvetica): it is set once
    // the shared fonts can be handed out, under the same resource name (F1).
    super({ ...options, font: null as unknown as string });
    this.font(options.font ?? 'Helvetica');
  }

  font(src: PDFKit.Mixins.PDFFontSource, family?: string | number, size?: number): this {
    const fonts = this as unknown as FontTable;
    if (typeof src === 'string' && STANDARD_NAMES.has(src) && fonts._fontFamilies && !fonts._fontFamilies[src]) {
      const shared = metricsOf(src);
      // The parsed font's fields (metrics, name) with this document's own, and no PDF object yet.
      fonts._fontFamilies[src] = Object.assign(Object.create(Object.getPrototypeOf(shared) as object) as object, shared, {
        document: this,
        id: `F${++fonts._fontCount}`,
      });
    }
    return super.font(src, family as string, size as number);
  }
}
