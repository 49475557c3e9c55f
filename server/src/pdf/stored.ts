import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect';
import { sendPdf, type RecordPdf } from './send';
import { findStoredPdf, storePdf, type StoredPdfKey } from './stored-queries';

/** The issued documents whose PDF is stored: their records never change once issued. */
export type StoredPdfKind = 'invoice' | 'receipt' | 'grn' | 'credit-note' | 'supplier-return' | 'customer-payment' | 'supplier-payment';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A hash of the code a PDF is rendered by: the server's and the contract's sources and the locked
 * dependencies (pdfkit, the fonts), read once as the process starts (~8 ms), so that after an upgrade
 * no PDF of the old layout is served.
 */
const RENDERING_CODE = (() => {
  const hash = crypto.createHash('sha256');
  const files = ['server/src', 'contract/src'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(dir, file)),
  );
  for (const file of [...files.sort(), 'package-lock.json']) hash.update(file).update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
})();

/** A document whose PDF is stored: what it is, of which record, with times in which zone. */
export interface StoredDocument {
  kind: StoredPdfKind;
  id: number;
  timeZone: string;
}

/** Where a document's PDF is stored: rendered by this code, in this time zone. */
export const storedPdfKey = ({ kind, id, timeZone }: StoredDocument): StoredPdfKey => ({
  kind,
  recordId: id,
  renderer: `${RENDERING_CODE} ${timeZone}`,
});

/**
 * Sends an issued document's PDF: the stored one while nothing it prints has changed since it was
 * rendered (see migration 028), else `render`'s, which is then stored. The caller's access rules
 * run before, as for any request. Failing to store costs the next request a rendering, not this one
 * its answer (a sale stays made).
 */
export async function sendStoredPdf(reply: FastifyReply, db: Db, document: StoredDocument, render: () => Promise<RecordPdf>) {
  const key = storedPdfKey(document);
  const { generation, stored } = await findStoredPdf(db, key);
  if (stored) return sendPdf(reply, { pdf: stored.pdf, fileName: stored.fileName, record: { id: document.id, number: stored.number } });
  const rendered = await render();
  try {
    await storePdf(db, { ...key, generation, fileName: rendered.fileName, number: rendered.record.number, pdf: rendered.pdf });
  } catch (error) {
    reply.log.warn({ err: error }, `the PDF of ${document.kind} ${document.id} was not stored`);
  }
  return sendPdf(reply, rendered);
}

/**
 * Sends an issued document that prints buying prices: administrators get the stored PDF (sendStoredPdf);
 * staff one rendered without them, each time (not stored: staff rarely ask for these).
 */
export async function sendPdfByCostVisibility(
  reply: FastifyReply,
  db: Db,
  document: StoredDocument,
  visibility: { withCost: boolean },
  render: (visibility: { withCost: boolean }) => Promise<RecordPdf>,
) {
  if (visibility.withCost) return sendStoredPdf(reply, db, document, () => render(visibility));
  return sendPdf(reply, await render(visibility));
}
