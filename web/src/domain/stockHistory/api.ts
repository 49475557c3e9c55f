import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, StockMovement, StockPriceChange } from '@hanout/contract';
import { api } from '../../common/api';
import { usePagedList } from '../../common/list/usePagedList';
import { STOCK } from '../../common/queryKeys';

/** Whose movements a history shows: one batch's, or every batch of one product. */
export type MovementOwner = { stockId: number } | { productId: number };
export const movementsPath = (owner: MovementOwner) =>
  'stockId' in owner ? `/stock/${owner.stockId}/movements` : `/products/${owner.productId}/movements`;

/** A batch's or a product's movements, newest first, one page at a time. */
export const useMovements = (owner: MovementOwner) =>
  usePagedList([...STOCK, 'movements', owner], {
    initial: null,
    toRequest: () => null,
    fetchPage: ({ page, size }, { signal }) => api<Paged<StockMovement>>(movementsPath(owner), { query: { page, size }, signal }),
  });

/** Every selling price change of a batch, newest first. */
export const priceHistoryQuery = (stockId: number) =>
  queryOptions({
    queryKey: [...STOCK, 'price-history', stockId],
    queryFn: () => api<StockPriceChange[]>(`/stock/${stockId}/price-history`),
  });
export const usePriceHistory = (stockId: number) => useQuery(priceHistoryQuery(stockId));
