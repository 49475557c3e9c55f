import type { RouteObject } from 'react-router';

/** Open to every signed-in user. */
export const customerRoutes: RouteObject[] = [
  { path: 'customers', lazy: async () => ({ Component: (await import('./ManageCustomersPage')).default }) },
  { path: 'customers/add', lazy: async () => ({ Component: (await import('./RegisterCustomerPage')).default }) },
  { path: 'customers/edit/:customerId', lazy: async () => ({ Component: (await import('./UpdateCustomerPage')).default }) },
];
