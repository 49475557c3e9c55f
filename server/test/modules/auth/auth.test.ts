import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { SMTPServer } from 'smtp-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('login', () => {
  it('accepts the e-mail or the username, in any case, and answers a token with role and exp', async () => {
    for (const username of [ADMIN_EMAIL, ADMIN_EMAIL.toUpperCase(), 'Admin']) {
      const response = await login(username, ADMIN_PASSWORD);
      expect(response.statusCode).toBe(200);
      const { success, token } = response.json();
      expect(success).toBe(true);
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(claims.role).toBe('ROLE_ADMIN');
      expect(claims.sub).toBeTypeOf('string');
      expect(claims.exp - Date.now() / 1000).toBeGreaterThan(7.9 * 3600);
    }
  });

  it('refuses a wrong password with a problem+json detail', async () => {
    const response = await login(ADMIN_EMAIL, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorized', detail: 'Invalid username or password' });
  });

  it('refuses an unknown user the same way', async () => {
    const response = await login('nobody@hanout.test', 'whatever');
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Invalid username or password');
  });

  it('names the invalid fields of a malformed request', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '', password: 'ab' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('username: Username is required');
    expect(response.json().detail).toContain('password');
  });

  it('refuses a disabled user', async () => {
    const user = await t.createUser({ enabled: false });
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/disabled/);
  });

  it('locks an account after repeated failures from one address', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'bad-password')).statusCode).toBe(401);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/Too many failed attempts/);
  });
});

describe('session guard', () => {
  const probe = (token: string | null) => t.request(token, { method: 'GET', url: '/api/auth/session' });

  it('needs a token', async () => {
    const response = await probe(null);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Authentication required');
  });

  it('accepts a valid token and names its user', async () => {
    const response = await probe(t.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Administrator', role: 'ROLE_ADMIN' });
    // One shop: nothing names it, as before shops.
    expect(response.json()).not.toHaveProperty('shop');
  });

  it("gives the shop's time zone, which the screens show times in as the documents do", async () => {
    const other = await createTestApp({ timeZone: 'Asia/Tokyo' });
    try {
      expect((await other.request(other.adminToken, { method: 'GET', url: '/api/auth/session' })).json().timeZone).toBe('Asia/Tokyo');
    } finally {
      await other.close();
    }
    expect((await probe(t.adminToken)).json().timeZone).toBe(t.config.timeZone);
  });

  it('refuses tampered, expired, foreign and unsigned tokens', async () => {
    const [header, payload, signature] = t.adminToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ROLE_ADMIN', sub: '999' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const expired = createSigner({ key: t.config.jwtSecret!, algorithm: 'HS256' })({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 });
    const foreign = createSigner({ key: 'another-secret-another-secret-1234', algorithm: 'HS256' })({
      sub: claims.sub,
      role: 'ROLE_ADMIN',
    });
    for (const token of [`${header}.${forged}.${signature}`, `${none}.${payload}.`, expired, foreign, 'not-a-token']) {
      expect((await probe(token)).statusCode).toBe(401);
    }
  });

  it("stops a disabled user's token at once", async () => {
    const user = await t.createUser();
    expect((await probe(user.token)).statusCode).toBe(200);
    await t.database.db.updateTable('users').set({ isEnabled: 0 }).where('id', '=', user.id).execute();
    expect((await probe(user.token)).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  let smtp: SMTPServer;
  const inbox: string[] = [];
  let mailApp: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => {
          inbox.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    mailApp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, appUrl: 'http://shop.test' });
  });
  afterAll(async () => {
    await mailApp.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  async function waitForMail(count: number) {
    for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return inbox[count - 1];
  }

  it('mails a single-use link that sets a new password', async () => {
    const ask = await mailApp.app.inject({ method: 'GET', url: `/api/auth/forgot-password?email=${ADMIN_EMAIL}` });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ success: true });
    const mail = (await waitForMail(1)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = mail.match(/http:\/\/shop\.test\/auth\/reset-password\?email=([^&\s]+)&verificationCode=([\w-]+)/);
    expect(link).not.toBeNull();
    const email = decodeURIComponent(link![1]);
    const verificationCode = link![2];
    expect(email).toBe(ADMIN_EMAIL);

    const reset = await mailApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, verificationCode, password: 'brand-new' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await mailApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password: 'brand-new' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await mailApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password: ADMIN_PASSWORD } }))
        .statusCode,
    ).toBe(401);

    const again = await mailApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, verificationCode, password: 'third-one' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid or has expired/);
    const outbox = await mailApp.database.db.selectFrom('mailOutbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0].sentAt).not.toBeNull();
  });

  it('answers success for an unknown address and sends nothing', async () => {
    const before = inbox.length;
    const ask = await mailApp.app.inject({ method: 'GET', url: '/api/auth/forgot-password?email=ghost@hanout.test' });
    expect(ask.json()).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.length).toBe(before);
  });

  it('sends one address at most 3 reset mails an hour, answering the same to every request', async () => {
    const limited = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) {
        const ask = await limited.app.inject({ method: 'GET', url: `/api/auth/forgot-password?email=${ADMIN_EMAIL}` });
        expect(ask.json()).toEqual({ success: true });
      }
      const codes = await limited.database.db.selectFrom('passwordResets').selectAll().execute();
      expect(codes).toHaveLength(3);
      // An hour later (the oldest code made more than an hour ago), the address may ask again.
      await limited.database.db
        .updateTable('passwordResets')
        .set({ expiresAt: new Date(Date.now() - 31 * 60 * 1000).toISOString() })
        .where('id', '=', codes[0].id)
        .execute();
      await limited.app.inject({ method: 'GET', url: `/api/auth/forgot-password?email=${ADMIN_EMAIL}` });
      expect(await limited.database.db.selectFrom('passwordResets').selectAll().execute()).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });

  it('refuses a wrong code and a malformed e-mail', async () => {
    const wrong = await mailApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: ADMIN_EMAIL, verificationCode: 'guess', password: 'new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    const malformed = await mailApp.app.inject({ method: 'GET', url: '/api/auth/forgot-password?email=not-an-email' });
    expect(malformed.statusCode).toBe(400);
  });

  it('writes the reset mail in the user’s language', async () => {
    const own = await createTestApp();
    try {
      for (const [language, subject, greeting] of [
        ['ar', 'Hanout: اختيار كلمة مرور جديدة', 'مرحبا Administrator'],
        ['fr', 'Hanout : choisir un nouveau mot de passe', 'Bonjour Administrator'],
      ] as const) {
        await own.database.db.updateTable('users').set({ language }).where('email', '=', ADMIN_EMAIL).execute();
        await own.app.inject({ method: 'GET', url: `/api/auth/forgot-password?email=${ADMIN_EMAIL}` });
        await expect
          .poll(async () => (await own.database.db.selectFrom('mailOutbox').select(['subject', 'body']).execute()).at(-1), {
            timeout: 5000,
          })
          .toMatchObject({ subject, body: expect.stringContaining(greeting) as string });
      }
    } finally {
      await own.close();
    }
  });

  it('keeps the mail in the outbox when no SMTP server is configured', async () => {
    await t.app.inject({ method: 'GET', url: `/api/auth/forgot-password?email=${ADMIN_EMAIL}` });
    for (let i = 0; i < 50; i++) {
      const rows = await t.database.db.selectFrom('mailOutbox').selectAll().execute();
      if (rows.length) {
        expect(rows[0].body).toContain('/auth/reset-password?email=');
        expect(rows[0].sentAt).toBeNull();
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no mail in the outbox');
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per address', async () => {
    const limited = await createTestApp({ loginLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x@y.z', password: 'bad' } }))
            .statusCode,
        );
      }
      // The harness's own admin sign-in is the first of the three.
      expect(codes).toEqual([401, 401, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits forgot-password requests per address', async () => {
    const limited = await createTestApp({ forgotLimitPerHour: 2 });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/auth/forgot-password?email=a@b.ma' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
