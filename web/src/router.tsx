import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadScreenTexts } from './common/i18n';
import { applySessionLanguage, readSession } from './common/useLanguageChoice';
import { HomeRedirect, RequireAdmin, RequireSession, RequireVisitor } from './layout/guards';
import { NotFoundPage } from './layout/NotFoundPage';
import { signOut } from './features/auth/signOut';
import { AuthLayout } from './features/auth/AuthLayout';
import { authRoutes } from './features/auth/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { userRoutes } from './features/users/routes';
import { customerRoutes } from './features/customers/routes';
import { receivableRoutes } from './features/receivables/routes';
import { payableRoutes } from './features/payables/routes';
import { categoryRoutes } from './features/categories/routes';
import { brandRoutes } from './features/brands/routes';
import { companyRoutes } from './features/companies/routes';
import { supplierRoutes } from './features/suppliers/routes';
import { productRoutes } from './features/products/routes';
import { grnRoutes } from './features/grns/routes';
import { stockRoutes } from './features/stock/routes';
import { stocktakeRoutes } from './features/stocktakes/routes';
import { alertRoutes } from './features/alerts/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { counterRoutes } from './features/counter/routes';
import { profileRoutes } from './features/profile/routes';
import { settingsRoutes } from './features/settings/routes';
import { backupRoutes } from './features/backups/routes';
import { importRoutes } from './features/imports/routes';
import { registerRoutes } from './features/registers/routes';

/** Screens every signed-in user may open. */
const staffRoutes: RouteObject[] = [
  ...counterRoutes,
  ...dashboardRoutes,
  ...customerRoutes,
  ...receivableRoutes,
  ...grnRoutes,
  ...stockRoutes,
  ...stocktakeRoutes,
  ...alertRoutes,
  ...invoiceRoutes,
  ...profileRoutes,
];
/** Screens behind the admin guard (users, suppliers, payables, products, brands, categories, registers). */
const adminRoutes: RouteObject[] = [
  ...userRoutes,
  ...categoryRoutes,
  ...brandRoutes,
  ...supplierRoutes,
  ...companyRoutes,
  ...productRoutes,
  ...settingsRoutes,
  ...backupRoutes,
  ...importRoutes,
  ...payableRoutes,
  ...registerRoutes,
];

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
        // Loaded with the first signed-in screen: the sign-in page carries neither the shell nor the dialogs.
        lazy: async () => (await import('./layout/DialogsLayout')).dialogsLayout(),
        children: [
          {
            lazy: async () => {
              const session = readSession();
              const [layout] = await Promise.all([import('./layout/AppLayout'), loadScreenTexts()]);
              await applySessionLanguage(session);
              return { Component: layout.AppLayout };
            },
            children: [{ index: true, element: <HomeRedirect /> }, ...staffRoutes, { element: <RequireAdmin />, children: adminRoutes }],
          },
        ],
      },
    ],
  },
  { path: '/sign-out', loader: signOut },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
