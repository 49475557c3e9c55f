import type { RouteObject } from 'react-router';

/** Manage Companies and its forms, under the suppliers section (admin guard). */
export const companyRoutes: RouteObject[] = [
  { path: 'suppliers/companies', lazy: async () => ({ Component: (await import('./CompanyListPage')).default }) },
  { path: 'suppliers/companies/add', lazy: async () => ({ Component: (await import('./AddCompanyPage')).default }) },
  { path: 'suppliers/companies/edit/:companyId', lazy: async () => ({ Component: (await import('./EditCompanyPage')).default }) },
];
