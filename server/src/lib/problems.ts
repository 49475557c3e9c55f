/** An error answered as application/problem+json with its status, detail and, when a client must tell it apart, its type. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly type = 'about:blank',
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new Problem(400, detail);
export const unauthorized = (detail = 'Authentication required') => new Problem(401, detail);
export const forbidden = (detail = 'You are not allowed to do this') => new Problem(403, detail);
export const notFound = (detail: string) => new Problem(404, detail);
export const conflict = (detail: string, type?: string) => new Problem(409, detail, type);
export const unprocessable = (detail: string, type?: string) => new Problem(422, detail, type);
export const tooManyRequests = (detail: string) => new Problem(429, detail);

/** Unique-constraint violations from either database, so a race still answers 409. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The database's disk is full (SQLite's SQLITE_FULL, PostgreSQL's disk_full): nothing was written. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'SQLITE_FULL' || code === '53100';
}

/**
 * PostgreSQL's connection-level codes: 08… connection exceptions, 57P01–57P03 (terminated by an
 * administrator, crash shutdown, cannot connect now), and the socket errors under them.
 */
const CONNECTION_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES = /Connection terminated|not queryable|terminating connection|timeout exceeded when trying to connect/i;

/** The database dropped or refused the connection: the request failed but may be retried once it is back. */
export function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (!!code && (CONNECTION_CODES.has(code) || code.startsWith('08'))) || CONNECTION_MESSAGES.test(message ?? '');
}
