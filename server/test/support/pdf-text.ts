import { execFileSync } from 'node:child_process';
import { PDFParse } from 'pdf-parse';

/** The text of a PDF, for asserting what a report says. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * The text of a PDF as poppler's `pdftotext` reads it (in reading order, right to left where Arabic),
 * without the direction marks it adds around runs.
 */
export function popplerText(pdf: Buffer | Uint8Array): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
}
