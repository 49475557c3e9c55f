import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Open to every signed-in user. */
export const customerRoutes: RouteObject[] = [
  { path: 'customers', lazy: lazyPage(() => import('./CustomerListPage')) },
  { path: 'customers/add', lazy: lazyPage(() => import('./AddCustomerPage')) },
  { path: 'customers/edit/:customerId', lazy: lazyPage(() => import('./EditCustomerPage')) },
];
