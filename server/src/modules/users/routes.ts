import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { idParams, message, paged, registerUserRequest, textSearchQuery, updateUserRequest, user } from '@hanout/contract';
import type { AppContext } from '../../app';
import { badRequest, conflict, notFound } from '../../common/problems';
import { containsText, fetchPage } from '../../common/paging';
import type { Db } from '../../db/connect';
import { hashPassword } from '../auth/passwords';
import { requireUser } from '../auth/guard';

const USER_COLUMNS = ['id', 'name', 'username', 'mobile', 'email', 'role', 'createdAt', 'isEnabled'] as const;
type UserRow = {
  id: number;
  name: string;
  username: string;
  mobile: string;
  email: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  createdAt: string;
  isEnabled: number | boolean;
};
const toUser = (row: UserRow) => ({ ...row, isEnabled: Boolean(Number(row.isEnabled)) });

/** 409 when another user already has this username or e-mail (both kept lower-cased). */
async function assertUnique(db: Db, fields: { username?: string; email: string }, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where((eb) =>
      eb.or([eb('email', '=', fields.email), ...(fields.username !== undefined ? [eb('username', '=', fields.username)] : [])]),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const taken = await query.execute();
  if (fields.username !== undefined && taken.some((row) => row.username === fields.username)) {
    throw conflict(`The username '${fields.username}' is already taken.`);
  }
  if (taken.some((row) => row.email === fields.email)) {
    throw conflict(`The e-mail address '${fields.email}' is already used by another user.`);
  }
}

/** Users: administrators only, for reads and writes. */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const admin = { access: 'admin' as const };

  app.get(
    '/search',
    { config: admin, schema: { tags: ['users'], querystring: textSearchQuery, response: { 200: paged(user) } } },
    async (request) => {
      const { text, page, size } = request.query;
      let query = db.selectFrom('users').select(USER_COLUMNS);
      if (text) {
        query = query.where((eb) =>
          eb.or([containsText('name', text), containsText('email', text), containsText('mobile', text), containsText('username', text)]),
        );
      }
      return fetchPage(query.orderBy('id'), page, size, toUser);
    },
  );

  app.get('/:id', { config: admin, schema: { tags: ['users'], params: idParams, response: { 200: user } } }, async (request) => {
    const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound(`User ${request.params.id} does not exist.`);
    return toUser(row);
  });

  app.put(
    '/update-status/:id',
    { config: admin, schema: { tags: ['users'], params: idParams, response: { 200: message } } },
    async (request) => {
      const { id } = request.params;
      if (id === requireUser(request).id) throw badRequest('You cannot disable your own account.');
      const enabled = await db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('users').select('isEnabled').where('id', '=', id).executeTakeFirst();
        if (!found) return null;
        // Disabling ends every session; re-enabling leaves them ended (the version is never lowered).
        await trx
          .updateTable('users')
          .set((eb) => ({
            isEnabled: sql<number>`1 - ${sql.ref('isEnabled')}`,
            tokenVersion: Number(found.isEnabled) ? eb('tokenVersion', '+', 1) : eb.ref('tokenVersion'),
          }))
          .where('id', '=', id)
          .execute();
        return !Number(found.isEnabled);
      });
      if (enabled === null) throw notFound(`User ${id} does not exist.`);
      return { message: enabled ? 'User enabled successfully.' : 'User disabled successfully.' };
    },
  );

  app.put('/', { config: admin, schema: { tags: ['users'], body: updateUserRequest, response: { 200: message } } }, async (request) => {
    const { id, name, mobile, role } = request.body;
    const email = request.body.email.toLowerCase();
    const existing = await db.selectFrom('users').select(['id', 'role']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(`User ${id} does not exist.`);
    if (id === requireUser(request).id && role !== 'ROLE_ADMIN') {
      throw badRequest('You cannot remove the administrator role from your own account.');
    }
    await assertUnique(db, { email }, id);
    // A new role ends the user's sessions: their tokens carry the old one.
    await db
      .updateTable('users')
      .set((eb) => ({
        name,
        mobile,
        email,
        role,
        tokenVersion: role !== existing.role ? eb('tokenVersion', '+', 1) : eb.ref('tokenVersion'),
      }))
      .where('id', '=', id)
      .execute();
    return { message: 'User updated successfully.' };
  });

  app.post('/', { config: admin, schema: { tags: ['users'], body: registerUserRequest, response: { 200: message } } }, async (request) => {
    const { name, password, mobile, role, isEnabled } = request.body;
    const username = request.body.username.toLowerCase();
    const email = request.body.email.toLowerCase();
    await assertUnique(db, { username, email });
    await db
      .insertInto('users')
      .values({
        name,
        username,
        email,
        mobile,
        role,
        passwordHash: await hashPassword(password),
        isEnabled: isEnabled ? 1 : 0,
        createdAt: new Date().toISOString(),
      })
      .execute();
    return { message: 'User registered successfully.' };
  });
};
