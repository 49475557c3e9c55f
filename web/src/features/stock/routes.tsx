import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';
import { prefetchStockList } from '../../domain/pickers/useStockSearch';
import { queryClient } from '../../common/queryClient';
import { validClaims } from '../../common/session';

const loadStockList = lazyPage(() => import('./StockListPage'));

export const stockRoutes: RouteObject[] = [
  {
    path: 'stock',
    // The first page travels with the page's code, not after it (signed in only).
    lazy: () => {
      if (validClaims()) void prefetchStockList(queryClient);
      return loadStockList();
    },
  },
  { path: 'stock/recall', lazy: lazyPage(() => import('./RecallPage')) },
];
