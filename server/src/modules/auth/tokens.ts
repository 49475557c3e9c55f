import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { TokenClaims } from '@hanout/contract';

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
  // (sign-outs and disabled users are refused by the session check that follows, on every request).
  // Keyed by the token itself: the default key hashes it, which costs as much as verifying it.
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'role', 'exp'],
    cache: VERIFIED_TOKENS_KEPT,
    cacheKeyBuilder: (token) => token,
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
