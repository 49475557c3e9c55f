import type { RouteObject } from 'react-router';

/** Open to every signed-in user. */
export const customerRoutes: RouteObject[] = [
  { path: 'customers', lazy: async () => ({ Component: (await import('./CustomerListPage')).default }) },
  { path: 'customers/add', lazy: async () => ({ Component: (await import('./AddCustomerPage')).default }) },
  { path: 'customers/edit/:customerId', lazy: async () => ({ Component: (await import('./EditCustomerPage')).default }) },
];
