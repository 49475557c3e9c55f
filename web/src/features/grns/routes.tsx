import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

export const grnRoutes: RouteObject[] = [
  { path: 'grn', lazy: lazyPage(() => import('./AddGrnPage')) },
  { path: 'grn/history', lazy: lazyPage(() => import('./GrnListPage')) },
  { path: 'grn/:grnId', lazy: lazyPage(() => import('./GrnDetailPage')) },
];
