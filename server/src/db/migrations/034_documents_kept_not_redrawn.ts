import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { addGenerationTrigger, dropGenerationTrigger, WATCHED } from './028_stored_pdfs';

/**
 * Issued documents are drawn from what they printed at issue (migration 033): a renamed customer,
 * product, brand, supplier, company or user, a batch's new lot or dates, or a credit note on an
 * invoice change none of them. Their triggers no longer throw every stored PDF away (nor make
 * PostgreSQL's credit notes wait on the counter's row); the shop's settings keep theirs, for the
 * logo and the receipt's paper, which are the shop's current ones.
 */
const NOT_PRINTED_AS_THEY_ARE_NOW = WATCHED.filter((change) => change.table !== 'shop_settings');

export const documentsKeptNotRedrawn = (dialect: DialectName): Migration => ({
  async up(db) {
    for (const { table } of NOT_PRINTED_AS_THEY_ARE_NOW) await dropGenerationTrigger(db, dialect, table);
  },
  async down(db) {
    for (const change of NOT_PRINTED_AS_THEY_ARE_NOW) await addGenerationTrigger(db, dialect, change);
  },
});
