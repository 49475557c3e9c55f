import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreditNote,
  CreditNoteRequest,
  InvoiceDetail,
  InvoiceListItem,
  InvoicePaymentTypeOption,
  InvoiceRequest,
  Paged,
} from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { useDateRangeList } from '../../common/list/DateRangeFilter';
import { useWriteOnceMutation } from '../../common/queries';
import { DASHBOARD, INVOICES, RECEIVABLES, STOCK } from '../../common/queryKeys';

const fetchPaymentTypes = () => api<InvoicePaymentTypeOption[]>('/invoice/payment-types');
/** Saves the sale and answers its PDF; a retry under the same key answers the same invoice. */
const saveInvoice = (body: InvoiceRequest, idempotencyKey: string) =>
  apiPdf('/invoice', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
const searchInvoices = (body: { page: number; size: number; startDate?: string; endDate?: string }) =>
  api<Paged<InvoiceListItem>>('/invoice/search', { method: 'POST', body });
export const fetchInvoiceReport = (id: number) => apiPdf(`/invoice/report/${id}`);
export const fetchInvoiceTicket = (id: number) => apiPdf(`/invoice/${id}/receipt`);
export const fetchCreditNotePdf = (id: number) => apiPdf(`/credit-notes/${id}/report`);
const fetchInvoice = (id: number) => api<InvoiceDetail>(`/invoice/${id}`);
const saveCreditNote = ({ invoiceId, ...body }: CreditNoteRequest & { invoiceId: number }, idempotencyKey: string) =>
  api<CreditNote>(`/invoice/${invoiceId}/credit-notes`, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

export const paymentTypesQuery = () =>
  queryOptions({ queryKey: [...INVOICES, 'payment-types'], queryFn: fetchPaymentTypes, staleTime: Infinity });
export const usePaymentTypes = () => useQuery(paymentTypesQuery());
export const useInvoiceHistory = () => useDateRangeList([...INVOICES, 'search'], searchInvoices);
/** A sale takes from the stock, counts in the dashboard and, on credit, in what the customer owes. */
export const useSaveInvoice = () => useWriteOnceMutation(saveInvoice, [INVOICES, STOCK, DASHBOARD, RECEIVABLES]);
/** An invoice as issued, with its credit notes and what was returned of each line. */
export const invoiceQuery = (id: number) => queryOptions({ queryKey: [...INVOICES, 'one', id], queryFn: () => fetchInvoice(id) });
export const useInvoice = (id: number) => useQuery(invoiceQuery(id));
/** A credit note puts units back on the shelf, lowers what the customer owes and the year's income. */
export const useIssueCreditNote = () => useWriteOnceMutation(saveCreditNote, [INVOICES, STOCK, DASHBOARD, RECEIVABLES]);
