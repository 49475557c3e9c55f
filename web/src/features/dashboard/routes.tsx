import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', lazy: lazyPage(() => import('./DashboardPage')) }];
