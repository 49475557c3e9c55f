import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Behind the admin guard. */
export const userRoutes: RouteObject[] = [
  { path: 'users', lazy: lazyPage(() => import('./UserListPage')) },
  { path: 'users/add', lazy: lazyPage(() => import('./AddUserPage')) },
  { path: 'users/edit/:userId', lazy: lazyPage(() => import('./EditUserPage')) },
];
