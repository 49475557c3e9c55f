import type { InvoiceListItem, InvoicePaymentTypeOption, InvoiceRequest, Paged } from '@hanout/contract';
import { api, apiPdf } from '../../common/api';

/** Query keys: every invoice query starts with this, so one invalidation refreshes them all. */
export const INVOICES = ['invoices'] as const;

export const fetchPaymentTypes = () => api<InvoicePaymentTypeOption[]>('/invoice/payment-types');
/** Saves the sale and answers its PDF. */
export const saveInvoice = (body: InvoiceRequest) => apiPdf('/invoice', { method: 'POST', body });
export const searchInvoices = (body: { page: number; size: number; startDate?: string; endDate?: string }) =>
  api<Paged<InvoiceListItem>>('/invoice/search', { method: 'POST', body });
export const fetchInvoiceReport = (id: number) => apiPdf(`/invoice/report/${id}`);
