import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Behind the admin guard. */
export const brandRoutes: RouteObject[] = [
  { path: 'brands', lazy: lazyPage(() => import('./BrandListPage')) },
  { path: 'brands/add', lazy: lazyPage(() => import('./AddBrandPage')) },
  { path: 'brands/edit/:brandId', lazy: lazyPage(() => import('./EditBrandPage')) },
];
