import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app';
import { authRoutes } from './auth/routes';

/** Every API module and the path it is served under, below /api. */
export const apiModules: Array<[string, FastifyPluginAsyncZod<AppContext>]> = [['/auth', authRoutes]];
