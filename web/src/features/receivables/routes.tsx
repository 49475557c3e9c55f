import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Open to every signed-in user, as selling on credit is. */
export const receivableRoutes: RouteObject[] = [{ path: 'receivables', lazy: lazyPage(() => import('./ReceivablesPage')) }];
