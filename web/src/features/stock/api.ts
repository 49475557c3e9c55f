import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Message,
  MixedStockRequest,
  Recall,
  StockAdjustmentRequest,
  StockMovement,
  StockSplit,
  StockSplitRequest,
  UpdateStockPriceRequest,
} from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { useChangeMutation, type MutationCallbacks } from '../../common/queries';
import { DASHBOARD, PRODUCTS, STOCK } from '../../common/queryKeys';

const updateStockPrice = (body: UpdateStockPriceRequest) => api<Message>('/stock/update-price', { method: 'POST', body });
const addMixedStock = (body: MixedStockRequest) => api<Message>('/stock/mixed-stock', { method: 'POST', body });
export const fetchStockReport = () => apiPdf('/stock/report');

export const useUpdateStockPrice = (callbacks: MutationCallbacks<Message, UpdateStockPriceRequest>) =>
  useChangeMutation(updateStockPrice, [STOCK], callbacks);
export const useAddMixedStock = (callbacks: MutationCallbacks<Message, MixedStockRequest>) =>
  useChangeMutation(addMixedStock, [STOCK], callbacks);

const fetchRecall = (batchNumber: string) => api<Recall>('/stock/recall', { query: { batchNumber } });
export const fetchRecallPdf = (batchNumber: string) => apiPdf('/stock/recall/report', { query: { batchNumber } });
/** Every sale of a lot; nothing is asked until a lot number is entered. */
export const recallQuery = (batchNumber: string) =>
  queryOptions({ queryKey: [...STOCK, 'recall', batchNumber], queryFn: () => fetchRecall(batchNumber), enabled: batchNumber !== '' });
export const useRecall = (batchNumber: string) => useQuery(recallQuery(batchNumber));

type Adjustment = StockAdjustmentRequest & { stockId: number };
const adjustStock = ({ stockId, ...body }: Adjustment) =>
  api<{ stockId: number; quantity: number; movement: StockMovement }>(`/stock/${stockId}/adjustments`, { method: 'POST', body });
/** A hand correction changes the stock lists, the product's quantities and the dashboard's alerts. */
export const useAdjustStock = (callbacks: MutationCallbacks<Awaited<ReturnType<typeof adjustStock>>, Adjustment>) =>
  useChangeMutation(adjustStock, [STOCK, PRODUCTS, DASHBOARD], callbacks);

type Split = StockSplitRequest & { stockId: number };
const splitPack = ({ stockId, ...body }: Split) => api<StockSplit>(`/stock/${stockId}/split`, { method: 'POST', body });
/** Opening packs changes the stock lists (a new batch of the unit product, maybe) and the products' quantities. */
export const useSplitPack = (callbacks: MutationCallbacks<StockSplit, Split>) =>
  useChangeMutation(splitPack, [STOCK, PRODUCTS, DASHBOARD], callbacks);
