import type { RouteObject } from 'react-router';

export const invoiceRoutes: RouteObject[] = [
  { path: 'invoice', lazy: async () => ({ Component: (await import('./AddInvoicePage')).default }) },
  { path: 'invoice/history', lazy: async () => ({ Component: (await import('./InvoiceListPage')).default }) },
  { path: 'invoice/:invoiceId', lazy: async () => ({ Component: (await import('./InvoiceDetailPage')).default }) },
];
