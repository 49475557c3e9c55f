import type { RouteObject } from 'react-router';

/** Open to every signed-in user, as selling on credit is. */
export const receivableRoutes: RouteObject[] = [
  { path: 'receivables', lazy: async () => ({ Component: (await import('./ReceivablesPage')).default }) },
];
