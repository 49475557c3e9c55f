import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Manage Suppliers and its forms (admin guard). */
export const supplierRoutes: RouteObject[] = [
  { path: 'suppliers', lazy: lazyPage(() => import('./SupplierListPage')) },
  { path: 'suppliers/add', lazy: lazyPage(() => import('./AddSupplierPage')) },
  { path: 'suppliers/edit/:supplierId', lazy: lazyPage(() => import('./EditSupplierPage')) },
];
