import { sql, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { dropGenerationTrigger, storedPdfs } from './028_stored_pdfs';
import { documentsKeptNotRedrawn } from './034_documents_kept_not_redrawn';

/**
 * Drops the stored PDFs of issued documents, their generation counter and its last trigger (on the
 * shop's settings): an issued document's content is kept in `issued_documents` (migration 033), so
 * rendering it again gives the same document.
 */
export const noStoredPdfs = (dialect: DialectName): Migration => ({
  async up(db) {
    await dropGenerationTrigger(db, dialect, 'shop_settings');
    if (dialect === 'postgres') await sql`drop function if exists bump_pdf_generation()`.execute(db);
    await db.schema.dropTable('storedPdfs').ifExists().execute();
    await db.schema.dropTable('pdfGeneration').ifExists().execute();
  },
  async down(db) {
    await storedPdfs(dialect).up(db);
    await documentsKeptNotRedrawn(dialect).up(db);
  },
});
