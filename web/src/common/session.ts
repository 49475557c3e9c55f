import type { TokenClaims } from '@hanout/contract';

const TOKEN_KEY = 'token';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

export function decodeToken(token: string | null): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as TokenClaims;
  } catch {
    return null;
  }
}

/** A token is valid when it has three parts and its exp (seconds) is still ahead. */
export function validClaims(token: string | null = getToken(), now = Date.now()): TokenClaims | null {
  const claims = decodeToken(token);
  if (!claims || typeof claims.exp !== 'number' || now >= claims.exp * 1000) return null;
  return claims;
}

export const isAdmin = (claims: TokenClaims | null) => claims?.role === 'ROLE_ADMIN';
