import crypto from 'node:crypto';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../lib/problems';
import { hashPassword } from '../auth';
import { findAnyUser, insertUser } from './repository';

/** A shop's first administrator: 'admin', signing in with this e-mail address or that username. */
export const administrator = (email: string, passwordHash: string, createdAt: string) => ({
  name: 'Administrator',
  username: 'admin',
  email: email.toLowerCase(),
  mobile: '0600000000',
  passwordHash,
  role: 'ROLE_ADMIN' as const,
  isEnabled: 1,
  createdAt,
});

/**
 * Creates the first administrator on an empty database. Answers the generated password
 * when none was configured, so that the caller can print it once.
 */
export async function ensureFirstAdmin(db: Db, email: string, password?: string): Promise<string | null> {
  if (await findAnyUser(db)) return null;
  const chosen = password ?? crypto.randomBytes(9).toString('base64url');
  try {
    await insertUser(db, administrator(email, await hashPassword(chosen), new Date().toISOString()));
  } catch (error) {
    if (isUniqueViolation(error)) return null; // another instance created it first
    throw error;
  }
  return password ? null : chosen;
}
