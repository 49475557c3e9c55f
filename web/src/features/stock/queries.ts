import type { Message, MixedStockRequest, UpdateStockPriceRequest } from '@hanout/contract';
import { api } from '../../common/api';
import { apiPdf } from '../../common/files';
import { useChangeMutation, type MutationCallbacks } from '../../common/queries';
import { STOCK } from '../../common/queryKeys';

const updateStockPrice = (body: UpdateStockPriceRequest) => api<Message>('/stock/update-price', { method: 'POST', body });
const addMixedStock = (body: MixedStockRequest) => api<Message>('/stock/mixed-stock', { method: 'POST', body });
export const fetchStockReport = () => apiPdf('/stock/report');

export const useUpdateStockPrice = (callbacks: MutationCallbacks<Message, UpdateStockPriceRequest>) =>
  useChangeMutation(updateStockPrice, [STOCK], callbacks);
export const useAddMixedStock = (callbacks: MutationCallbacks<Message, MixedStockRequest>) =>
  useChangeMutation(addMixedStock, [STOCK], callbacks);
