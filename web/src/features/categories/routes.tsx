import type { RouteObject } from 'react-router';

/** Behind the admin guard. */
export const categoryRoutes: RouteObject[] = [
  { path: 'categories', lazy: async () => ({ Component: (await import('./CategoryListPage')).default }) },
  { path: 'categories/add', lazy: async () => ({ Component: (await import('./AddCategoryPage')).default }) },
  { path: 'categories/edit/:categoryId', lazy: async () => ({ Component: (await import('./EditCategoryPage')).default }) },
];
