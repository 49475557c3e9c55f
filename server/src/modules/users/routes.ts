import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { idParams, languageRequest, message, paged, registerUserRequest, textSearchQuery, updateUserRequest, user } from '@hanout/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../common/problems';
import { requireUser } from '../auth';
import { assertUserExists, findUser, registerUser, searchUsers, setUserLanguage, toggleUserEnabled, updateUser } from './queries';

const tags = ['users'];
const admin = { access: 'admin' as const };

/** Users: administrators only, for reads and writes, but for each user's own screen language. */
export const userRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/search', { config: admin, schema: { tags, querystring: textSearchQuery, response: { 200: paged(user) } } }, (request) => {
    const { text, page, size } = request.query;
    return searchUsers(db, text, page, size);
  });

  app.put('/me/language', { schema: { tags, body: languageRequest, response: { 200: message } } }, async (request) => {
    await setUserLanguage(db, requireUser(request).id, request.body.language);
    return { message: 'Language updated successfully.' };
  });

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
