import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitList } from '@hanout/contract';
import type { AppContext } from '../../context';

export const unitRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/', { schema: { tags: ['units'], response: { 200: unitList } } }, async () =>
    db.selectFrom('units').select(['id', 'name']).orderBy('id').execute(),
  );
};
