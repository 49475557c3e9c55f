import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrnDetail, GrnListItem, GrnRequest, GrnSearchRequest, Paged, SupplierReturn, SupplierReturnRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { useDateRangeList } from '../../common/list/DateRangeFilter';
import { useWriteOnceMutation } from '../../common/queries';
import { DASHBOARD, GRNS, PAYABLES, STOCK } from '../../common/queryKeys';

/** Saves the GRN; answers its PDF. A retry under the same key answers the same GRN. */
const saveGrn = (body: GrnRequest, idempotencyKey: string) =>
  apiPdf('/grn', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
const searchGrns = (body: GrnSearchRequest) => api<Paged<GrnListItem>>('/grn/search', { method: 'POST', body });
export const fetchGrnReport = (id: number) => apiPdf(`/grn/report/${id}`);

export const useGrnHistory = () => useDateRangeList([...GRNS, 'search'], searchGrns);
/** A GRN fills the stock, counts in the dashboard's expenses and, received on credit, adds to what the shop owes the supplier. */
export const useSaveGrn = () => useWriteOnceMutation(saveGrn, [GRNS, STOCK, DASHBOARD, PAYABLES]);

const fetchGrn = (id: number) => api<GrnDetail>(`/grn/${id}`);
export const fetchSupplierReturnPdf = (id: number) => apiPdf(`/supplier-returns/${id}/report`);
const saveSupplierReturn = ({ grnId, ...body }: SupplierReturnRequest & { grnId: number }, idempotencyKey: string) =>
  api<SupplierReturn>(`/grn/${grnId}/returns`, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

export const grnQuery = (id: number) => queryOptions({ queryKey: [...GRNS, 'one', id], queryFn: () => fetchGrn(id) });
export const useGrn = (id: number) => useQuery(grnQuery(id));
/** Units leave their batches; what the GRN still owes the supplier and the dashboard's figures change with it. */
export const useRecordSupplierReturn = () => useWriteOnceMutation(saveSupplierReturn, [GRNS, STOCK, DASHBOARD, PAYABLES]);
