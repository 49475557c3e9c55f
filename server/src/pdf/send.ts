import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Response schema of the routes that answer a PDF file (documentation only: a Buffer is sent as is). */
export const pdfFile = z.any().describe('A PDF file (application/pdf); a saved document also answers x-document-id and x-document-number');

/** A rendered document: its file name, and the id and number of the record it shows, when it shows one. */
export interface RenderedPdf {
  pdf: Buffer;
  fileName: string;
  record?: { id: number; number: string };
}

/** The PDF of one record (an issued document). */
export type RecordPdf = Required<RenderedPdf>;

/**
 * Sends a rendered PDF to be shown in the browser, under a file name for saving. A document of
 * one record (an invoice, a GRN) also answers its id and number, so that the caller finds the
 * saved record without reading the PDF.
 */
export function sendPdf(reply: FastifyReply, { pdf, fileName, record }: RenderedPdf) {
  if (record) reply.header('x-document-id', String(record.id)).header('x-document-number', record.number);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
