import type { RouteObject } from 'react-router';

/** Behind the admin guard. */
export const backupRoutes: RouteObject[] = [
  { path: 'backups', lazy: async () => ({ Component: (await import('./BackupsPage')).default }) },
];
