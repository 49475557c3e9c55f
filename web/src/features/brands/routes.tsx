import type { RouteObject } from 'react-router';

/** Behind the admin guard. */
export const brandRoutes: RouteObject[] = [
  { path: 'brands', lazy: async () => ({ Component: (await import('./BrandListPage')).default }) },
  { path: 'brands/add', lazy: async () => ({ Component: (await import('./AddBrandPage')).default }) },
  { path: 'brands/edit/:brandId', lazy: async () => ({ Component: (await import('./EditBrandPage')).default }) },
];
