import type { RouteObject } from 'react-router';

/** Manage Products and its forms (admin guard). */
export const productRoutes: RouteObject[] = [
  { path: 'products', lazy: async () => ({ Component: (await import('./ProductListPage')).default }) },
  { path: 'products/add', lazy: async () => ({ Component: (await import('./AddProductPage')).default }) },
  { path: 'products/edit/:productId', lazy: async () => ({ Component: (await import('./EditProductPage')).default }) },
];
