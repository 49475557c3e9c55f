import type { Migration } from 'kysely';

/**
 * What each issued document prints, kept as it was at issue (modules/documents): its record with its
 * customer or supplier, products, batches, user and the shop's identity, as one JSON text. The
 * document is drawn from it ever after, so that an issued invoice, receipt, GRN, credit note,
 * supplier return or payment receipt never changes when a customer, a product or the shop's ICE does.
 */
export const issuedDocuments: Migration = {
  async up(db) {
    await db.schema
      .createTable('issuedDocuments')
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('recordId', 'integer', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('issued_documents_pkey', ['kind', 'recordId'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('issuedDocuments').execute();
  },
};
