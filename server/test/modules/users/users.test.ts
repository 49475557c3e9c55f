import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fatima Zahra',
  username: 'fatima',
  password: 'secret-pw',
  mobile: '0612345678',
  email: 'fatima@hanout.test',
  ...overrides,
});
const register = (payload: object, token: string | null = t.adminToken) => t.request(token, { method: 'POST', url: '/api/users', payload });
const update = (payload: object, token: string | null = t.adminToken) => t.request(token, { method: 'PUT', url: '/api/users', payload });
const get = (url: string, token: string | null = t.adminToken) => t.request(token, { method: 'GET', url });
const toggle = (id: number, token: string | null = t.adminToken) =>
  t.request(token, { method: 'PUT', url: `/api/users/update-status/${id}` });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

async function idOf(username: string): Promise<number> {
  const row = await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/users', () => {
  it('registers a user, enabled with the user role by default, lower-casing username and e-mail', async () => {
    const response = await register(newUser({ username: 'Fatima', email: 'Fatima@Hanout.TEST' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User registered successfully.' });
    const id = await idOf('fatima');
    const answer = await get(`/api/users/${id}`);
    expect(answer.statusCode).toBe(200);
    const user = answer.json();
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'isEnabled', 'language', 'mobile', 'name', 'role', 'username']);
    expect(user.language).toBe('fr');
    expect(user).toMatchObject({
      id,
      name: 'Fatima Zahra',
      username: 'fatima',
      email: 'fatima@hanout.test',
      mobile: '0612345678',
      role: 'ROLE_USER',
      isEnabled: true,
    });
    expect(Date.now() - Date.parse(user.createdAt)).toBeLessThan(60_000);
    // The new user signs in with the username or the e-mail, in any case.
    for (const name of ['FATIMA', 'fatima@hanout.test']) expect((await login(name, 'secret-pw')).statusCode).toBe(200);
  });

  it('keeps the chosen role and a disabled start', async () => {
    const response = await register(
      newUser({ name: 'Big Boss', username: 'boss', email: 'boss@hanout.test', role: 'ROLE_ADMIN', isEnabled: false }),
    );
    expect(response.statusCode).toBe(200);
    const user = (await get(`/api/users/${await idOf('boss')}`)).json();
    expect(user).toMatchObject({ role: 'ROLE_ADMIN', isEnabled: false });
    expect((await login('boss', 'secret-pw')).statusCode).toBe(401);
  });

  it.each([
    ['name', { name: 'ab' }],
    ['username', { username: 'ab' }],
    ['username', { username: 'with space' }],
    ['username', { username: 'a@b' }],
    ['password', { password: 'ab' }],
    ['mobile', { mobile: '06' }],
    ['email', { email: 'not-an-email' }],
    ['role', { role: 'ROLE_ROOT' }],
    ['name', { name: undefined }],
    ['email', { email: undefined }],
  ])('refuses an invalid %s', async (field, change) => {
    const response = await register(newUser({ username: 'valid-user', email: 'valid@hanout.test', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(`${field}:`);
  });

  it('refuses a username or e-mail already taken, whatever the case', async () => {
    const sameUsername = await register(newUser({ username: 'FATIMA', email: 'other@hanout.test' }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().detail).toBe("The username 'fatima' is already taken.");
    const sameEmail = await register(newUser({ username: 'other', email: ADMIN_EMAIL.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().detail).toContain('already used by another user');
    expect((await get('/api/users/search?text=other')).json().totalElements).toBe(0);
  });
});

describe('PUT /api/users', () => {
  it('updates name, mobile, e-mail and role, and ignores id-bound read-only fields', async () => {
    const id = await idOf('fatima');
    const before = (await get(`/api/users/${id}`)).json();
    const response = await update({
      id,
      name: 'Fatima Z.',
      mobile: '0700000001',
      email: 'FZ@hanout.test',
      role: 'ROLE_ADMIN',
      createdAt: '2000-01-01T00:00:00.000Z',
      isEnabled: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User updated successfully.' });
    const after = (await get(`/api/users/${id}`)).json();
    expect(after).toEqual({ ...before, name: 'Fatima Z.', mobile: '0700000001', email: 'fz@hanout.test', role: 'ROLE_ADMIN' });
    // Put the role back for the tests below.
    expect((await update({ ...after, role: 'ROLE_USER' })).statusCode).toBe(200);
  });

  it.each([
    ['name', { name: 'ab' }],
    ['name', { name: 'x'.repeat(51) }],
    ['mobile', { mobile: '061234567' }],
    ['mobile', { mobile: '06123456789' }],
    ['email', { email: 'nope' }],
    ['role', { role: undefined }],
    ['id', { id: undefined }],
  ])('refuses an invalid %s', async (field, change) => {
    const id = await idOf('fatima');
    const response = await update({ id, name: 'Fatima', mobile: '0612345678', email: 'fz@hanout.test', role: 'ROLE_USER', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(`${field}:`);
  });

  it('refuses an e-mail used by another user and an unknown id', async () => {
    const id = await idOf('fatima');
    const taken = await update({ id, name: 'Fatima', mobile: '0612345678', email: ADMIN_EMAIL, role: 'ROLE_USER' });
    expect(taken.statusCode).toBe(409);
    const unknown = await update({ id: 99999, name: 'Ghost', mobile: '0612345678', email: 'ghost@hanout.test', role: 'ROLE_USER' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('User 99999 does not exist.');
  });

  it('keeps its own e-mail and refuses to remove the administrator role from oneself', async () => {
    const self = (await get('/api/auth/session')).json();
    const me = (await get(`/api/users/${self.id}`)).json();
    expect((await update({ ...me, name: 'Chief Admin' })).statusCode).toBe(200);
    const demote = await update({ ...me, role: 'ROLE_USER' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().detail).toMatch(/your own account/);
    expect((await get(`/api/users/${self.id}`)).json().role).toBe('ROLE_ADMIN');
  });
});

describe('GET /api/users/{id}', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/users/424242')).statusCode).toBe(404);
    expect((await get('/api/users/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/users/search', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 23; i++) {
      const n = String(i).padStart(2, '0');
      const response = await register(
        newUser({ name: `Paged Person ${n}`, username: `paged${n}`, email: `paged${n}@list.test`, mobile: `05000000${n}` }),
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('finds users by name, e-mail, mobile or username, ignoring case', async () => {
    const names = async (text: string) =>
      (await get(`/api/users/search?text=${encodeURIComponent(text)}&page=0&size=50`))
        .json()
        .content.map((u: { username: string }) => u.username);
    expect(await names('FATIMA Z')).toEqual(['fatima']);
    expect(await names('FZ@HANOUT')).toEqual(['fatima']);
    expect(await names('0700000001')).toEqual(['fatima']);
    expect(await names('BOSS')).toEqual(['boss']);
    expect(await names('paged1')).toEqual([
      'paged10',
      'paged11',
      'paged12',
      'paged13',
      'paged14',
      'paged15',
      'paged16',
      'paged17',
      'paged18',
      'paged19',
    ]);
    expect(await names('%')).toEqual([]);
  });

  it('pages in id order, with the last page and pages beyond the end', async () => {
    const first = (await get('/api/users/search?text=paged&page=0&size=10')).json();
    expect(first).toMatchObject({ totalElements: 23, totalPages: 3, last: false, pageable: { pageNumber: 0, pageSize: 10, offset: 0 } });
    expect(first.content.map((u: { username: string }) => u.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `paged${String(i + 1).padStart(2, '0')}`),
    );
    const last = (await get('/api/users/search?text=paged&page=2&size=10')).json();
    expect(last).toMatchObject({ totalElements: 23, last: true, pageable: { pageNumber: 2, offset: 20 } });
    expect(last.content).toHaveLength(3);
    const beyond = (await get('/api/users/search?text=paged&page=7&size=10')).json();
    expect(beyond).toMatchObject({ content: [], totalElements: 23, last: true });
    const empty = (await get('/api/users/search?text=nobody-like-this')).json();
    expect(empty).toMatchObject({ content: [], totalElements: 0, totalPages: 0, last: true });
    const all = (await get('/api/users/search')).json();
    expect(all.pageable).toMatchObject({ pageNumber: 0, pageSize: 10 });
    expect(all.content[0].username).toBe('admin');
    expect(all.content.every((u: object) => !('password' in u) && !('passwordHash' in u))).toBe(true);
  });

  it('refuses a page size outside 10..50 and a negative page', async () => {
    expect((await get('/api/users/search?size=7')).statusCode).toBe(400);
    expect((await get('/api/users/search?page=-1')).statusCode).toBe(400);
  });
});

describe('PUT /api/users/update-status/{id}', () => {
  it('disables a user, whose token and login stop working at once, and enables them again', async () => {
    const staff = await t.createUser();
    const session = () => t.request(staff.token, { method: 'GET', url: '/api/auth/session' });
    expect((await session()).statusCode).toBe(200);

    const off = await toggle(staff.id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'User disabled successfully.' });
    expect((await get(`/api/users/${staff.id}`)).json().isEnabled).toBe(false);
    expect((await session()).statusCode).toBe(401);
    expect((await t.request(staff.token, { method: 'GET', url: '/api/customers/search' })).statusCode).toBe(401);
    expect((await login(staff.email, staff.password)).statusCode).toBe(401);

    const on = await toggle(staff.id);
    expect(on.json()).toEqual({ message: 'User enabled successfully.' });
    expect((await get(`/api/users/${staff.id}`)).json().isEnabled).toBe(true);
    expect((await login(staff.email, staff.password)).statusCode).toBe(200);
  });

  it('refuses to disable one’s own account, and answers 404 for an unknown user', async () => {
    const self = (await get('/api/auth/session')).json();
    const response = await toggle(self.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('You cannot disable your own account.');
    expect((await get(`/api/users/${self.id}`)).json().isEnabled).toBe(true);
    expect((await toggle(31337)).statusCode).toBe(404);
  });
});

describe('access', () => {
  const calls = (id: number) => [
    { method: 'GET' as const, url: '/api/users/search' },
    { method: 'GET' as const, url: `/api/users/${id}` },
    { method: 'PUT' as const, url: `/api/users/update-status/${id}` },
    {
      method: 'PUT' as const,
      url: '/api/users',
      payload: { id, name: 'Someone', mobile: '0612345678', email: 'x@hanout.test', role: 'ROLE_USER' },
    },
    { method: 'POST' as const, url: '/api/users', payload: newUser({ username: 'intruder', email: 'intruder@hanout.test' }) },
  ];

  it('needs a token for every users call', async () => {
    for (const call of calls(1)) {
      const response = await t.request(null, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('refuses every users call to ROLE_USER, writing nothing', async () => {
    const staff = await t.createUser();
    for (const call of calls(staff.id)) {
      const response = await t.request(staff.token, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await get(`/api/users/${staff.id}`)).json().isEnabled).toBe(true);
    expect((await get('/api/users/search?text=intruder')).json().totalElements).toBe(0);
  });
});

describe('PUT /api/users/me/language', () => {
  it("sets the signed-in user's own screen language, read back from the session; French by default", async () => {
    const staff = await t.createUser();
    const session = () => t.request(staff.token, { method: 'GET', url: '/api/auth/session' });
    expect((await session()).json().language).toBe('fr');
    const set = (language: unknown) => t.request(staff.token, { method: 'PUT', url: '/api/users/me/language', payload: { language } });
    expect((await set('ar')).statusCode).toBe(200);
    expect((await session()).json().language).toBe('ar');
    expect((await get(`/api/users/${staff.id}`)).json().language).toBe('ar');
    const refused = await set('de');
    expect(refused.statusCode).toBe(400);
    expect((await session()).json().language).toBe('ar');
    const anonymous = await t.request(null, { method: 'PUT', url: '/api/users/me/language', payload: { language: 'en' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
