import type { RouteObject } from 'react-router';

/** Behind the admin guard. */
export const userRoutes: RouteObject[] = [
  { path: 'users', lazy: async () => ({ Component: (await import('./UserListPage')).default }) },
  { path: 'users/add', lazy: async () => ({ Component: (await import('./AddUserPage')).default }) },
  { path: 'users/edit/:userId', lazy: async () => ({ Component: (await import('./EditUserPage')).default }) },
];
