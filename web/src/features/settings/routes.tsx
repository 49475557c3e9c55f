import type { RouteObject } from 'react-router';

/** Behind the admin guard. */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: async () => ({ Component: (await import('./SettingsPage')).default }) },
  { path: 'reports/vat', lazy: async () => ({ Component: (await import('./VatSummaryPage')).default }) },
];
