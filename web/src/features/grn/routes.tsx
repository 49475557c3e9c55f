import type { RouteObject } from 'react-router';

export const grnRoutes: RouteObject[] = [
  { path: 'grn', lazy: async () => ({ Component: (await import('./AddGrnPage')).default }) },
  { path: 'grn/history', lazy: async () => ({ Component: (await import('./GrnListPage')).default }) },
  { path: 'grn/:grnId', lazy: async () => ({ Component: (await import('./GrnDetailPage')).default }) },
];
