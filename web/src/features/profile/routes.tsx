import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Every signed-in user's own profile. */
export const profileRoutes: RouteObject[] = [{ path: 'profile', lazy: lazyPage(() => import('./ProfilePage')) }];
