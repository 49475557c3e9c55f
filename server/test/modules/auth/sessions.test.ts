/**
 * Server-side revocation: signing out ends that token; a password reset, a role change and
 * disabling a user end all earlier tokens, and re-enabling does not revive them. Kept in the
 * database, so a second app instance on the same database refuses them too.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
/** A second instance on the same database (PostgreSQL: its own pool; SQLite: its own connection to the file). */
let second: { app: FastifyInstance; database: DatabaseHandle };
let checks = 0;

beforeAll(async () => {
  t = await createTestApp();
  const database = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
  second = { app: await buildApp(t.config, database), database };
});
afterAll(async () => {
  console.log(
    `hardening: revocation (${dialectUnderTest}): ${checks} token checks on two app instances: sign-out, password reset, role change, disabling (re-enabling does not revive)`,
  );
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

/** The status of GET /api/auth/session with this token, on the first and on the second instance. */
async function statusEverywhere(token: string): Promise<[number, number]> {
  checks += 2;
  const headers = { authorization: `Bearer ${token}` };
  const first = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
  const other = await second.app.inject({ method: 'GET', url: '/api/auth/session', headers });
  return [first.statusCode, other.statusCode];
}

describe('token revocation', () => {
  it('signing out ends that token only, on every instance', async () => {
    const user = await t.createUser();
    const other = await t.login(user.email, user.password);
    expect(await statusEverywhere(user.token)).toEqual([200, 200]);
    const out = await t.request(user.token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(await statusEverywhere(user.token)).toEqual([401, 401]);
    expect(await statusEverywhere(other)).toEqual([200, 200]);
    const again = await t.request(user.token, { method: 'POST', url: '/api/auth/logout' });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('Your session has ended. Please sign in again.');
  });

  it('forgets revocations of tokens that have expired anyway', async () => {
    await t.database.db.insertInto('revokedTokens').values({ jti: 'long-gone', expiresAt: '2020-01-01T00:00:00.000Z' }).execute();
    const user = await t.createUser();
    await t.request(user.token, { method: 'POST', url: '/api/auth/logout' });
    const left = await t.database.db.selectFrom('revokedTokens').select('jti').execute();
    expect(left.map((row) => row.jti)).not.toContain('long-gone');
  });

  it('a password reset ends every earlier token', async () => {
    const user = await t.createUser();
    const code = crypto.randomBytes(12).toString('hex');
    await t.database.db
      .insertInto('passwordResets')
      .values({
        userId: user.id,
        codeHash: crypto.createHash('sha256').update(code).digest('hex'),
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        usedAt: null,
      })
      .execute();
    const reset = await t.request(null, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, verificationCode: code, password: 'a-fresh-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await statusEverywhere(user.token)).toEqual([401, 401]);
    expect(await statusEverywhere(await t.login(user.email, 'a-fresh-password'))).toEqual([200, 200]);
  });

  it('a role change ends every earlier token; other edits do not', async () => {
    const user = await t.createUser();
    const edit = (role: string, name: string) =>
      t.request(t.adminToken, {
        method: 'PUT',
        url: '/api/users',
        payload: { id: user.id, name, mobile: '0611223344', email: user.email, role },
      });
    expect((await edit('ROLE_USER', 'Renamed Staff')).statusCode).toBe(200);
    expect(await statusEverywhere(user.token)).toEqual([200, 200]);
    expect((await edit('ROLE_ADMIN', 'Renamed Staff')).statusCode).toBe(200);
    expect(await statusEverywhere(user.token)).toEqual([401, 401]);
    const promoted = await t.login(user.email, user.password);
    expect(await statusEverywhere(promoted)).toEqual([200, 200]);
  });

  it('disabling ends every earlier token, and re-enabling does not revive them', async () => {
    const user = await t.createUser();
    const toggle = () => t.request(t.adminToken, { method: 'PUT', url: `/api/users/update-status/${user.id}` });
    expect((await toggle()).json().message).toBe('User disabled successfully.');
    expect(await statusEverywhere(user.token)).toEqual([401, 401]);
    expect((await toggle()).json().message).toBe('User enabled successfully.');
    expect(await statusEverywhere(user.token)).toEqual([401, 401]);
    expect(await statusEverywhere(await t.login(user.email, user.password))).toEqual([200, 200]);
  });
});
