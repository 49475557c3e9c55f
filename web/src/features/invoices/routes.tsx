import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

export const invoiceRoutes: RouteObject[] = [
  { path: 'invoice', lazy: lazyPage(() => import('./AddInvoicePage')) },
  { path: 'invoice/history', lazy: lazyPage(() => import('./InvoiceListPage')) },
  { path: 'invoice/:invoiceId', lazy: lazyPage(() => import('./InvoiceDetailPage')) },
];
