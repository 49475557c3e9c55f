import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./LoginPage')) },
  {
    // These two answer with dialogs; the sign-in page shows its failures inline and loads without them.
    lazy: async () => (await import('../../layout/DialogsLayout')).dialogsLayout(),
    children: [
      { path: 'forgot-password', lazy: lazyPage(() => import('./ForgotPasswordPage')) },
      { path: 'reset-password', lazy: lazyPage(() => import('./ResetPasswordPage')) },
    ],
  },
];
