import type { Migration } from 'kysely';

/**
 * Server-side revocation of session tokens, kept in the database so that every instance sees it:
 * - users.token_version: a token carries the version it was issued under; changing a password or
 *   a role, or disabling the user, bumps it, so every earlier token stops working (re-enabling
 *   does not bump it back);
 * - revoked_tokens: the ids (jti) of tokens signed out one by one, until they would have expired.
 */
export const tokenRevocation: Migration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
  },
  async down(db) {
    await db.schema.dropTable('revoked_tokens').execute();
    await db.schema.alterTable('users').dropColumn('token_version').execute();
  },
};
