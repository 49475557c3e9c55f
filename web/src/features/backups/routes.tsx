import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Behind the admin guard. */
export const backupRoutes: RouteObject[] = [{ path: 'backups', lazy: lazyPage(() => import('./BackupsPage')) }];
