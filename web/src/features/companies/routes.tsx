import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Manage Companies and its forms, under the suppliers section (admin guard). */
export const companyRoutes: RouteObject[] = [
  { path: 'suppliers/companies', lazy: lazyPage(() => import('./CompanyListPage')) },
  { path: 'suppliers/companies/add', lazy: lazyPage(() => import('./AddCompanyPage')) },
  { path: 'suppliers/companies/edit/:companyId', lazy: lazyPage(() => import('./EditCompanyPage')) },
];
