import type { RouteObject } from 'react-router';

export const stockRoutes: RouteObject[] = [
  { path: 'stock', lazy: async () => ({ Component: (await import('./StockListPage')).default }) },
  { path: 'stock/recall', lazy: async () => ({ Component: (await import('./RecallPage')).default }) },
];
