import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Response schema of the routes that answer a PDF file (documentation only: a Buffer is sent as is). */
export const pdfFile = z.any().describe('A PDF file (application/pdf)');

/** Sends a rendered PDF to be shown in the browser, under a file name for saving. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
