import type { Migration } from 'kysely';

/**
 * Where each user signed in successfully lately: the client address ('address:…') and the browser
 * ('device:' and the SHA-256 of the random device token it keeps). A correct password from one of
 * them is let through while strangers keep the account-wide limit tripped
 * (modules/auth/known-sign-ins.ts).
 */
export const knownSignIns: Migration = {
  async up(db) {
    await db.schema
      .createTable('known_sign_ins')
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('source', 'varchar(100)', (column) => column.notNull())
      .addColumn('signed_in_at', 'varchar(40)', (column) => column.notNull())
      .addPrimaryKeyConstraint('known_sign_ins_pk', ['user_id', 'source'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('known_sign_ins').execute();
  },
};
