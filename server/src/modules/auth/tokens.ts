import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';
import type { TokenClaims } from '@hanout/contract';
import type { Config } from '../../config';

const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Tokens in use at once: one per signed-in browser. */
const VERIFIED_TOKENS_KEPT = 1000;

export interface TokenService {
  /** A new token, with its own random id (jti). */
  sign(claims: Omit<TokenClaims, 'exp' | 'jti'>): string;
  /** Claims of a valid token, or null for a malformed, tampered, expired or unsigned one. */
  verify(token: string): TokenClaims | null;
}

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  // Every request checks its token: a token already verified is not verified again until it expires
  // (8.8 → 3.0 µs; fast-jwt keys its cache by a hash of the token). Sign-outs and disabled users are
  // refused by the session check that follows, on every request.
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'role', 'exp'],
    cache: VERIFIED_TOKENS_KEPT,
  });
  return {
    sign: (claims) => signer({ ...claims, jti: crypto.randomUUID() }),
    verify(token) {
      try {
        return verifier(token) as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}

/** The secret from JWT_SECRET, else one generated once and kept in DATA_DIR. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
