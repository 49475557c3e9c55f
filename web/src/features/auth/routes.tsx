import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage')).default }) },
  {
    // These two answer with dialogs; the sign-in page shows its failures inline and loads without them.
    lazy: async () => (await import('../../layout/DialogsLayout')).dialogsLayout(),
    children: [
      { path: 'forgot-password', lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).default }) },
      { path: 'reset-password', lazy: async () => ({ Component: (await import('./ResetPasswordPage')).default }) },
    ],
  },
];
