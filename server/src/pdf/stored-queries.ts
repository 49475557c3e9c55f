import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';

/** A stored PDF's key: what it shows (`invoice`, `receipt`, `grn`…), of which record, rendered by which code in which time zone. */
export interface StoredPdfKey {
  kind: string;
  recordId: number;
  renderer: string;
}

export interface StoredPdfRow extends StoredPdfKey {
  generation: number;
  fileName: string;
  number: string;
  pdf: Buffer;
}

/** Asked on every request for a stored PDF: compiled once (db/prepared.ts). */
const generationAndPdf = preparedQuery((db: Db, kind: string, recordId: number, renderer: string) =>
  db
    .selectFrom('pdfGeneration')
    .leftJoin('storedPdfs', (join) =>
      join
        .on('storedPdfs.kind', '=', kind)
        .on('storedPdfs.recordId', '=', recordId)
        .on('storedPdfs.renderer', '=', renderer)
        .onRef('storedPdfs.generation', '=', 'pdfGeneration.generation'),
    )
    .select(['pdfGeneration.generation', 'storedPdfs.fileName', 'storedPdfs.number', 'storedPdfs.pdf'])
    .where('pdfGeneration.id', '=', 1),
);

/**
 * The current generation, and the PDF stored for `key` if it was rendered at that generation:
 * one look-up by primary key whichever the answer.
 */
export async function findStoredPdf(db: Db, { kind, recordId, renderer }: StoredPdfKey) {
  const [row] = await generationAndPdf(db, kind, recordId, renderer);
  if (!row) throw new Error('pdf_generation has no row: migration 028 makes it');
  const { generation, fileName, number, pdf } = row;
  return { generation, stored: pdf && fileName !== null && number !== null ? { pdf, fileName, number } : undefined };
}

/** The upsert of a rendering, compiled once: every sale stores its invoice's. */
const upsertPdf = preparedQuery(
  (db: Db, kind: string, recordId: number, renderer: string, generation: number, fileName: string, number: string, pdf: Buffer) =>
    db
      .insertInto('storedPdfs')
      .values({ kind, recordId, renderer, generation, fileName, number, pdf })
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'recordId'])
          .doUpdateSet((eb) => ({
            generation: eb.ref('excluded.generation'),
            renderer: eb.ref('excluded.renderer'),
            fileName: eb.ref('excluded.fileName'),
            number: eb.ref('excluded.number'),
            pdf: eb.ref('excluded.pdf'),
          }))
          .where('storedPdfs.generation', '<=', (eb) => eb.ref('excluded.generation')),
      ),
);

/** Keeps a rendering, unless another instance already stored one of a later generation. */
export async function storePdf(db: Db, row: StoredPdfRow): Promise<void> {
  await upsertPdf(db, row.kind, row.recordId, row.renderer, row.generation, row.fileName, row.number, row.pdf);
}
