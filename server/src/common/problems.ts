/** An error answered as application/problem+json with its status and detail. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new Problem(400, detail);
export const unauthorized = (detail = 'Authentication required') => new Problem(401, detail);
export const forbidden = (detail = 'You are not allowed to do this') => new Problem(403, detail);
export const notFound = (detail: string) => new Problem(404, detail);
export const conflict = (detail: string) => new Problem(409, detail);
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
