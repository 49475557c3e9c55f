import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, StartStocktakeRequest, Stocktake, StocktakeBatch, StocktakeSummary } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { usePagedList } from '../../common/list/usePagedList';
import { useChangeMutation } from '../../common/queries';
import { DASHBOARD, STOCK, STOCKTAKES } from '../../common/queryKeys';

const fetchStocktakes = ({ page, size }: { page: number; size: number }) =>
  api<Paged<StocktakeSummary>>('/stocktakes', { query: { page, size } });
const fetchStocktake = (id: number) => api<Stocktake>(`/stocktakes/${id}`);
const startStocktake = (body: StartStocktakeRequest) => api<Stocktake>('/stocktakes', { method: 'POST', body });
const saveCount = ({ id, stockId, ...count }: { id: number; stockId: number; countedQuantity: number; reason?: string }) =>
  api<StocktakeBatch>(`/stocktakes/${id}/counts/${stockId}`, { method: 'PUT', body: count });
const validateStocktake = (id: number) => api<Stocktake>(`/stocktakes/${id}/validate`, { method: 'POST' });
const cancelStocktake = (id: number) => api<Stocktake>(`/stocktakes/${id}/cancel`, { method: 'POST' });

/** The batches of the stocktake's scope matching a scanned code, a lot number or a name. */
export const findBatches = (id: number, q: string) => api<StocktakeBatch[]>(`/stocktakes/${id}/batches`, { query: { q } });
export const fetchStocktakePdf = (id: number) => apiPdf(`/stocktakes/${id}/report`);

export const useStocktakes = () =>
  usePagedList<object, object, StocktakeSummary>([...STOCKTAKES, 'list'], {
    initial: {},
    toRequest: (filters) => filters,
    fetchPage: fetchStocktakes,
  });
export const stocktakeQuery = (id: number) => queryOptions({ queryKey: [...STOCKTAKES, 'one', id], queryFn: () => fetchStocktake(id) });
export const useStocktake = (id: number) => useQuery(stocktakeQuery(id));

export const useStartStocktake = () => useChangeMutation(startStocktake, [STOCKTAKES]);
/** A count changes only the stocktake: the stock moves when it is validated. */
export const useSaveCount = () => useChangeMutation(saveCount, [STOCKTAKES]);
/** Validating moves the counted batches' quantities, which the stock screens and the dashboard show. */
export const useValidateStocktake = () => useChangeMutation(validateStocktake, [STOCKTAKES, STOCK, DASHBOARD]);
export const useCancelStocktake = () => useChangeMutation(cancelStocktake, [STOCKTAKES]);
