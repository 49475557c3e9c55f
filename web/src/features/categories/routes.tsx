import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Behind the admin guard. */
export const categoryRoutes: RouteObject[] = [
  { path: 'categories', lazy: lazyPage(() => import('./CategoryListPage')) },
  { path: 'categories/add', lazy: lazyPage(() => import('./AddCategoryPage')) },
  { path: 'categories/edit/:categoryId', lazy: lazyPage(() => import('./EditCategoryPage')) },
];
