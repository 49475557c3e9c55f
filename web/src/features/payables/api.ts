import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, Payable, PayablesQuery, SupplierAccount, SupplierPayment, SupplierPaymentRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { usePagedList } from '../../common/list/usePagedList';
import { useWriteOnceMutation } from '../../common/queries';
import { DASHBOARD, GRNS, PAYABLES } from '../../common/queryKeys';

export type PayablesSort = PayablesQuery['sort'];

const fetchPayables = ({ filters, page, size }: { filters: { sort: PayablesSort }; page: number; size: number }) =>
  api<Paged<Payable>>('/payables', { query: { sort: filters.sort, page, size } });
const fetchAccount = (supplierId: number) => api<SupplierAccount>(`/suppliers/${supplierId}/account`);
const savePayment = ({ supplierId, ...body }: SupplierPaymentRequest & { supplierId: number }, idempotencyKey: string) =>
  api<SupplierPayment>(`/suppliers/${supplierId}/payments`, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

export const fetchVoucherPdf = (paymentId: number) => apiPdf(`/supplier-payments/${paymentId}/report`);
/** The supplier's statement from their first GRN to today. */
export const fetchSupplierStatementPdf = (supplierId: number) => apiPdf(`/suppliers/${supplierId}/statement`);

export const usePayables = () =>
  usePagedList<{ sort: PayablesSort }, { sort: PayablesSort }, Payable>([...PAYABLES, 'list'], {
    initial: { sort: 'amount' },
    toRequest: (filters) => filters,
    fetchPage: fetchPayables,
  });
/** Loaded afresh each time the payment form opens (never from the cache): the form starts from what is owed now. */
export const supplierAccountQuery = (supplierId: number) =>
  queryOptions({
    queryKey: [...PAYABLES, 'account', supplierId],
    queryFn: () => fetchAccount(supplierId),
    select: (account) => ({ amountDue: account.amountDue, documents: account.openGrns, aging: account.aging }),
    staleTime: 0,
    gcTime: 0,
  });
export const useSupplierAccount = (supplierId: number) => useQuery(supplierAccountQuery(supplierId));
/** A payment lowers what the shop owes the supplier, and counts in the dashboard's expenses. */
export const useRecordSupplierPayment = () => useWriteOnceMutation(savePayment, [PAYABLES, GRNS, DASHBOARD]);
