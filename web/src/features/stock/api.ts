import type { Message, MixedStockRequest, Paged, StockEntry, StockFilters, UpdateStockPriceRequest } from '@hanout/contract';
import { api, apiPdf } from '../../common/api';

/** Query keys: every stock query starts with this, so one invalidation refreshes them all. */
export const STOCK = ['stock'] as const;

export const searchStock = (body: { stock: StockFilters; page: number; size: number }, signal?: AbortSignal) =>
  api<Paged<StockEntry>>('/stock/search', { method: 'POST', body, signal });
export const updateStockPrice = (body: UpdateStockPriceRequest) => api<Message>('/stock/update-price', { method: 'POST', body });
export const addMixedStock = (body: MixedStockRequest) => api<Message>('/stock/mixed-stock', { method: 'POST', body });
export const fetchStockReport = () => apiPdf('/stock/report');
