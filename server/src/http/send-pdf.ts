import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RenderedPdf, StreamedPdf } from '../pdf/rendered';

/** Response schema of the routes that answer a PDF file (documentation only: a Buffer is sent as is). */
export const pdfFile = z.any().describe('A PDF file (application/pdf); a saved document also answers x-document-id and x-document-number');

const asPdf = (reply: FastifyReply, fileName: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store');

/**
 * Sends a rendered PDF to be shown in the browser, under a file name for saving. A document of
 * one record (an invoice, a GRN) also answers its id and number, so that the caller finds the
 * saved record without reading the PDF.
 */
export function sendPdf(reply: FastifyReply, { pdf, fileName, record }: RenderedPdf) {
  if (record) reply.header('x-document-id', String(record.id)).header('x-document-number', record.number);
  return asPdf(reply, fileName).send(pdf);
}

/**
 * Sends a PDF as it is written, its first bytes at once. Whatever may fail before them (the reads
 * the caller did to build the document) still answers a problem. A failure once they are sent (a
 * database error while reading further lines) can no longer change the status: it is logged, and
 * the response is cut short rather than ended, so the client sees a failed, truncated download,
 * never a complete-looking file.
 */
export function sendPdfStream(reply: FastifyReply, { fileName, write }: StreamedPdf) {
  const out = new PassThrough();
  write(out).catch((error: unknown) => {
    reply.log.error({ err: error }, 'PDF failed while streaming: the download was cut short');
    out.destroy();
  });
  return asPdf(reply, fileName).send(out);
}
