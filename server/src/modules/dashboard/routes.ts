import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { dashboardStatistics as statisticsSchema, recentOrderList, topSellingList } from '@hanout/contract';
import type { AppContext } from '../../context';
import { currentYear, dashboardStatistics, recentOrders, topSelling } from './queries';
import { createSnapshot } from './snapshot';

/** The dashboard's figures, under /api/invoice where the web app has always asked for them. */
export const dashboardRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  // The year's aggregates are kept until a new invoice or GRN (see snapshot.ts).
  const year = () => String(currentYear(config.timeZone).year);
  const statistics = createSnapshot(db, () => dashboardStatistics(db, config.timeZone), year);
  const bestSellers = createSnapshot(db, () => topSelling(db, config.timeZone), year);
  app.get('/statistics', { schema: { tags: ['dashboard'], response: { 200: statisticsSchema } } }, (_request, reply) => statistics(reply));
  app.get('/top-selling', { schema: { tags: ['dashboard'], response: { 200: topSellingList } } }, (_request, reply) => bestSellers(reply));
  app.get('/recent-orders', { schema: { tags: ['dashboard'], response: { 200: recentOrderList } } }, () => recentOrders(db));
  done();
};
