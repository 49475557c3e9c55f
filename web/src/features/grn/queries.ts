import type { GrnListItem, GrnRequest, GrnSearchRequest, Paged } from '@hanout/contract';
import { api, apiPdf } from '../../common/api';
import { useDateRangeList } from '../../common/list/DateRangeFilter';
import { useChangeMutation } from '../../common/queries';
import { DASHBOARD, GRNS, STOCK } from '../../common/queryKeys';

/** Saves the GRN; answers its PDF. */
const saveGrn = (body: GrnRequest) => apiPdf('/grn', { method: 'POST', body });
const searchGrns = (body: GrnSearchRequest) => api<Paged<GrnListItem>>('/grn/search', { method: 'POST', body });
export const fetchGrnReport = (id: number) => apiPdf(`/grn/report/${id}`);

export const useGrnHistory = () => useDateRangeList([...GRNS, 'search'], searchGrns);
/** A GRN fills the stock and counts in the dashboard's expenses. */
export const useSaveGrn = () => useChangeMutation(saveGrn, [GRNS, STOCK, DASHBOARD]);
