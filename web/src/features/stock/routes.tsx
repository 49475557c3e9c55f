import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';
import { queryClient } from '../../common/queryClient';
import { validClaims } from '../../common/session';

const loadStockList = lazyPage(() => import('./StockListPage'));

export const stockRoutes: RouteObject[] = [
  {
    path: 'stock',
    // The first page travels with the page's code, not after it (signed in only). The fetcher is
    // loaded here, not imported above, so that the sign-in page does not carry it.
    lazy: () => {
      if (validClaims()) void import('../../domain/pickers/useStockSearch').then(({ prefetchStockList }) => prefetchStockList(queryClient));
      return loadStockList();
    },
  },
  { path: 'stock/recall', lazy: lazyPage(() => import('./RecallPage')) },
];
