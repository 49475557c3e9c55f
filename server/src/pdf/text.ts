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
 * A line's runs of one direction in the order they are seen, left to right (Unicode bidi rules, on a
 * left-to-right page). A right-to-left run keeps its logical order: the font's layout draws Arabic
 * from right to left itself.
 */
export function visualRuns(line: string): { text: string; rtl: boolean }[] {
  const { levels } = bidi.getEmbeddingLevels(line, 'ltr');
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += line[i];
    else runs.push({ text: line[i], level: levels[i] });
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
}

/**
 * Writes text in a box of `width` at (x, y). Latin text goes to PDFKit as it is, in Helvetica.
 * Text with Arabic letters is written in Amiri, one line per line of the text (shrunk to fit the
 * width rather than wrapped), each line's direction runs placed in their visual order.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: WriteOptions): void {
  const { width, size, align = 'left', weight = 'regular', lineBreak } = options;
  if (!ARABIC.test(text)) {
    doc
      .font(LATIN[weight])
      .fontSize(size)
      .text(text, x, y, { width, align, ...(lineBreak === false && { lineBreak }) });
    return;
  }
  useArabicFont(doc, weight);
  let lineY = y;
  for (const line of text.split('\n')) {
    const runs = visualRuns(line);
    doc.fontSize(size);
    const natural = runs.reduce((sum, run) => sum + doc.widthOfString(run.text), 0);
    const scale = natural > width ? width / natural : 1;
    doc.fontSize(size * scale);
    const lineWidth = natural * scale;
    let runX = align === 'right' ? x + width - lineWidth : align === 'center' ? x + (width - lineWidth) / 2 : x;
    for (const run of runs) {
      // A right-to-left run is drawn word by word from its last: the layout reverses a word's letters
      // itself, but misplaces the spaces of a whole run.
      const pieces = run.rtl ? run.text.split(/( +)/).reverse() : [run.text];
      for (const piece of pieces) {
        if (piece.trim()) doc.text(piece, runX, lineY, { lineBreak: false });
        runX += doc.widthOfString(piece);
      }
    }
    lineY += doc.currentLineHeight(true);
  }
  doc.fontSize(size);
  doc.x = x;
  doc.y = lineY;
}

/** The height `writeText` takes for `text` in a box of `width`. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, options: WriteOptions): number {
  const weight = options.weight ?? 'regular';
  if (!ARABIC.test(text)) return doc.font(LATIN[weight]).fontSize(options.size).heightOfString(text, { width: options.width });
  useArabicFont(doc, weight);
  return text.split('\n').length * doc.fontSize(options.size).currentLineHeight(true);
}
