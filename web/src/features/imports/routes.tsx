import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Behind the admin guard. */
export const importRoutes: RouteObject[] = [{ path: 'imports', lazy: lazyPage(() => import('./ImportPage')) }];
