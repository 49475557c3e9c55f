import path from 'node:path';
import { knownZone } from './lib/clock';
import { isPostgresUrl } from './db/connect';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail: string;
  adminPassword?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  logLevel: string;
  timeZone: string;
  /** Built web app to serve at `/`; absent in API-only tests. */
  webDist?: string;
  /** Fastify's trustProxy: which peers may set X-Forwarded-For (false: none, the client's own address counts). */
  trustProxy: boolean | number | string;
  loginLimitPerMinute: number;
  forgotLimitPerHour: number;
  /** Where automatic backups of the embedded database go (a USB drive or a synced folder in practice). */
  backupDir: string;
  /** Milliseconds between automatic backups; 0 turns them (and the one at shutdown) off. */
  backupEveryMs: number;
  backupKeep: BackupKeep;
  /** Below this much free disk space, administrators are warned. */
  diskWarnBytes: number;
  /** Below this much free disk space, /api/health answers 503. */
  diskFloorBytes: number;
  /** OPERATOR_TOKEN: the bearer token of the operator API (/api/operator); unset, that API answers 404. */
  operatorToken?: string;
}

/** Grandfather-father-son retention: the newest backup of this many recent days, ISO weeks and months. */
export interface BackupKeep {
  daily: number;
  weekly: number;
  monthly: number;
}

const MB = 1024 * 1024;
const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `6h`, `30m`, `1d`; `0` or `off` for none. */
export function parseBackupEvery(text: string): number {
  if (/^(0|off)$/i.test(text.trim())) return 0;
  const match = /^(\d+(?:\.\d+)?)\s*([mhd])$/i.exec(text.trim());
  if (!match) throw new Error(`BACKUP_EVERY must look like 6h, 30m or 1d (or off), not '${text}'`);
  return Math.round(Number(match[1]) * UNIT_MS[match[2].toLowerCase()]);
}

/** `7d,4w,12m`: daily, weekly and monthly backups kept (any order, each optional, 0 allowed). */
export function parseBackupKeep(text: string): BackupKeep {
  const keep: BackupKeep = { daily: 0, weekly: 0, monthly: 0 };
  const names = { d: 'daily', w: 'weekly', m: 'monthly' } as const;
  for (const part of text.split(',').map((item) => item.trim())) {
    const match = /^(\d+)([dwm])$/i.exec(part);
    if (!match) throw new Error(`BACKUP_KEEP must look like 7d,4w,12m, not '${text}'`);
    keep[names[match[2].toLowerCase() as 'd' | 'w' | 'm']] = Number(match[1]);
  }
  if (keep.daily + keep.weekly + keep.monthly === 0) throw new Error('BACKUP_KEEP must keep at least one backup');
  return keep;
}

/** A size in MB (DISK_WARN_MB, DISK_FLOOR_MB): a whole number, else the server stops (NaN silently turned the check off). */
export function parseMegabytes(name: string, value: string): number {
  if (/^\d+$/.test(value.trim())) return Number(value);
  throw new Error(`${name} must be a whole number of megabytes, not "${value}"`);
}

/** PORT: a TCP port; anything else stops the server at start, before it creates anything. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (/^\d+$/.test(value.trim()) && port >= 1 && port <= 65_535) return port;
  throw new Error(`PORT must be a port number from 1 to 65535, not "${value}"`);
}

/**
 * DATABASE_URL: unset for the embedded SQLite database, else a PostgreSQL URL. Anything else (a typo
 * such as postgress://) stops the server, instead of starting it on an empty embedded database.
 */
export function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (isPostgresUrl(value)) return value;
  // Only the scheme is repeated: the rest may hold a password.
  const scheme = /^[^:/]*:?/.exec(value)?.[0] ?? '';
  throw new Error(
    `DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite database), not "${scheme}…"`,
  );
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT ?? '8080');
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@hanout.ma',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Hanout <no-reply@hanout.ma>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    timeZone: parseTimeZone(env.TZ || 'Africa/Casablanca'),
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginLimitPerMinute: Number(env.LOGIN_LIMIT_PER_MINUTE ?? 20),
    forgotLimitPerHour: Number(env.FORGOT_LIMIT_PER_HOUR ?? 10),
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    backupEveryMs: parseBackupEvery(env.BACKUP_EVERY || '6h'),
    backupKeep: parseBackupKeep(env.BACKUP_KEEP || '7d,4w,12m'),
    diskWarnBytes: parseMegabytes('DISK_WARN_MB', env.DISK_WARN_MB ?? '1024') * MB,
    diskFloorBytes: parseMegabytes('DISK_FLOOR_MB', env.DISK_FLOOR_MB ?? '100') * MB,
    operatorToken: parseOperatorToken(env.OPERATOR_TOKEN),
  };
}

/** The operator API's key lets its holder open, suspend and export every shop: a guessable one stops the server at start. */
export const OPERATOR_TOKEN_MIN = 32;

/** OPERATOR_TOKEN: unset or empty for no operator API, else at least OPERATOR_TOKEN_MIN characters. */
export function parseOperatorToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length >= OPERATOR_TOKEN_MIN) return value;
  throw new Error(`OPERATOR_TOKEN must have at least ${OPERATOR_TOKEN_MIN} characters (openssl rand -base64 32 makes one)`);
}

/**
 * TZ: the shop's time zone, which dates every document and day. A zone the server does not know
 * stops it at start, rather than at the first sale (and the screens would fall back to each
 * computer's own zone).
 */
export function parseTimeZone(value: string): string {
  if (knownZone(value)) return value;
  throw new Error(`TZ must be a time zone such as Africa/Casablanca, not "${value}"`);
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `true` every one; a hop count; or a comma list of addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
