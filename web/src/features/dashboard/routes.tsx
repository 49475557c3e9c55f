import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';
import { prefetchDashboard } from './queries';

const loadPage = lazyPage(() => import('./DashboardPage'));

export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    // The answers and the charts' code travel with the page's code, not after it.
    lazy: () => {
      prefetchDashboard();
      void import('./DashboardCharts');
      return loadPage();
    },
  },
];
