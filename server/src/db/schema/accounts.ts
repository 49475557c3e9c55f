import type { Generated } from 'kysely';

/** Who signs in, and what keeps their sessions and writes safe. */
export interface AccountTables {
  users: UsersTable;
  revokedTokens: RevokedTokensTable;
  idempotencyKeys: IdempotencyKeysTable;
  loginFailures: LoginFailuresTable;
  knownSignIns: KnownSignInsTable;
  passwordResets: PasswordResetsTable;
  mailOutbox: MailOutboxTable;
}

export interface UsersTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  mobile: string;
  passwordHash: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  isEnabled: number;
  createdAt: string;
  /** 'fr', 'ar' or 'en' (migration 009, default 'fr'). */
  language: Generated<'fr' | 'ar' | 'en'>;
  /** Bumped to revoke every token issued before (password, role, disabled). */
  tokenVersion: Generated<number>;
}

export interface RevokedTokensTable {
  jti: string;
  expiresAt: string;
}

/** A write made under an Idempotency-Key: claimed before it runs, completed in its own transaction. */
export interface IdempotencyKeysTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  userId: number;
  key: string;
  /** SHA-256 of the route and the validated body: the same key with another request is refused. */
  requestHash: string;
  claimedAt: string;
  /** The invoice or GRN written, once its transaction committed. */
  documentId: number | null;
}

export interface LoginFailuresTable {
  accountKey: string;
  /** The client address, or '*' for all addresses together. */
  client: string;
  failures: number;
  windowEndsAt: string;
  lockedUntil: string | null;
}

export interface KnownSignInsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  userId: number;
  /** 'address:' and the client address, or 'device:' and the SHA-256 of the browser's device token. */
  source: string;
  signedInAt: string;
}

export interface PasswordResetsTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface MailOutboxTable {
  /** The shop the row belongs to (migration 044); set by the shop scope, never by the code. */
  shopId: Generated<number>;
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
}
