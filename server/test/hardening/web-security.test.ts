/**
 * Web security: Helmet's headers on the HTML page, the static assets and the API answers of an
 * app serving a real build of the web app; no secret in that build; and the sign-in and
 * forgot-password rate limits holding against a client that forges X-Forwarded-For.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/modules/auth/passwords';
import type * as Passwords from '../../src/modules/auth/passwords';
import { createTestApp, dialectUnderTest, type InjectResponse, type TestApp } from '../support/harness';

vi.mock('../../src/modules/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});

const ROOT = path.resolve(import.meta.dirname, '../../..');
const canary = (what: string) => `hardening-canary-${what}-${crypto.randomBytes(6).toString('hex')}`;
const CANARIES = {
  JWT_SECRET: canary('jwt'),
  ADMIN_PASSWORD: canary('admin'),
  DATABASE_URL: `postgres://hanout:${canary('db')}@db.internal:5432/hanout`,
  SMTP_URL: `smtp://mailer:${canary('smtp')}@smtp.internal:587`,
};
/** Never in a browser bundle: server-side names, the test secrets, key material. */
const MARKERS = [
  'passwordHash',
  'password_hash',
  'PRIVATE KEY',
  'jwt-secret',
  'test-secret-which-is-long-enough-for-hs256',
  'better-sqlite3',
  'argon2',
];

let dist: string;
let t: TestApp;
const figures = { files: 0, bytes: 0, answers: 0 };

/** Every file of a folder, recursively. */
function filesOf(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });
}

/** The secrets and markers found in a bundle, as `file: what`. */
function secretsIn(folder: string, secrets: string[]): string[] {
  const found: string[] = [];
  for (const file of filesOf(folder)) {
    const text = fs.readFileSync(file, 'latin1');
    figures.files += 1;
    figures.bytes += text.length;
    for (const secret of [...secrets, ...MARKERS]) if (text.includes(secret)) found.push(`${path.relative(folder, file)}: ${secret}`);
  }
  return found;
}

beforeAll(async () => {
  // A fresh build, made with secrets in its environment: none may end up in the files.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-web-'));
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: path.join(ROOT, 'web'),
      env: { ...process.env, ...CANARIES },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDist: dist });
}, 120_000);

afterAll(async () => {
  console.log(
    `hardening: web security (${dialectUnderTest}): Helmet headers on ${figures.answers} answers (page, assets, API, errors, PDF), ` +
      `${figures.files} bundle files (${Math.round(figures.bytes / 1024)} KiB) scanned, 0 secrets found, sign-in and forgot-password limits hold against forged X-Forwarded-For`,
  );
  await t?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

function expectHelmet(response: InjectResponse, what: string) {
  figures.answers += 1;
  const h = response.headers;
  const csp = String(h['content-security-policy'] ?? '');
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('default-src'), `${what}: CSP default-src`).toBe("default-src 'self'");
  expect(directive('script-src'), `${what}: CSP script-src`).toBe("script-src 'self'");
  expect(csp, `${what}: CSP`).not.toContain('unsafe-eval');
  // The LAN's other computers use plain HTTP: the page's scripts must not be upgraded to HTTPS.
  expect(csp, `${what}: CSP`).not.toContain('upgrade-insecure-requests');
  expect(directive('object-src'), `${what}: CSP object-src`).not.toContain('*');
  expect(directive('frame-ancestors'), `${what}: CSP frame-ancestors`).toBe("frame-ancestors 'self'");
  expect(directive('base-uri'), `${what}: CSP base-uri`).toBe("base-uri 'self'");
  expect(directive('form-action'), `${what}: CSP form-action`).toBe("form-action 'self'");
  expect(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).toBe('no-referrer');
  expect(String(h['strict-transport-security']), `${what}: Strict-Transport-Security`).toMatch(/max-age=\d{7,}/);
  expect(h['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
  expect(h['cross-origin-opener-policy'], `${what}: Cross-Origin-Opener-Policy`).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], `${what}: Cross-Origin-Resource-Policy`).toBe('same-origin');
  expect(h['x-permitted-cross-domain-policies'], `${what}: X-Permitted-Cross-Domain-Policies`).toBe('none');
  expect(h['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

describe('Helmet headers', () => {
  it('are on the HTML page, the client-side routes and the static assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectHelmet(page, 'GET /');
    // The page runs under script-src 'self': it may not hold an inline script.
    const scripts = [...page.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, content] of scripts) {
      expect(tag).toMatch(/\ssrc="\/[^"]+"/);
      expect(content.trim()).toBe('');
    }
    for (const url of ['/dashboard', '/auth/login', '/invoice/add']) {
      const route = await t.app.inject({ method: 'GET', url });
      expect(route.statusCode, url).toBe(200);
      expectHelmet(route, `GET ${url}`);
    }
    const assets = filesOf(path.join(dist, 'assets'));
    const script = assets.find((file) => file.endsWith('.js'))!;
    const style = assets.find((file) => file.endsWith('.css'));
    for (const file of [script, style, path.join(dist, 'favicon.svg')].filter((f): f is string => !!f && fs.existsSync(f))) {
      const url = `/${path.relative(dist, file).split(path.sep).join('/')}`;
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expectHelmet(asset, `GET ${url}`);
    }
  });

  it('are on API answers: data, PDF, and every kind of error', async () => {
    const answers: Array<[string, InjectResponse]> = [
      ['GET /api/units', await t.request(t.adminToken, { method: 'GET', url: '/api/units' })],
      ['GET /api/stock/report', await t.request(t.adminToken, { method: 'GET', url: '/api/stock/report' })],
      ['GET /api/units without a token', await t.request(null, { method: 'GET', url: '/api/units' })],
      ['POST /api/customers {}', await t.request(t.adminToken, { method: 'POST', url: '/api/customers', payload: {} })],
      ['GET /api/customers/999999', await t.request(t.adminToken, { method: 'GET', url: '/api/customers/999999' })],
      ['GET /api/nowhere', await t.request(t.adminToken, { method: 'GET', url: '/api/nowhere' })],
      ['POST /api/users as a user', await t.request((await t.createUser()).token, { method: 'POST', url: '/api/users', payload: {} })],
      [
        'POST /api/customers with 2 MiB',
        await t.request(t.adminToken, {
          method: 'POST',
          url: '/api/customers',
          payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
          headers: { 'content-type': 'application/json' },
        }),
      ],
      // Refused by the router itself, before any hook runs.
      ['GET a malformed URL', await t.request(t.adminToken, { method: 'GET', url: '/api/customers/%E0%A4%A' })],
    ];
    expect(answers.map(([, response]) => response.statusCode)).toEqual([200, 200, 401, 400, 404, 404, 403, 413, 400]);
    // Every error is problem+json titled with its status's reason phrase.
    expect(answers.slice(2).map(([, response]) => [response.headers['content-type'], response.json().title])).toEqual(
      ['Unauthorized', 'Bad Request', 'Not Found', 'Not Found', 'Forbidden', 'Payload Too Large', 'Bad Request'].map((title) => [
        'application/problem+json; charset=utf-8',
        title,
      ]),
    );
    for (const [what, response] of answers) expectHelmet(response, what);
    // No cross-origin reads: the API sends no CORS grant to another site.
    const foreign = await t.request(t.adminToken, { method: 'GET', url: '/api/units', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/units',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the web bundle', () => {
  it('holds none of the secrets it was built beside', () => {
    expect(secretsIn(dist, Object.values(CANARIES))).toEqual([]);
  });

  it('as shipped in web/dist, holds no server secret either', () => {
    const shipped = path.join(ROOT, 'web/dist');
    if (!fs.existsSync(shipped)) return; // a clean clone: only the fresh build above exists
    const secrets = [process.env.JWT_SECRET, process.env.ADMIN_PASSWORD].filter((value): value is string => !!value && value.length >= 8);
    expect(secretsIn(shipped, secrets)).toEqual([]);
  });
});

describe('rate limits', () => {
  const login = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { username: 'nobody@hanout.test', password: 'wrong-password' },
    });
  const forgot = (app: TestApp, remoteAddress: string, forwardedFor: string) =>
    app.app.inject({
      method: 'GET',
      url: '/api/auth/forgot-password?email=nobody%40hanout.test',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits sign-in per client address, whatever X-Forwarded-For a client sends itself', async () => {
    const limited = await createTestApp({ loginLimitPerMinute: 3, trustProxy: '10.0.0.5' });
    try {
      const codes = [];
      for (let i = 1; i <= 5; i++) codes.push((await login(limited, '203.0.113.7', `198.51.100.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const limitedAnswer = await login(limited, '203.0.113.7');
      expect(limitedAnswer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(limitedAnswer.json().detail).toBeTruthy();
      // Behind the shop's own proxy (named in TRUST_PROXY), each client keeps its own allowance.
      const proxied = [];
      for (let i = 0; i < 4; i++) proxied.push((await login(limited, '10.0.0.5', '198.51.100.20')).statusCode);
      proxied.push((await login(limited, '10.0.0.5', '198.51.100.21')).statusCode);
      expect(proxied).toEqual([401, 401, 401, 429, 401]);
    } finally {
      await limited.close();
    }
  });

  it('limits forgot-password per client address, whatever X-Forwarded-For a client sends itself', async () => {
    const limited = await createTestApp({ forgotLimitPerHour: 2 });
    try {
      const codes = [];
      for (let i = 1; i <= 4; i++) codes.push((await forgot(limited, '203.0.113.8', `198.51.100.${i}`)).statusCode);
      expect(codes).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('checks a reset code before spending a password hash on it', async () => {
    vi.mocked(hashPassword).mockClear();
    for (let i = 0; i < 20; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: 'admin@hanout.test', verificationCode: `guess-${i}`, password: 'new-password' },
      });
      expect(answer.statusCode).toBe(400);
    }
    expect(vi.mocked(hashPassword)).not.toHaveBeenCalled();
  });

  it('spends a password check on an unknown account too, so that timing tells no account apart', async () => {
    vi.mocked(verifyPassword).mockClear();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ghost@hanout.test', password: 'whatever' },
    });
    expect(answer.statusCode).toBe(401);
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
  });
});
