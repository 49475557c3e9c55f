import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  changeOwnPasswordRequest,
  idParams,
  languageRequest,
  loginResponse,
  message,
  NEW_PASSWORD_IS_IDENTITY,
  paged,
  passwordIsIdentity,
  registerUserRequest,
  setPasswordRequest,
  textSearchQuery,
  updateUserRequest,
  user,
} from '@hanout/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/problems';
import { currentShopId } from '../../db/shop-scope';
import { hashPassword, requireUser, verifyPassword } from '../auth';
import {
  assertUserExists,
  findUser,
  passwordHolder,
  registerUser,
  searchUsers,
  setPassword,
  setUserLanguage,
  toggleUserEnabled,
  updateUser,
} from './service';

const tags = ['users'];
const admin = { access: 'admin' as const };

/** Users: administrators only, for reads and writes, but for each user's own screen language. */
export const userRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, tokens, config }, done) => {
  app.get('/search', { config: admin, schema: { tags, querystring: textSearchQuery, response: { 200: paged(user) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchUsers(db, text, page, size);
  });

  app.put('/me/language', { schema: { tags, body: languageRequest, response: { 200: message } } }, async (request) => {
    await setUserLanguage(db, requireUser(request).id, request.body.language);
    return { message: 'Language updated successfully.' };
  });

  // A new password ends every session opened before, this one too: the answer carries the token that replaces it.
  app.put(
    '/me/password',
    {
      config: { rateLimit: { max: config.loginLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, body: changeOwnPasswordRequest, response: { 200: loginResponse } },
    },
    async (request) => {
      const holder = await passwordHolder(db, requireUser(request).id);
      const { currentPassword, newPassword } = request.body;
      // 400, not 401: the session is fine, only the password typed is not.
      if (!(await verifyPassword(holder.passwordHash, currentPassword)))
        throw badRequest('currentPassword: The current password is not right.');
      if (passwordIsIdentity(newPassword, [holder.username, holder.email])) throw badRequest(`newPassword: ${NEW_PASSWORD_IS_IDENTITY}`);
      const version = await setPassword(db, holder.id, await hashPassword(newPassword));
      return {
        success: true,
        token: tokens.sign({
          sub: String(holder.id),
          role: holder.role,
          name: holder.name,
          ver: version,
          shop: currentShopId() ?? undefined,
        }),
      };
    },
  );

  app.put(
    '/:id/password',
    { config: admin, schema: { tags, params: idParams, body: setPasswordRequest, response: { 200: message } } },
    async (request) => {
      const holder = await passwordHolder(db, request.params.id);
      const { newPassword } = request.body;
      if (passwordIsIdentity(newPassword, [holder.username, holder.email])) throw badRequest(`newPassword: ${NEW_PASSWORD_IS_IDENTITY}`);
      await setPassword(db, holder.id, await hashPassword(newPassword));
      return { message: 'Password changed: the user signs in again with it.' };
    },
  );

  app.get('/:id', { config: admin, schema: { tags, params: idParams, response: { 200: user } } }, (request) =>
    findUser(db, request.params.id),
  );

  app.put('/update-status/:id', { config: admin, schema: { tags, params: idParams, response: { 200: message } } }, async (request) => {
    const { id } = request.params;
    if (id === requireUser(request).id) throw badRequest('You cannot disable your own account.');
    const enabled = await toggleUserEnabled(db, id);
    return { message: enabled ? 'User enabled successfully.' : 'User disabled successfully.' };
  });

  app.put('/', { config: admin, schema: { tags, body: updateUserRequest, response: { 200: message } } }, async (request) => {
    const { id, role } = request.body;
    await assertUserExists(db, id);
    if (id === requireUser(request).id && role !== 'ROLE_ADMIN') {
      throw badRequest('You cannot remove the administrator role from your own account.');
    }
    await updateUser(db, request.body);
    return { message: 'User updated successfully.' };
  });

  app.post('/', { config: admin, schema: { tags, body: registerUserRequest, response: { 200: message } } }, async (request) => {
    await registerUser(db, request.body);
    return { message: 'User registered successfully.' };
  });
  done();
};
