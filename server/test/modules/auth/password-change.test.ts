import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (username: string, password: string) =>
  t.request(null, { method: 'POST', url: '/api/auth/login', payload: { username, password } });
const session = (token: string) => t.request(token, { method: 'GET', url: '/api/auth/session' });
const hashOf = async (id: number) =>
  (await t.database.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow()).passwordHash;

describe('a user changing their own password', () => {
  it('gives the current one, gets a new session, and every session opened before ends', async () => {
    const user = await t.createUser();
    const other = (await signIn(user.email, user.password)).json<LoginResponse>().token;
    const change = (body: object, token = user.token) => t.request(token, { method: 'PUT', url: '/api/users/me/password', payload: body });

    const before = await hashOf(user.id);
    const wrong = await change({ currentPassword: 'not-the-password', newPassword: 'a-new-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('currentPassword: The current password is not right.');
    const french = await t.request(user.token, {
      method: 'PUT',
      url: '/api/users/me/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'a-new-secret' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().detail).toBe('currentPassword: Le mot de passe actuel n’est pas le bon.');
    const short = await change({ currentPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    const asEmail = await change({ currentPassword: user.password, newPassword: user.email.toUpperCase() });
    expect(asEmail.json().detail).toBe('newPassword: Password must differ from the username and e-mail');
    expect(await hashOf(user.id)).toBe(before);
    // Every session still works until the change.
    expect((await session(other)).statusCode).toBe(200);

    const changed = await change({ currentPassword: user.password, newPassword: 'a-new-secret' });
    expect(changed.statusCode, changed.body).toBe(200);
    const { token } = changed.json<LoginResponse>();
    expect((await session(token)).statusCode).toBe(200);
    for (const old of [user.token, other]) expect((await session(old)).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'a-new-secret')).statusCode).toBe(200);
  });
});

describe('an administrator setting a user’s password', () => {
  it('ends the user’s sessions; the user signs in with the new one; staff may not', async () => {
    const user = await t.createUser();
    const staff = await t.createUser();
    const set = (id: number, body: object, token = t.adminToken) =>
      t.request(token, { method: 'PUT', url: `/api/users/${id}/password`, payload: body });

    expect((await set(user.id, { newPassword: 'chosen-by-admin' }, staff.token)).statusCode).toBe(403);
    expect((await set(424242, { newPassword: 'chosen-by-admin' })).statusCode).toBe(404);
    expect((await set(user.id, { newPassword: 'short' })).statusCode).toBe(400);
    expect((await session(user.token)).statusCode).toBe(200);

    const done = await set(user.id, { newPassword: 'chosen-by-admin' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await session(user.token)).statusCode).toBe(401);
    expect((await signIn(user.email, 'chosen-by-admin')).statusCode).toBe(200);
    // The administrator's own session goes on.
    expect((await session(t.adminToken)).statusCode).toBe(200);
  });
});
