/** New passwords: at least 8 characters, not the username or e-mail (any case); sign-in still accepts any stored password. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/modules/auth/passwords';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';

let t: TestApp;
let checks = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  console.log(
    `hardening: password rule (${dialectUnderTest}): ${checks} new passwords checked (8+ characters, not the username or e-mail)`,
  );
  await t?.close();
});

const newUser = (password: string, username = 'karima') =>
  t.request(t.adminToken, {
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Karima', username, password, mobile: '0611223344', email: `${username}@hanout.test`, role: 'ROLE_USER' },
  });

async function resetCode(userId: number) {
  const code = crypto.randomBytes(12).toString('hex');
  await t.database.db
    .insertInto('passwordResets')
    .values({
      userId,
      codeHash: crypto.createHash('sha256').update(code).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      usedAt: null,
    })
    .execute();
  return code;
}

describe('a new password', () => {
  it('created by an administrator has at least 8 characters and is not the username or e-mail', async () => {
    const refused = [
      await newUser('short7!'),
      await newUser('KARIMA1', 'karima1'),
      await newUser('Karima1x', 'karima1x'),
      await newUser('KARIMA1X@HANOUT.TEST', 'karima1x'),
    ];
    checks += refused.length + 1;
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refused[0].json().detail).toBe('password: Password must have at least 8 characters');
    expect(refused[2].json().detail).toBe('password: Password must differ from the username and e-mail');
    expect(refused[3].json().detail).toBe('password: Password must differ from the username and e-mail');
    expect((await newUser('eight-ch', 'karima2')).statusCode).toBe(200);
  });

  it('set by a reset has at least 8 characters and is not the username or e-mail', async () => {
    const user = await t.createUser();
    const { username } = await t.database.db.selectFrom('users').select('username').where('id', '=', user.id).executeTakeFirstOrThrow();
    const reset = async (password: string) =>
      t.request(null, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: user.email, verificationCode: await resetCode(user.id), password },
      });
    const refused = [await reset('seven77'), await reset(username.toUpperCase()), await reset(user.email.toUpperCase())];
    checks += refused.length + 1;
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    for (const answer of refused.slice(1)) expect(answer.json().detail).toBe('password: Password must differ from the username and e-mail');
    expect((await reset('a-good-one')).statusCode).toBe(200);
    expect(await t.login(user.email, 'a-good-one')).toBeTruthy();
  });

  it('does not stop a user with an older, shorter password from signing in', async () => {
    await t.database.db
      .insertInto('users')
      .values({
        name: 'Old Timer',
        username: 'oldtimer',
        email: 'old@hanout.test',
        mobile: '0611223344',
        passwordHash: await hashPassword('abc'),
        role: 'ROLE_USER',
        isEnabled: 1,
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect(await t.login('oldtimer', 'abc')).toBeTruthy();
  });
});
