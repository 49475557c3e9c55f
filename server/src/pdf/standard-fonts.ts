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
  /** The text's glyph codes and their advances, as PDFKit draws it (read, never changed, by the caller). */
  encode: (text: string) => [string[], object[]];
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

/**
 * Texts remembered per font: a document measures most of its words twice or more, and documents
 * repeat their labels. A width is a number; an encoding holds an object per letter of a whole line.
 */
const REMEMBERED_WIDTHS = 20_000;
const REMEMBERED_ENCODINGS = 2_000;

/** `compute`, remembering its answers for the last texts it was asked (up to `limit`). */
function remembered<T>(compute: (text: string) => T, limit: number): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      if (answers.size >= limit) answers.clear();
      answer = compute(text);
      answers.set(text, answer);
    }
    return answer;
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
    const widthOfString = metrics.widthOfString.bind(metrics);
    const widthAt1000 = remembered((text) => widthOfString(text, 1000), REMEMBERED_WIDTHS);
    metrics.widthOfString = (text, size) => widthAt1000(text) * (size / 1000);
    metrics.encode = remembered(metrics.encode.bind(metrics), REMEMBERED_ENCODINGS);
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
