import type { Writable } from 'node:stream';

/** A rendered document: its file name, and the id and number of the record it shows, when it shows one. */
export interface RenderedPdf {
  pdf: Buffer;
  fileName: string;
  record?: { id: number; number: string };
}

/** The PDF of one record (an issued document). */
export type RecordPdf = Required<RenderedPdf>;

/** A document written as it is laid out (see streamPdf). */
export interface StreamedPdf {
  fileName: string;
  /** Writes the document to `out` and ends it; stops early when `out` is destroyed. */
  write: (out: Writable) => Promise<void>;
}
