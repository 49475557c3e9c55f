import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Behind the admin guard. */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: lazyPage(() => import('./SettingsPage')) },
  { path: 'reports/vat', lazy: lazyPage(() => import('./VatSummaryPage')) },
];
