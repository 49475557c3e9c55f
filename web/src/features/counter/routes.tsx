import type { RouteObject } from 'react-router';

export const counterRoutes: RouteObject[] = [
  { path: 'counter', lazy: async () => ({ Component: (await import('./CounterPage')).default }) },
];
