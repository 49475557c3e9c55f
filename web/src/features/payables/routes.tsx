import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Behind the admin guard: buying prices and expenses are administrators' data. */
export const payableRoutes: RouteObject[] = [{ path: 'payables', lazy: lazyPage(() => import('./PayablesPage')) }];
