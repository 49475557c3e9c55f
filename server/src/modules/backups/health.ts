import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '@hanout/contract';
import type { AppContext } from '../../context';
import { Problem } from '../../lib/problems';
import { freeBytes } from './disk';
import { ping } from './repository';

/** A database that has not answered `select 1` within this long counts as down. */
const DATABASE_TIMEOUT_MS = 3_000;

/**
 * For a service manager or a load balancer: no authentication, and nothing in the answer but
 * whether the app can serve (the database answers, and DATA_DIR's disk has room above the floor).
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = (app, { db, config }) => {
  app.get('/', { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: health } } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      ping(db).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (!answered) throw new Problem(503, 'The database does not answer.');
    if (freeBytes(config.dataDir) < config.diskFloorBytes) throw new Problem(503, 'The disk is nearly full.');
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  return Promise.resolve();
};
