import type { TokenClaims } from '@hanout/contract';
import { isLanguage, type Language } from './i18n';

const TOKEN_KEY = 'token';
/** The signed-in user's language as the server last said it, so that a reload opens in it at once. */
const LANGUAGE_KEY = 'language';
/** The shop's time zone as the server last said it: times are shown in it from the first screen on. */
const TIME_ZONE_KEY = 'timeZone';

/**
 * This browser's device tokens, one per login typed (lower-cased, as the server matches it), and per
 * shop when a shop's code was typed with it (two shops may each have a 'caisse'): the server hands one
 * out at each sign-in and takes it back with the next, so that a correct password from a browser that
 * signed in before gets in while strangers keep the account's limit of failed sign-ins tripped. Users
 * sharing a browser each have their own; kept across sign-outs (a token opens no session by itself).
 */
const DEVICE_KEY = 'deviceTokens';
/** The shop's code last signed in with: a clerk types it once per browser. Kept across sign-outs. */
const SHOP_CODE_KEY = 'shopCode';

function deviceTokens(): Record<string, string> {
  try {
    const tokens: unknown = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? '{}');
    return tokens && typeof tokens === 'object' && !Array.isArray(tokens) ? (tokens as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A login alone keeps its key of before the shops, so that a one-shop browser keeps its tokens. */
const deviceKey = (login: string, shop?: string) => (shop ? `${shop}/${login}` : login).toLowerCase();
export const getDeviceToken = (login: string, shop?: string): string | undefined => {
  const token = deviceTokens()[deviceKey(login, shop)];
  return typeof token === 'string' ? token : undefined;
};
export const setDeviceToken = (login: string, token: string, shop?: string) =>
  localStorage.setItem(DEVICE_KEY, JSON.stringify({ ...deviceTokens(), [deviceKey(login, shop)]: token }));
export const storedShopCode = () => localStorage.getItem(SHOP_CODE_KEY) ?? '';
export const storeShopCode = (code: string) => localStorage.setItem(SHOP_CODE_KEY, code);
export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(LANGUAGE_KEY);
  localStorage.removeItem(TIME_ZONE_KEY);
};
const ENDED_BECAUSE_KEY = 'sessionEndedBecause';
/**
 * A session the server no longer accepts (expired, the user disabled, the shop suspended): signed
 * out, the screens kept in their language, and the server's reason kept for the sign-in page to say.
 */
export const endSession = (reason: string) => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TIME_ZONE_KEY);
  sessionStorage.setItem(ENDED_BECAUSE_KEY, reason);
};
/** Why the last session ended, said once. */
export const takeSessionEndReason = (): string | null => {
  const reason = sessionStorage.getItem(ENDED_BECAUSE_KEY);
  sessionStorage.removeItem(ENDED_BECAUSE_KEY);
  return reason;
};
export const storedLanguage = (): Language | null => {
  const language = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(language) ? language : null;
};
export const storeLanguage = (language: Language) => localStorage.setItem(LANGUAGE_KEY, language);
export const storedTimeZone = () => localStorage.getItem(TIME_ZONE_KEY);
export const storeTimeZone = (timeZone: string) => localStorage.setItem(TIME_ZONE_KEY, timeZone);

export function decodeToken(token: string | null): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    // The payload is UTF-8 (names in Arabic or with accents): atob gives its bytes, not its characters.
    const bytes = Uint8Array.from(atob(parts[1].replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
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

/** Where a signed-in user starts: staff sell at the counter, administrators read the dashboard. */
export const homePath = (claims: TokenClaims | null) => (isAdmin(claims) ? '/dashboard' : '/counter');
