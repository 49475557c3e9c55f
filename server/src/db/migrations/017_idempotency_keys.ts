import type { Migration } from 'kysely';

/** Keys of money-writing requests (POST /api/invoice, POST /api/grn), kept 24 hours: a retry never writes twice. */
export const idempotencyKeys: Migration = {
  async up(db) {
    await db.schema
      .createTable('idempotencyKeys')
      .addColumn('userId', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('key', 'varchar(200)', (column) => column.notNull())
      .addColumn('requestHash', 'varchar(64)', (column) => column.notNull())
      .addColumn('claimedAt', 'varchar(40)', (column) => column.notNull())
      .addColumn('documentId', 'integer')
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['userId', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_claimed_at').on('idempotencyKeys').column('claimedAt').execute();
  },
  async down(db) {
    await db.schema.dropTable('idempotencyKeys').execute();
  },
};
