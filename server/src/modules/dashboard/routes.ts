import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatistics as statisticsSchema, recentOrderList, topSellingList } from '@hanout/contract';
import type { AppContext } from '../../app';
import { dashboardStatistics, recentOrders, topSelling } from './queries';

/** The dashboard's figures; mounted under /api/invoice like the spec's calls. */
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/statistics',
    { schema: { tags: ['dashboard'], response: { 200: statisticsSchema } } },
    async () => dashboardStatistics(db, config.timeZone),
  );
  app.get('/top-selling', { schema: { tags: ['dashboard'], response: { 200: topSellingList } } }, async () =>
    topSelling(db, config.timeZone),
  );
  app.get('/recent-orders', { schema: { tags: ['dashboard'], response: { 200: recentOrderList } } }, async () =>
    recentOrders(db),
  );
};
