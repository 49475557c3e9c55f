import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { unitList } from '@hanout/contract';
import type { AppContext } from '../../context';
import { listUnits } from './repository';

export const unitRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/', { schema: { tags: ['units'], response: { 200: unitList } } }, () => listUnits(db));
  done();
};
