import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { dashboardStatistics as statisticsSchema, recentOrderList, topSellingList, type DashboardStatistics } from '@hanout/contract';
import type { AppContext } from '../../context';
import { costVisibility } from '../auth';
import { currentYear, dashboardStatistics, recentOrders, topSelling } from './service';
import { createSnapshot } from './snapshot';

/** What staff see of the year: sales, their count and the products sold; purchases, income, expenses and profit are left out. */
const salesOnly = ({ year, TotalInvoiceByMonth, SUM, TotalOrderByProduct, OtherProductsTotal }: DashboardStatistics) => ({
  year,
  TotalInvoiceByMonth,
  SUM,
  TotalOrderByProduct,
  OtherProductsTotal,
});

/** The dashboard's figures, under /api/invoice where the web app has always asked for them. */
export const dashboardRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db, config }, done) => {
  // The year's aggregates are kept until a new document (see snapshot.ts).
  const year = () => String(currentYear(config.timeZone).year);
  const statistics = createSnapshot(db, () => dashboardStatistics(db, config.timeZone), year);
  const bestSellers = createSnapshot(db, () => topSelling(db, config.timeZone), year);
  app.get('/statistics', { schema: { tags: ['dashboard'], response: { 200: statisticsSchema } } }, async (request) => {
    const figures = await statistics();
    return costVisibility(request).withCost ? figures : salesOnly(figures);
  });
  app.get('/top-selling', { schema: { tags: ['dashboard'], response: { 200: topSellingList } } }, () => bestSellers());
  app.get('/recent-orders', { schema: { tags: ['dashboard'], response: { 200: recentOrderList } } }, () => recentOrders(db));
  done();
};
