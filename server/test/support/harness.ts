import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';

export type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;
import { buildApp } from '../../src/app';
import { createAnswerChecker } from './openapi-answers';
import { untranslatedParts } from '../../src/http/messages';
import { configFromEnv, type Config } from '../../src/config';
import { isPostgresUrl, migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/connect';
import { ensureFirstAdmin } from '../../src/modules/users/first-admin';
import { hashPassword } from '../../src/modules/auth/passwords';
import { createTokenService } from '../../src/modules/auth/tokens';

export const ADMIN_EMAIL = 'admin@hanout.test';
export const ADMIN_PASSWORD = 'admin-secret';
const serverUrl = process.env.DATABASE_URL;
export const dialectUnderTest = isPostgresUrl(serverUrl) ? 'postgres' : 'sqlite';

/** A fresh, empty database: a temp SQLite file, or a new PostgreSQL database when DATABASE_URL is set. */
export async function freshDatabase(): Promise<{ databaseUrl?: string; dataDir: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-test-'));
  if (!isPostgresUrl(serverUrl)) {
    return { dataDir, drop: () => fs.promises.rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `hanout_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every problem the tests meet must read in French and Arabic: a detail no catalogue translates fails its test. */
function reportUntranslated(parts: string[]) {
  if (process.env.COLLECT_UNTRANSLATED) fs.appendFileSync(process.env.COLLECT_UNTRANSLATED, parts.map((part) => `${part}\n`).join(''));
  else throw new Error(`No French or Arabic for the problem detail: ${parts.join(' | ')} (contract/src/messages)`);
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  adminToken: string;
  /** Signs in and answers the token. */
  login(username: string, password: string): Promise<string>;
  /** Creates a user directly in the database and answers a token for it. */
  createUser(options?: {
    role?: 'ROLE_USER' | 'ROLE_ADMIN';
    name?: string;
    enabled?: boolean;
  }): Promise<{ id: number; token: string; email: string; password: string }>;
  /** app.inject with a bearer token. */
  request(token: string | null, options: InjectOptions): Promise<InjectResponse>;
  close(): Promise<void>;
}

/** `logStream`: receives the app's log (give `logLevel` in overrides too; tests run silent by default). */
export async function createTestApp(overrides: Partial<Config> = {}, logStream?: NodeJS.WritableStream): Promise<TestApp> {
  const fresh = await freshDatabase();
  const config: Config = {
    ...configFromEnv({}),
    dataDir: fresh.dataDir,
    backupDir: path.join(fresh.dataDir, 'backups'),
    databaseUrl: fresh.databaseUrl,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    jwtSecret: 'test-secret-which-is-long-enough-for-hs256',
    logLevel: 'silent',
    webDist: undefined,
    loginLimitPerMinute: 10_000,
    forgotLimitPerHour: 10_000,
    ...overrides,
  };
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 5 });
  await migrateToLatest(database);
  await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
  const app = await buildApp(config, database, logStream);
  await app.ready();

  const checkAnswer = createAnswerChecker(app.swagger() as unknown as Parameters<typeof createAnswerChecker>[0]);
  const request: TestApp['request'] = async (token, options) => {
    const response = await app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const type = String(response.headers['content-type'] ?? '');
    const problem = checkAnswer(
      String(options.method ?? 'GET'),
      typeof options.url === 'string' ? options.url : String(options.url?.pathname),
      response.statusCode,
      type,
      type.includes('json') && response.body ? response.json() : undefined,
    );
    if (problem) throw new Error(problem);
    if (type.startsWith('application/problem+json') && !options.headers?.['accept-language']) {
      const untranslated = untranslatedParts(response.json<{ detail: string }>().detail);
      if (untranslated.length) reportUntranslated(untranslated);
    }
    return response;
  };
  async function login(username: string, password: string) {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json().token as string;
  }
  let userCount = 0;
  async function createUser(options: { role?: 'ROLE_USER' | 'ROLE_ADMIN'; name?: string; enabled?: boolean } = {}) {
    userCount += 1;
    const email = `user${userCount}-${crypto.randomBytes(3).toString('hex')}@hanout.test`;
    const password = 'user-secret';
    const { id } = await database.db
      .insertInto('users')
      .values({
        name: options.name ?? `Staff ${userCount}`,
        username: email.split('@')[0],
        email,
        mobile: '0611223344',
        passwordHash: await hashPassword(password),
        role: options.role ?? 'ROLE_USER',
        isEnabled: 1,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await login(email, password);
    if (options.enabled === false) await database.db.updateTable('users').set({ isEnabled: 0 }).where('id', '=', id).execute();
    return { id, token, email, password };
  }

  // Checks the first administrator can sign in; later reads of adminToken mint tokens as sign-in does.
  await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const tokens = createTokenService(config.jwtSecret!);
  const admin = await database.db
    .selectFrom('users')
    .select(['id', 'name', 'tokenVersion'])
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  return {
    app,
    database,
    config,
    // A new token at each read, as signing in answers: a test that signs out (or a suite sending
    // every route a request, sign-out included) ends only the token it used, not the others'.
    get adminToken() {
      return tokens.sign({ sub: String(admin.id), role: 'ROLE_ADMIN', name: admin.name, ver: Number(admin.tokenVersion) });
    },
    login,
    createUser,
    request,
    async close() {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}
