import type { RouteObject } from 'react-router';

/** Manage Suppliers and its forms (admin guard). */
export const supplierRoutes: RouteObject[] = [
  { path: 'suppliers', lazy: async () => ({ Component: (await import('./SupplierListPage')).default }) },
  { path: 'suppliers/add', lazy: async () => ({ Component: (await import('./AddSupplierPage')).default }) },
  { path: 'suppliers/edit/:supplierId', lazy: async () => ({ Component: (await import('./EditSupplierPage')).default }) },
];
