import type { ExpiryStatus } from '@hanout/contract';

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * A batch expiring before `today` (the shop's day) is EXPIRED and never sold; one expiring within
 * `nearExpiryDays` after it is NEAR; the rest OK.
 */
export function expiryStatusOf(expireDate: string, today: string, nearExpiryDays: number): ExpiryStatus {
  if (expireDate < today) return 'EXPIRED';
  return expireDate <= addDays(today, nearExpiryDays) ? 'NEAR' : 'OK';
}
