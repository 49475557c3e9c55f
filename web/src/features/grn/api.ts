import type { GrnListItem, GrnRequest, GrnSearchRequest, Paged } from '@hanout/contract';
import { api, apiPdf } from '../../common/api';

/** Query keys: every GRN query starts with this, so one invalidation refreshes them all. */
export const GRNS = ['grns'] as const;

/** Saves the GRN; answers its PDF. */
export const saveGrn = (body: GrnRequest) => apiPdf('/grn', { method: 'POST', body });
export const searchGrns = (body: GrnSearchRequest) => api<Paged<GrnListItem>>('/grn/search', { method: 'POST', body });
export const fetchGrnReport = (id: number) => apiPdf(`/grn/report/${id}`);

export const PAYMENT_TYPE_LABELS = { CASH: 'Cash', CHEQUE: 'Cheque', CREDIT_CARD: 'Credit Card' } as const;
