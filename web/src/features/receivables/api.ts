import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerAccount, CustomerPayment, CustomerPaymentRequest, Paged, Receivable, ReceivablesQuery } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { usePagedList } from '../../common/list/usePagedList';
import { useWriteOnceMutation } from '../../common/queries';
import { DASHBOARD, INVOICES, RECEIVABLES } from '../../common/queryKeys';

export type ReceivablesSort = ReceivablesQuery['sort'];

const fetchReceivables = ({ filters, page, size }: { filters: { sort: ReceivablesSort }; page: number; size: number }) =>
  api<Paged<Receivable>>('/receivables', { query: { sort: filters.sort, page, size } });
const fetchAccount = (customerId: number) => api<CustomerAccount>(`/customers/${customerId}/account`);
const savePayment = ({ customerId, ...body }: CustomerPaymentRequest & { customerId: number }, idempotencyKey: string) =>
  api<CustomerPayment>(`/customers/${customerId}/payments`, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

export const fetchReceiptPdf = (paymentId: number) => apiPdf(`/receipts/${paymentId}/report`);
/** The customer's statement from their first invoice to today. */
export const fetchStatementPdf = (customerId: number) => apiPdf(`/customers/${customerId}/statement`);

export const useReceivables = () =>
  usePagedList<{ sort: ReceivablesSort }, { sort: ReceivablesSort }, Receivable>([...RECEIVABLES, 'list'], {
    initial: { sort: 'amount' },
    toRequest: (filters) => filters,
    fetchPage: fetchReceivables,
  });
/** Loaded afresh each time the payment form opens (never from the cache): the form starts from what is owed now. */
export const customerAccountQuery = (customerId: number) =>
  queryOptions({
    queryKey: [...RECEIVABLES, 'account', customerId],
    queryFn: () => fetchAccount(customerId),
    select: (account) => ({ amountDue: account.amountDue, documents: account.openInvoices, aging: account.aging }),
    staleTime: 0,
    gcTime: 0,
  });
export const useCustomerAccount = (customerId: number) => useQuery(customerAccountQuery(customerId));
/** A payment lowers what the customer owes and what their invoices still owe. */
export const useRecordPayment = () => useWriteOnceMutation(savePayment, [RECEIVABLES, INVOICES, DASHBOARD]);
