import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NEW_PASSWORD_IS_IDENTITY,
  forgotPasswordQuery,
  passwordIsIdentity,
  loginRequest,
  loginResponse,
  resetPasswordRequest,
  successResponse,
  message,
  sessionInfo,
} from '@hanout/contract';
import { countOf } from '../../common/paging';
import { badRequest, tooManyRequests, unauthorized } from '../../common/problems';
import type { AppContext } from '../../app';
import { hashPassword, verifyPassword } from './passwords';
import { createFailureLimiter } from './failure-limiter';
import { requireUser, revokeTokensOf } from './guard';

const RESET_LIFETIME_MS = 30 * 60 * 1000;
/** Reset mails one address receives per hour at most, whoever asks from wherever (the route's own limit is per client). */
const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, tokens, mailer, config }) => {
  const accountFailures = createFailureLimiter(db);
  /** Codes are made RESET_LIFETIME_MS before they expire: those made in the last hour expire after now + lifetime − 1 h. */
  const resetsInLastHour = (userId: number) =>
    countOf(
      db
        .selectFrom('passwordResets')
        .where('userId', '=', userId)
        .where('expiresAt', '>', new Date(Date.now() + RESET_LIFETIME_MS - 60 * 60 * 1000).toISOString()),
    );
  let decoyHash: Promise<string> | undefined;

  app.post(
    '/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.loginLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse } },
    },
    async (request) => {
      const login = request.body.username.toLowerCase();
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'role', 'passwordHash', 'isEnabled', 'tokenVersion'])
        .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
        .executeTakeFirst();
      // The username and the e-mail are one account; an unknown name is counted under itself.
      const accountKey = user ? `user:${user.id}` : `name:${login}`;
      const waitMs = await accountFailures.retryAfter(accountKey, request.ip);
      if (waitMs > 0) {
        throw tooManyRequests(`Too many failed attempts. Try again in ${Math.ceil(waitMs / 60000)} minutes.`);
      }
      // An unknown account is checked against a decoy hash: it answers as slowly as a wrong password, so timing tells no account apart.
      const hash = user?.passwordHash ?? (await (decoyHash ??= hashPassword(crypto.randomBytes(18).toString('base64url'))));
      const passwordOk = (await verifyPassword(hash, request.body.password)) && !!user;
      if (!user || !passwordOk) {
        await accountFailures.fail(accountKey, request.ip);
        throw unauthorized('Invalid username or password');
      }
      if (!user.isEnabled) throw unauthorized('Your account is disabled. Please contact an administrator.');
      await accountFailures.succeed(accountKey, request.ip);
      return {
        success: true,
        token: tokens.sign({ sub: String(user.id), role: user.role, name: user.name, ver: Number(user.tokenVersion) }),
      };
    },
  );

  app.get(
    '/forgot-password',
    {
      config: { access: 'public', rateLimit: { max: config.forgotLimitPerHour, timeWindow: '1 hour' } },
      schema: { tags: ['auth'], querystring: forgotPasswordQuery, response: { 200: successResponse } },
    },
    async (request) => {
      const email = request.query.email.toLowerCase();
      const user = await db.selectFrom('users').select(['id', 'name', 'isEnabled']).where('email', '=', email).executeTakeFirst();
      // The answer is the same whether or not the address is known or has had its mails for the hour,
      // so nobody can probe for accounts nor flood one inbox from many addresses.
      if (user?.isEnabled && (await resetsInLastHour(user.id)) < RESET_MAILS_PER_ADDRESS_PER_HOUR) {
        const code = crypto.randomBytes(24).toString('base64url');
        await db
          .insertInto('passwordResets')
          .values({
            userId: user.id,
            codeHash: sha256(code),
            expiresAt: new Date(Date.now() + RESET_LIFETIME_MS).toISOString(),
            usedAt: null,
          })
          .execute();
        const link = `${config.appUrl}/auth/reset-password?email=${encodeURIComponent(email)}&verificationCode=${code}`;
        mailer
          .send({
            to: email,
            subject: 'Hanout: reset your password',
            text: `Hello ${user.name},\n\nTo choose a new password, open this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
            secrets: [code],
          })
          .catch((error) => request.log.error({ err: error }, 'password reset mail failed'));
      }
      return { success: true };
    },
  );

  app.post(
    '/reset-password',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: resetPasswordRequest, response: { 200: message } } },
    async (request) => {
      const { email, verificationCode, password } = request.body;
      const findReset = (from: typeof db) =>
        from
          .selectFrom('passwordResets')
          .innerJoin('users', 'users.id', 'passwordResets.userId')
          .select(['passwordResets.id', 'passwordResets.userId', 'users.username'])
          .where('users.email', '=', email.toLowerCase())
          .where('passwordResets.codeHash', '=', sha256(verificationCode))
          .where('passwordResets.usedAt', 'is', null)
          .where('passwordResets.expiresAt', '>', new Date().toISOString())
          .executeTakeFirst();
      // The code is checked before the deliberately slow hash, so that guessing codes costs the server nothing.
      const valid = await findReset(db);
      if (!valid) throw badRequest('This password reset link is invalid or has expired.');
      if (passwordIsIdentity(password, [valid.username, email])) throw badRequest(`password: ${NEW_PASSWORD_IS_IDENTITY}`);
      const passwordHash = await hashPassword(password);
      const reset = await db.transaction().execute(async (trx) => {
        const found = await findReset(trx);
        if (!found) return null;
        const now = new Date().toISOString();
        // Claimed first: of two requests racing with one code, only one changes the password.
        const claimed = await trx
          .updateTable('passwordResets')
          .set({ usedAt: now })
          .where('id', '=', found.id)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return null;
        // A new password ends every session opened with the old one.
        await trx
          .updateTable('users')
          .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
          .where('id', '=', found.userId)
          .execute();
        await trx
          .updateTable('passwordResets')
          .set({ usedAt: now })
          .where('userId', '=', found.userId)
          .where('usedAt', 'is', null)
          .execute();
        return found;
      });
      if (!reset) throw badRequest('This password reset link is invalid or has expired.');
      return { message: 'Password reset successfully' };
    },
  );

  app.get('/session', { schema: { tags: ['auth'], response: { 200: sessionInfo } } }, async (request) => {
    const { id, name, role } = requireUser(request);
    return { id, name, role };
  });

  app.post('/logout', { schema: { tags: ['auth'], response: { 200: message } } }, async (request) => {
    const { id, tokenId, expiresAt } = requireUser(request);
    const now = new Date().toISOString();
    if (tokenId) {
      await db
        .insertInto('revokedTokens')
        .values({ jti: tokenId, expiresAt: new Date(expiresAt * 1000).toISOString() })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
    } else {
      // A token issued before tokens had ids cannot be named: it is ended with every other one of this user.
      await revokeTokensOf(db, id);
    }
    // Revocations of tokens that have expired anyway are no longer needed.
    await db.deleteFrom('revokedTokens').where('expiresAt', '<', now).execute();
    return { message: 'Signed out' };
  });
};
