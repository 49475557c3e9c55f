import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { accountsUnderAttack } from '@hanout/contract';
import type { AppContext } from '../../context';
import { createFailureLimiter } from './failure-limiter';
import { usersByIds } from './repository';

/** `GET /api/auth/accounts-under-attack`: what the dashboard tells administrators (the log says it too, as it happens). */
export const signInAttackRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  const failures = createFailureLimiter(db);
  app.get(
    '/accounts-under-attack',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary: 'List accounts under a password-guessing attack',
        response: { 200: accountsUnderAttack },
      },
    },
    async () => {
      const attacked = await failures.underAttack();
      const ids = attacked.flatMap(({ accountKey }) => (accountKey.startsWith('user:') ? [Number(accountKey.slice(5))] : []));
      const users = ids.length ? await usersByIds(db, ids) : [];
      const byId = new Map(users.map((user) => [`user:${user.id}`, user]));
      // Unknown names are counted too (so that a lock tells no account apart), but there is no account to protect.
      return {
        accounts: attacked.flatMap(({ accountKey, failures: count, lockedUntil }) => {
          const user = byId.get(accountKey);
          return user ? [{ ...user, failures: Number(count), lockedUntil }] : [];
        }),
      };
    },
  );
  done();
};
