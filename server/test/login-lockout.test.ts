/**
 * Failed sign-ins are counted per account (username and e-mail together) in the database: a
 * second instance sees them. One address is locked out of an account after 5 failures without
 * locking the real user out elsewhere; all addresses together hit a ceiling of 100 an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { PER_ACCOUNT, PER_ADDRESS } from '../src/modules/auth/failure-limiter';
import { createTestApp, dialectUnderTest, type TestApp } from './support/harness';

let t: TestApp;
let second: { app: FastifyInstance; database: DatabaseHandle };
let attempts = 0;

beforeAll(async () => {
  t = await createTestApp();
  const database = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
  second = { app: await buildApp(t.config, database), database };
});
afterAll(async () => {
  console.log(
    `hardening: sign-in lockout (${dialectUnderTest}): ${attempts} sign-ins: ${PER_ADDRESS.threshold} failures lock one address out of an account ` +
      `(username and e-mail counted together, seen by a second instance) while the real user signs in elsewhere; ${PER_ACCOUNT.threshold} failures from many addresses lock the account for ${PER_ACCOUNT.lockMs / 60_000} minutes`,
  );
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

const signIn = (username: string, password: string, remoteAddress: string, app: FastifyInstance = t.app) => {
  attempts += 1;
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });
};

async function usernameOf(id: number) {
  return (await t.database.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;
}

describe('failed sign-ins', () => {
  it('count the username and the e-mail as one account, per address, on every instance', async () => {
    const user = await t.createUser();
    const username = (await usernameOf(user.id)).toUpperCase();
    const codes = [];
    for (let i = 0; i < PER_ADDRESS.threshold; i++) {
      codes.push((await signIn(i % 2 ? username : user.email, 'wrong-password', '203.0.113.10', i % 2 ? second.app : t.app)).statusCode);
    }
    expect(codes).toEqual(Array(PER_ADDRESS.threshold).fill(401));
    // Locked for this address, even with the right password, on both instances.
    for (const app of [t.app, second.app]) {
      const locked = await signIn(user.email, user.password, '203.0.113.10', app);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(locked.json().detail).toMatch(/Too many failed attempts. Try again in \d+ minutes/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The real user, from their own address, is not kept out.
    expect((await signIn(username, user.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('lock the account for a short while once all addresses together reach the ceiling', async () => {
    const user = await t.createUser();
    const addresses = PER_ACCOUNT.threshold / PER_ADDRESS.threshold;
    // The addresses at once (each one's attempts in turn): failures racing from many clients all count.
    const codes = await Promise.all(
      Array.from({ length: addresses }, async (_, a) => {
        const own = [];
        for (let i = 0; i < PER_ADDRESS.threshold; i++)
          own.push((await signIn(user.email, 'wrong-password', `192.0.2.${a + 1}`)).statusCode);
        return own;
      }),
    );
    expect(codes.flat()).toEqual(Array(PER_ACCOUNT.threshold).fill(401));
    const ceiling = await signIn(user.email, user.password, '198.51.100.8');
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json().detail).toBe(`Too many failed attempts. Try again in ${PER_ACCOUNT.lockMs / 60_000} minutes.`);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(PER_ACCOUNT.lockMs / 1000 - 60);
    expect(Number(ceiling.headers['retry-after'])).toBeLessThanOrEqual(PER_ACCOUNT.lockMs / 1000);
    // The lock is short: once it has passed, the real user signs in.
    await t.database.db
      .updateTable('loginFailures')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('client', '=', '*')
      .execute();
    expect((await signIn(user.email, user.password, '198.51.100.8')).statusCode).toBe(200);
  }, 120_000);

  it('are counted for unknown names too, so that a lock tells no account apart', async () => {
    const codes = [];
    for (let i = 0; i <= PER_ADDRESS.threshold; i++)
      codes.push((await signIn('nobody@hanout.test', 'wrong-password', '203.0.113.11')).statusCode);
    expect(codes).toEqual([...Array(PER_ADDRESS.threshold).fill(401), 429]);
  });
});
