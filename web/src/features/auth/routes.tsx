import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';
import { queryClient } from '../../common/queryClient';
import { validClaims } from '../../common/session';
import { signInOptionsQuery } from './api';

const loadLoginPage = lazyPage(() => import('./LoginPage'));

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    // Whether to ask for the shop's code travels with the page's code, so that the field is there when
    // the form is drawn rather than pushing it down while a clerk types (a signed-in user is sent on).
    lazy: () => {
      if (!validClaims()) void queryClient.prefetchQuery(signInOptionsQuery);
      return loadLoginPage();
    },
  },
  {
    // These two answer with dialogs; the sign-in page shows its failures inline and loads without them.
    lazy: async () => (await import('../../layout/DialogsLayout')).dialogsLayout(),
    children: [
      { path: 'forgot-password', lazy: lazyPage(() => import('./ForgotPasswordPage')) },
      { path: 'reset-password', lazy: lazyPage(() => import('./ResetPasswordPage')) },
    ],
  },
];
