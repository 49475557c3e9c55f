import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Manage Products and its forms (admin guard). */
export const productRoutes: RouteObject[] = [
  { path: 'products', lazy: lazyPage(() => import('./ProductListPage')) },
  { path: 'products/add', lazy: lazyPage(() => import('./AddProductPage')) },
  { path: 'products/edit/:productId', lazy: lazyPage(() => import('./EditProductPage')) },
];
