import crypto from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  NEW_PASSWORD_IS_IDENTITY,
  forgotPasswordQuery,
  passwordIsIdentity,
  loginRequest,
  signInResponse,
  resetPasswordRequest,
  successResponse,
  message,
  sessionInfo,
  signInOptions,
  type Language,
} from '@hanout/contract';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/problems';
import type { AppContext } from '../../context';
import { hashPassword, verifyPassword } from './passwords';
import { ACCOUNT_UNDER_ATTACK, createFailureLimiter } from './failure-limiter';
import { deviceTokenOf, isKnownSignIn, rememberSignIn, revokeDeviceToken } from './known-sign-ins';
import { SHOP_SUSPENDED, requireUser } from './guard';
import { enterShop } from '../../db/shop-scope';
import { currentShopIdentity, findShopByCode, soleShopId } from '../shops';
import { findLoginUser, findPasswordReset, findUserByEmail, resetPassword, resetsInLastHour, savePasswordReset, signOut } from './service';

/** A shop code no shop has: its username finds nobody, and answers as a wrong password does. */
const NO_SHOP = -1;
const SHOP_CODE_NEEDED = 'Enter your shop’s code to sign in with a username, or sign in with your e-mail address.';

const RESET_LIFETIME_MS = 30 * 60 * 1000;
/** Reset mails one address receives per hour at most, whoever asks from wherever (the route's own limit is per client). */
const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

/** The reset mail in the user's language (their screens' language). */
const RESET_MAILS: Record<Language, (name: string, link: string) => { subject: string; text: string }> = {
  fr: (name, link) => ({
    subject: 'Hanout : choisir un nouveau mot de passe',
    text: `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les 30 minutes :\n${link}\n\nSi vous n’avez rien demandé, ignorez cet e-mail.\n`,
  }),
  ar: (name, link) => ({
    subject: 'Hanout: اختيار كلمة مرور جديدة',
    text: `مرحبا ${name}،\n\nلاختيار كلمة مرور جديدة، افتح هذا الرابط خلال 30 دقيقة:\n${link}\n\nإذا لم تطلب ذلك، تجاهل هذه الرسالة.\n`,
  }),
  en: (name, link) => ({
    subject: 'Hanout: reset your password',
    text: `Hello ${name},\n\nTo choose a new password, open this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
  }),
};
const resetPasswordMail = (language: string, name: string, link: string) =>
  RESET_MAILS[Object.hasOwn(RESET_MAILS, language) ? (language as Language) : 'fr'](name, link);

export const authRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, tokens, mailer, config }, done) => {
  const accountFailures = createFailureLimiter(db);
  let decoyHash: Promise<string> | undefined;

  app.post(
    '/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.loginLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags: ['auth'], body: loginRequest, response: { 200: signInResponse } },
    },
    async (request, reply) => {
      const login = request.body.username.toLowerCase();
      const shopCode = request.body.shop || null;
      // An e-mail address finds its shop; a username is looked up in the shop named, or the only one.
      const shopId = shopCode ? ((await findShopByCode(db, shopCode))?.id ?? NO_SHOP) : await soleShopId(db);
      if (shopId === null && !login.includes('@')) throw badRequest(SHOP_CODE_NEEDED);
      const user = await findLoginUser(db, login, shopId);
      if (user) enterShop(user.shopId);
      // The username and the e-mail are one account; an unknown name is counted under itself.
      const accountKey = user ? `user:${user.id}` : `name:${shopCode ?? ''}:${login}`;
      const deviceToken = deviceTokenOf(request.body.deviceToken);
      const locks = await accountFailures.locks(accountKey, request.ip);
      // Strangers keeping the account-wide limit tripped do not keep the user out of their own addresses and browsers.
      const accountLock = locks.account > 0 && !(user && (await isKnownSignIn(db, user.id, request.ip, deviceToken))) ? locks.account : 0;
      const waitMs = Math.max(locks.address, accountLock);
      if (waitMs > 0) {
        // As the per-minute limit answers: a client or proxy can wait without reading the text.
        reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        throw tooManyRequests(`Too many failed attempts. Try again in ${Math.ceil(waitMs / 60000)} minutes.`);
      }
      // An unknown account is checked against a decoy hash: it answers as slowly as a wrong password, so timing tells no account apart.
      const hash = user?.passwordHash ?? (await (decoyHash ??= hashPassword(crypto.randomBytes(18).toString('base64url'))));
      const passwordOk = (await verifyPassword(hash, request.body.password)) && !!user;
      if (!user || !passwordOk) {
        if (user) await revokeDeviceToken(db, user.id, deviceToken);
        const { accountLimitTripped } = await accountFailures.fail(accountKey, request.ip);
        if (accountLimitTripped) request.log.warn({ account: accountKey }, ACCOUNT_UNDER_ATTACK);
        throw unauthorized('Invalid username or password');
      }
      if (!user.isEnabled) throw unauthorized('Your account is disabled. Please contact an administrator.');
      if (user.shopStatus !== 'active') throw unauthorized(SHOP_SUSPENDED);
      await accountFailures.succeed(accountKey, request.ip);
      return {
        success: true,
        token: tokens.sign({ sub: String(user.id), role: user.role, name: user.name, ver: Number(user.tokenVersion), shop: user.shopId }),
        deviceToken: await rememberSignIn(db, user.id, request.ip, deviceToken),
      };
    },
  );

  app.get('/sign-in-options', { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: signInOptions } } }, async () => ({
    shopCodeAsked: (await soleShopId(db)) === null,
  }));

  app.get(
    '/forgot-password',
    {
      config: { access: 'public', rateLimit: { max: config.forgotLimitPerHour, timeWindow: '1 hour' } },
      schema: { tags: ['auth'], querystring: forgotPasswordQuery, response: { 200: successResponse } },
    },
    async (request) => {
      const email = request.query.email.toLowerCase();
      const user = await findUserByEmail(db, email);
      if (user) enterShop(user.shopId);
      // The answer is the same whether or not the address is known or has had its mails for the hour,
      // so nobody can probe for accounts nor flood one inbox from many addresses.
      if (
        user?.isEnabled &&
        user.shopStatus === 'active' &&
        (await resetsInLastHour(db, user.id, RESET_LIFETIME_MS)) < RESET_MAILS_PER_ADDRESS_PER_HOUR
      ) {
        const code = crypto.randomBytes(24).toString('base64url');
        await savePasswordReset(db, user.id, code, RESET_LIFETIME_MS);
        const link = `${config.appUrl}/auth/reset-password?email=${encodeURIComponent(email)}&verificationCode=${code}`;
        mailer
          .send({ to: email, ...resetPasswordMail(user.language, user.name, link), secrets: [code] })
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
      const holder = await findUserByEmail(db, email.toLowerCase());
      if (!holder || holder.shopStatus !== 'active') throw badRequest('This password reset link is invalid or has expired.');
      enterShop(holder.shopId);
      // The code is checked before the deliberately slow hash, so that guessing codes costs the server nothing.
      const valid = await findPasswordReset(db, email, verificationCode);
      if (!valid) throw badRequest('This password reset link is invalid or has expired.');
      if (passwordIsIdentity(password, [valid.username, email])) throw badRequest(`password: ${NEW_PASSWORD_IS_IDENTITY}`);
      const passwordHash = await hashPassword(password);
      const reset = await resetPassword(db, email, verificationCode, passwordHash);
      if (!reset) throw badRequest('This password reset link is invalid or has expired.');
      return { message: 'Password reset successfully' };
    },
  );

  app.get('/session', { schema: { tags: ['auth'], response: { 200: sessionInfo } } }, async (request) => {
    const { id, name, role, language } = requireUser(request);
    const shop = (await soleShopId(db)) === null ? await currentShopIdentity(db) : undefined;
    return { id, name, role, language, timeZone: config.timeZone, ...(shop ? { shop } : {}) };
  });

  app.post('/logout', { schema: { tags: ['auth'], response: { 200: message } } }, async (request) => {
    const { id, tokenId, expiresAt } = requireUser(request);
    await signOut(db, id, tokenId, expiresAt);
    return { message: 'Signed out' };
  });
  done();
};
