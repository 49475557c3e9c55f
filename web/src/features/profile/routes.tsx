import type { RouteObject } from 'react-router';

/** Every signed-in user's own profile. */
export const profileRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('./ProfilePage')).default }) },
];
