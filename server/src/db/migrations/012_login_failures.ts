import type { Migration } from 'kysely';

/**
 * Failed sign-ins, kept in the database so that a restart or a second instance does not forget
 * them: one row per account and client address, and one per account for all addresses together
 * (client '*'). See modules/auth/failure-limiter.ts for the policy.
 */
export const loginFailures: Migration = {
  async up(db) {
    await db.schema
      .createTable('login_failures')
      .addColumn('account_key', 'varchar(300)', (column) => column.notNull())
      .addColumn('client', 'varchar(64)', (column) => column.notNull())
      .addColumn('failures', 'integer', (column) => column.notNull())
      .addColumn('window_ends_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('locked_until', 'varchar(40)')
      .addPrimaryKeyConstraint('login_failures_pk', ['account_key', 'client'])
      .execute();
    await db.schema.createIndex('login_failures_window_ends_at').on('login_failures').column('window_ends_at').execute();
  },
  async down(db) {
    await db.schema.dropTable('login_failures').execute();
  },
};
