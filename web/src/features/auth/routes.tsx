import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage')).default }) },
  { path: 'forgot-password', lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).default }) },
  { path: 'reset-password', lazy: async () => ({ Component: (await import('./ResetPasswordPage')).default }) },
];
