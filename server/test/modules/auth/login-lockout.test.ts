/**
 * Failed sign-ins are counted per account (username and e-mail together) in the database: a
 * second instance sees them. One address is locked out of an account after 5 failures without
 * locking the real user out elsewhere; all addresses together hit a ceiling of 100 an hour.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { openDatabase, type DatabaseHandle } from '../../../src/db/connect';
import { ACCOUNT_UNDER_ATTACK, PER_ACCOUNT, PER_ADDRESS } from '../../../src/modules/auth/failure-limiter';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';

let t: TestApp;
let second: { app: FastifyInstance; database: DatabaseHandle };
let attempts = 0;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  t = await createTestApp({ logLevel: 'warn' }, logStream);
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

const signIn = (username: string, password: string, remoteAddress: string, app: FastifyInstance = t.app, deviceToken?: string) => {
  attempts += 1;
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password, deviceToken } });
};

/** `addresses` strangers at once, each trying wrong passwords until their own address is locked out. */
async function attack(email: string, addresses: number) {
  const codes = await Promise.all(
    Array.from({ length: addresses }, async (_, a) => {
      const own = [];
      for (let i = 0; i < PER_ADDRESS.threshold; i++) own.push((await signIn(email, 'wrong-password', `192.0.2.${a + 1}`)).statusCode);
      return own;
    }),
  );
  return codes.flat();
}

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
    // The addresses at once (each one's attempts in turn): failures racing from many clients all count.
    const codes = await attack(user.email, PER_ACCOUNT.threshold / PER_ADDRESS.threshold);
    expect(codes).toEqual(Array(PER_ACCOUNT.threshold).fill(401));
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

  it('do not keep the owner out of the addresses and browsers they signed in from, and tell administrators', async () => {
    const owner = await t.createUser();
    const colleague = await t.createUser();
    // Before the attack: the owner signs in at the shop's counter computer (an address and a browser
    // the staff use too) and at home (a browser that moves, on a phone).
    const counter = await signIn(owner.email, owner.password, '198.51.100.50');
    expect(counter.statusCode).toBe(200);
    const counterDevice = counter.json<{ deviceToken: string }>().deviceToken;
    const home = await signIn(owner.email, owner.password, '198.51.100.51');
    const firstHomeDevice = home.json<{ deviceToken: string }>().deviceToken;
    expect(firstHomeDevice).toMatch(/^[\w-]{32}$/);
    // Signing in again from that browser replaces its token by a fresh one.
    const ownerDevice = (await signIn(owner.email, owner.password, '198.51.100.51', t.app, firstHomeDevice)).json<{ deviceToken: string }>()
      .deviceToken;
    expect(ownerDevice).toMatch(/^[\w-]{32}$/);
    expect(ownerDevice).not.toBe(firstHomeDevice);
    const colleagueDevice = (await signIn(colleague.email, colleague.password, '198.51.100.60')).json<{ deviceToken: string }>()
      .deviceToken;

    // 24 addresses, 5 wrong passwords each: the account-wide limit trips, and stays tripped while they go on.
    const codes = await attack(owner.email, 24);
    expect(codes.filter((code) => code === 401).length).toBeGreaterThanOrEqual(PER_ACCOUNT.threshold);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    expect(logLines.filter((line) => line.includes(ACCOUNT_UNDER_ATTACK) && line.includes(`"account":"user:${owner.id}"`))).toHaveLength(1);
    expect(JSON.parse(logLines.find((line) => line.includes(ACCOUNT_UNDER_ATTACK))!).level).toBe(40);

    // A new address is still kept out, even with the right password, and so is a made-up or another user's device token.
    expect((await signIn(owner.email, owner.password, '203.0.113.70')).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, '203.0.113.71', t.app, 'A'.repeat(32))).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, '203.0.113.72', t.app, colleagueDevice)).statusCode).toBe(429);
    // The token replaced before the attack lifts nothing.
    expect((await signIn(owner.email, owner.password, '203.0.113.74', t.app, firstHomeDevice)).statusCode).toBe(429);
    // A staff member who copied the owner's token off the counter computer gets one guess past the
    // account-wide limit: the wrong password revokes the token, and every other address is held again.
    expect((await signIn(owner.email, 'guess-1', '203.0.113.80', t.app, counterDevice)).statusCode).toBe(401);
    const guesses = [];
    for (let a = 81; a < 90; a++)
      guesses.push((await signIn(owner.email, `guess-${a}`, `203.0.113.${a}`, t.app, counterDevice)).statusCode);
    expect(guesses).toEqual(Array(9).fill(429));
    expect((await signIn(owner.email, owner.password, '203.0.113.90', t.app, counterDevice)).statusCode).toBe(429);
    // The attacking addresses stay locked out.
    expect((await signIn(owner.email, owner.password, '192.0.2.1')).statusCode).toBe(429);
    // The owner signs in from the shop's address, and from their browser wherever it is.
    expect((await signIn(owner.email, owner.password, '198.51.100.50')).statusCode).toBe(200);
    const away = await signIn(owner.email, owner.password, '203.0.113.73', t.app, ownerDevice);
    expect(away.statusCode).toBe(200);
    expect(away.json().deviceToken).not.toBe(ownerDevice);
    expect((await signIn(owner.email, owner.password, '203.0.113.75', t.app, away.json().deviceToken)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, '203.0.113.76', t.app, ownerDevice)).statusCode).toBe(429);
    // A wrong password from the owner's own address still counts there.
    expect((await signIn(owner.email, 'wrong-password', '198.51.100.50')).statusCode).toBe(401);

    // Administrators are told which account is under attack; others may not ask.
    const attacked = await t.request(t.adminToken, { method: 'GET', url: '/api/auth/accounts-under-attack' });
    expect(attacked.statusCode).toBe(200);
    const entry = attacked.json<{ accounts: Array<{ id: number; failures: number }> }>().accounts.find(({ id }) => id === owner.id);
    expect(entry).toMatchObject({ id: owner.id, name: expect.any(String), username: expect.any(String) });
    expect(entry!.failures).toBeGreaterThanOrEqual(PER_ACCOUNT.threshold);
    expect(attacked.json().accounts.map(({ id }: { id: number }) => id)).not.toContain(colleague.id);
    expect((await t.request(colleague.token, { method: 'GET', url: '/api/auth/accounts-under-attack' })).statusCode).toBe(403);
  }, 120_000);
});
