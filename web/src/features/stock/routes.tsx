import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

export const stockRoutes: RouteObject[] = [
  { path: 'stock', lazy: lazyPage(() => import('./StockListPage')) },
  { path: 'stock/recall', lazy: lazyPage(() => import('./RecallPage')) },
];
