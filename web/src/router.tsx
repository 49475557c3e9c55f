import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RequireAdmin, RequireSession, RequireVisitor } from './layout/guards';
import { NotFoundPage } from './layout/NotFoundPage';
import { AuthLayout } from './features/auth/AuthLayout';
import { authRoutes } from './features/auth/routes';
import { dashboardRoutes } from './features/dashboard/routes';

/** Screens every signed-in user may open. */
const staffRoutes: RouteObject[] = [...dashboardRoutes];
/** Screens behind the admin guard (users, suppliers, products, brands, categories). */
const adminRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    path: '/auth',
    element: <RequireVisitor />,
    children: [
      {
        element: <AuthLayout />,
        children: [{ index: true, element: <Navigate to="/auth/login" replace /> }, ...authRoutes],
      },
    ],
  },
  {
    path: '/',
    element: <RequireSession />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...staffRoutes,
          { element: <RequireAdmin />, children: adminRoutes },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
