import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import bidiFactory from 'bidi-js';

/** The weights the documents write in. */
export type Weight = 'regular' | 'bold' | 'italic';

const LATIN: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const ARABIC_FILES: Record<Weight, string> = {
  regular: '@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf',
  bold: '@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf',
  italic: '@expo-google-fonts/amiri/400Regular_Italic/Amiri_400Regular_Italic.ttf',
};
const ARABIC_NAME: Record<Weight, string> = { regular: 'Amiri', bold: 'Amiri-Bold', italic: 'Amiri-Italic' };

/** Letters of the Arabic script (and its presentation forms), which the standard PDF fonts lack. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** The left-to-right mark, which orders text without being drawn. */
export const LRM = '\u200e';

/**
 * A value read left to right in any paragraph: a phone number or an identifier. In an Arabic line its
 * digit groups would otherwise be laid out right to left ('0537 70 12 34' as '34 12 70 0537'); the
 * mark before it makes its numbers left-to-right ones (Unicode bidi rule W7).
 */
export const leftToRight = (value: string) => `${LRM}${value}`;
const MARKS = /[\u200e\u200f]/g;

const bidi = bidiFactory();
const fontFiles = new Map<Weight, Buffer>();
const registered = new WeakMap<PDFKit.PDFDocument, Set<Weight>>();

/** Amiri (Arabic and Latin letters, shipped by its npm package), registered in a document the first time it needs it. */
function useArabicFont(doc: PDFKit.PDFDocument, weight: Weight) {
  const done = registered.get(doc) ?? new Set<Weight>();
  if (!done.has(weight)) {
    let file = fontFiles.get(weight);
    if (!file) {
      file = fs.readFileSync(fileURLToPath(import.meta.resolve(ARABIC_FILES[weight])));
      fontFiles.set(weight, file);
    }
    doc.registerFont(ARABIC_NAME[weight], file);
    done.add(weight);
    registered.set(doc, done);
  }
  doc.font(ARABIC_NAME[weight]);
}

/**
 * A line's runs of one direction in the order they are seen, left to right (Unicode bidi rules, in a
 * paragraph of the given direction). A right-to-left run keeps its logical order, the font's layout
 * draws Arabic from right to left itself, but its brackets are mirrored, as the layout does not.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl' = 'ltr'): { text: string; rtl: boolean }[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const char = levels[i] % 2 === 1 ? (bidi.getMirroredCharacter(line[i]) ?? line[i]) : line[i];
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += char;
    else runs.push({ text: char, level: levels[i] });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse each sequence of runs at that level or above.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start].level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));
}

export interface WriteOptions {
  width: number;
  /** Font size in points. */
  size: number;
  align?: 'left' | 'right' | 'center';
  weight?: Weight;
  lineBreak?: boolean;
  /** A right-to-left paragraph (an Arabic document): Latin words and numbers within an Arabic line are placed from the right. */
  rtl?: boolean;
}

/** Helvetica's and Amiri's ascents (their baselines below the top PDFKit writes at), in ems. */
const LATIN_ASCENT = 0.718;
const ARABIC_ASCENT = 1.124;
/** The height of a line with Arabic letters, in ems: Amiri's own (1.76) would space a mixed block unevenly. */
const ARABIC_LINE_HEIGHT = 1.45;

/**
 * One line with Arabic letters, shrunk to fit the width rather than wrapped, its direction runs in
 * visual order: runs with Arabic letters in Amiri, lifted to Helvetica's baseline, the others (Latin
 * words, numbers) in Helvetica. Amiri is kept off them: its layout takes a word without letters, such
 * as `3)`, for Arabic and mirrors its bracket.
 */
function writeArabicLine(doc: PDFKit.PDFDocument, line: string, x: number, y: number, options: WriteOptions): void {
  const { width, size, align = 'left', weight = 'regular', rtl = false } = options;
  const runs = visualRuns(line, rtl ? 'rtl' : 'ltr').map((run) => ({
    text: run.text.replace(MARKS, ''),
    rtl: run.rtl,
    arabic: ARABIC.test(run.text),
  }));
  const useFont = (arabic: boolean, fontSize: number) => {
    if (arabic) useArabicFont(doc, weight);
    else doc.font(LATIN[weight]);
    doc.fontSize(fontSize);
  };
  const natural = runs.reduce((sum, run) => {
    useFont(run.arabic, size);
    return sum + doc.widthOfString(run.text);
  }, 0);
  const scale = natural > width ? width / natural : 1;
  const lineWidth = natural * scale;
  let runX = align === 'right' ? x + width - lineWidth : align === 'center' ? x + (width - lineWidth) / 2 : x;
  for (const run of runs) {
    useFont(run.arabic, size * scale);
    // PDFKit puts the top of the font's ascent at y: Amiri's is taller than Helvetica's.
    const top = run.arabic ? y + (LATIN_ASCENT - ARABIC_ASCENT) * size * scale : y;
    // A right-to-left run is drawn word by word from its last: the layout reverses a word's letters
    // itself, but misplaces the spaces of a whole run.
    const pieces = run.rtl ? run.text.split(/( +)/).reverse() : [run.text];
    for (const piece of pieces) {
      if (piece.trim()) doc.text(piece, runX, top, { lineBreak: false });
      runX += doc.widthOfString(piece);
    }
  }
  doc.fontSize(size);
}

/**
 * Writes text in a box of `width` at (x, y), line by line. A Latin line goes to PDFKit as it is, in
 * Helvetica, and wraps. A line with Arabic letters is written in Amiri on the same baseline (see
 * writeArabicLine).
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: WriteOptions): void {
  const { width, size, align = 'left', weight = 'regular', lineBreak } = options;
  const latin = (line: string, top: number) => {
    const shown = line.replace(MARKS, '');
    doc.font(LATIN[weight]).fontSize(size);
    if (!writeLines(doc, shown, x, top, options)) doc.text(shown, x, top, { width, align, ...(lineBreak === false && { lineBreak }) });
  };
  if (!ARABIC.test(text)) {
    latin(text, y);
    return;
  }
  let lineY = y;
  for (const line of text.split('\n')) {
    if (ARABIC.test(line)) writeArabicLine(doc, line, x, lineY, options);
    else latin(line, lineY);
    lineY += lineHeight(doc, line, options);
  }
  doc.x = x;
  doc.y = lineY;
}

/** Text narrower than this share of its box never wraps, whatever the kerning between its words. */
const ONE_LINE_SHARE = 0.9;
/** Line breaks, and the soft hyphen the wrapper measures apart: text with any is left to the wrapper. */
const WRAPPER_ONLY = /[\n\r\v\f\u0085\u2028\u2029\u00ad]/;
/**
 * The most the kerning of a space with the letter after it narrows a line, in ems (Helvetica-Bold's
 * "space Y"): the wrapper measures word by word and leaves it out, so a line is that much wider to it.
 */
const SPACE_KERNING = 0.12;

/** Whether PDFKit's wrapper keeps `text`, in the document's current font, on one line of `width`, with room to spare. */
function fitsOneLine(doc: PDFKit.PDFDocument, text: string, width: number, size: number): boolean {
  if (WRAPPER_ONLY.test(text)) return false;
  const spaces = text.split(' ').length - 1;
  return doc.widthOfString(text) + spaces * SPACE_KERNING * size < ONE_LINE_SHARE * width;
}

/**
 * Text whose only line-break opportunities (Unicode's line breaking rules, as PDFKit's wrapper
 * applies them) are after its spaces: letters, digits, spaces and common punctuation, no hyphen,
 * slash nor dash.
 */
const BREAKS_AT_SPACES_ONLY = /^[\p{L}\p{N} .,:;'’()@+·]*$/u;

/**
 * The width PDFKit's wrapper gives a line it centres: the sum of its words' widths, each word with
 * the spaces after it, measured apart and rounded as the wrapper rounds them (to a 32-bit float),
 * for text that breaks at its spaces only.
 */
function wordsWidth(doc: PDFKit.PDFDocument, text: string): number {
  let sum = 0;
  for (const word of text.match(/[^ ]* +|[^ ]+$/g) ?? []) sum += roundedAsPdfKit(doc.widthOfString(word));
  return sum;
}

const float = new Float32Array(1);
const floatBits = new Uint32Array(float.buffer);

/** `n` as PDFKit 0.20's PDFNumber rounds it: to a 32-bit float not above it. */
function roundedAsPdfKit(n: number): number {
  const rounded = Math.fround(n);
  if (rounded <= n) return rounded;
  float[0] = n;
  floatBits[0] += n <= 0 ? 1 : -1;
  return float[0];
}

/**
 * Draws a line well within its box (most of a document's cells, labels and amounts) as PDFKit's line
 * wrapper would, without it: the wrapper measures the text word by word, which cost as much as
 * drawing it. Same position (aligned left or right; centred on the sum of its words' widths, as the
 * wrapper does, when it breaks at its spaces only), and the same place left for what follows (the
 * next line down). Answers false, drawing nothing, for text the wrapper must handle: several lines, near the
 * edge of its box, or at the bottom of the page (where the wrapper starts a new one).
 */
function writeOneLine(doc: PDFKit.PDFDocument, text: string, x: number, top: number, options: WriteOptions): boolean {
  const { width, size, align = 'left' } = options;
  if ((align === 'center' && !BREAKS_AT_SPACES_ONLY.test(text)) || !fitsOneLine(doc, text, width, size)) return false;
  const lineHeight = doc.currentLineHeight(true);
  // The wrapper compares with the page's foot rounded down to a 32-bit float: keep clear of it.
  if (top + lineHeight > doc.page.maxY() - 0.001) return false;
  // Without a width PDFKit draws the line as it is, at the point given; the wrapper places a
  // right-aligned line by its width without trailing spaces.
  const left =
    align === 'right'
      ? x + (width - doc.widthOfString(text.replace(/\s+$/, '')))
      : align === 'center'
        ? x + (width / 2 - wordsWidth(doc, text) / 2)
        : x;
  if (text) doc.text(text, left, top, { lineBreak: false });
  doc.x = x;
  doc.y = text ? top + lineHeight : top;
  return true;
}

/**
 * Draws lines broken by `\n`, each well within its box, as writeOneLine draws one line (as PDFKit's
 * line wrapper would, each line below the one before). Answers false, drawing nothing, when any
 * line must go to the wrapper, or when the block reaches the foot of the page.
 */
function writeLines(doc: PDFKit.PDFDocument, text: string, x: number, top: number, options: WriteOptions): boolean {
  const lines = text.split('\n');
  if (lines.length === 1) return writeOneLine(doc, text, x, top, options);
  const { width, size, align = 'left' } = options;
  if (align === 'center' || lines.some((line) => !line || !fitsOneLine(doc, line, width, size))) return false;
  const lineHeight = doc.currentLineHeight(true);
  if (top + lines.length * lineHeight > doc.page.maxY() - 0.001) return false;
  lines.forEach((line, index) => writeOneLine(doc, line, x, top + index * lineHeight, options));
  return true;
}

/** The height of one line of text (a Latin one may wrap). */
function lineHeight(doc: PDFKit.PDFDocument, line: string, options: WriteOptions): number {
  if (ARABIC.test(line)) return ARABIC_LINE_HEIGHT * options.size;
  doc.font(LATIN[options.weight ?? 'regular']).fontSize(options.size);
  const text = line.replace(MARKS, '');
  if (!text) return doc.currentLineHeight(true);
  // A line well within its box is one line high: PDFKit's line wrapper, which costs more than the
  // width, is run only near the edge (it measures word by word, which may differ by a kerning pair).
  if (fitsOneLine(doc, text, options.width, options.size)) return doc.currentLineHeight(true);
  return doc.heightOfString(text, { width: options.width });
}

const MIRRORED = { left: 'right', right: 'left', center: 'center' } as const;

/**
 * Writes boxes placed as on a left-to-right page. A right-to-left document (Arabic) mirrors each box
 * and its alignment on the page, so that it reads from the right.
 */
export function pageWriter(doc: PDFKit.PDFDocument, rtl: boolean) {
  return (text: string, x: number, y: number, options: WriteOptions): void =>
    rtl
      ? writeText(doc, text, doc.page.width - x - options.width, y, { ...options, align: MIRRORED[options.align ?? 'left'], rtl })
      : writeText(doc, text, x, y, options);
}

/** The height `writeText` takes for `text` in a box of `width`. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, options: WriteOptions): number {
  if (!ARABIC.test(text)) return lineHeight(doc, text, options);
  return text.split('\n').reduce((sum, line) => sum + lineHeight(doc, line, options), 0);
}
