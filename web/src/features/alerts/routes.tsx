import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

export const alertRoutes: RouteObject[] = [{ path: 'alerts', lazy: lazyPage(() => import('./AlertsPage')) }];
