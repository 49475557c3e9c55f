import type { RouteObject } from 'react-router';

/** Behind the admin guard: buying prices and expenses are administrators' data. */
export const payableRoutes: RouteObject[] = [
  { path: 'payables', lazy: async () => ({ Component: (await import('./PayablesPage')).default }) },
];
