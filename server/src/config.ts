import path from 'node:path';

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
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@hanout.ma',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Hanout <no-reply@hanout.ma>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    timeZone: env.TZ || 'Africa/Casablanca',
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginLimitPerMinute: Number(env.LOGIN_LIMIT_PER_MINUTE ?? 20),
    forgotLimitPerHour: Number(env.FORGOT_LIMIT_PER_HOUR ?? 10),
  };
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `true` every one; a hop count; or a comma list of addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
