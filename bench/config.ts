import path from 'node:path';

/** Where the bench lives, and the checkout around it. */
export const BENCH_DIR = import.meta.dirname;
export const ROOT = path.resolve(BENCH_DIR, '..');
/** Seeded databases (kept between runs) and the working copies of a run; ignored by git. */
export const CACHE_DIR = path.join(BENCH_DIR, '.data');

/** 1 = the full data set of issue 7; 0.05 = a twentieth of it, to iterate quickly. */
export const SCALE = Number(process.env.BENCH_SCALE ?? 1);
if (!(SCALE > 0 && SCALE <= 4)) throw new Error(`BENCH_SCALE must be in (0, 4], not ${process.env.BENCH_SCALE}`);
/** Seconds of load per endpoint (after a 1 s warm-up). */
export const DURATION = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** `sqlite`, `postgres` or both (default); PostgreSQL is skipped when its server does not answer. */
export const DATABASES = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((name) => name.trim());
/** `0` skips the web figures (bundle sizes and Lighthouse). */
export const WEB = process.env.BENCH_WEB !== '0';
/** The PostgreSQL server to create the bench databases on (any database of it). */
/** A checkout of the previous commit to run alternately with this one (the shop profile). */
export const BEFORE = process.env.BENCH_BEFORE;
export const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const ADMIN_EMAIL = 'admin@hanout.bench';
export const ADMIN_PASSWORD = 'bench-admin-secret';
export const CASHIER_PASSWORD = 'bench-cashier-secret';
export const JWT_SECRET = 'bench-jwt-secret-not-for-production-0123456789';
export const TIME_ZONE = process.env.TZ || 'Africa/Casablanca';

/**
 * Bump when the generated data changes: seeded databases of another version are rebuilt.
 * The cache key is this version and the scale.
 */
export const SEED_VERSION = 2;
export const cacheKey = () => `v${SEED_VERSION}-s${String(SCALE).replace('.', '_')}`;

/** Row counts at a scale; the full scale is the data set of issue 7. */
export function sizesAt(scale: number) {
  const n = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  return {
    users: 5,
    customers: n(5_000, 50),
    companies: n(60, 3),
    suppliers: n(300, 10),
    brands: n(600, 30),
    products: n(20_000, 100),
    grns: n(20_000, 50),
    /** Each GRN line is one stock line: 10 per GRN gives 200,000 stock lines. */
    linesPerGrn: 10,
    invoices: n(100_000, 200),
    /** Lines per invoice average 5 (1 to 9): 500,000 lines. */
    linesPerInvoice: 5,
  };
}
export type Sizes = ReturnType<typeof sizesAt>;
