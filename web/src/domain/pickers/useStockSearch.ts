import type { QueryClient } from '@tanstack/react-query';
import type { StockFilters } from '@hanout/contract';
import { validDate } from '../../common/dates';
import { FIRST_PAGE_SIZE, pagedListKey, usePagedList } from '../../common/list/usePagedList';
import { searchStock } from '../../common/catalog';
import { STOCK } from '../../common/queryKeys';

/** The stock filters as the inputs hold them (text, select ids, native date values, number inputs). */
export interface StockFilterValues {
  productName: string;
  categoryId: string | null;
  brandId: string | null;
  manufactureDateFrom: string;
  manufactureDateTo: string;
  expireDateFrom: string;
  expireDateTo: string;
  sellingPriceFrom: number | string;
  sellingPriceTo: number | string;
}

export const EMPTY_STOCK_FILTERS: StockFilterValues = {
  productName: '',
  categoryId: null,
  brandId: null,
  manufactureDateFrom: '',
  manufactureDateTo: '',
  expireDateFrom: '',
  expireDateTo: '',
  sellingPriceFrom: '',
  sellingPriceTo: '',
};

const price = (value: number | string): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** The `stock` object of POST /api/stock/search: empty inputs are left out. */
export function toStockFilters(values: StockFilterValues): StockFilters {
  const filters: StockFilters = {
    productName: values.productName.trim() || undefined,
    categoryId: values.categoryId ? Number(values.categoryId) : undefined,
    brandId: values.brandId ? Number(values.brandId) : undefined,
    manufactureDateFrom: validDate(values.manufactureDateFrom),
    manufactureDateTo: validDate(values.manufactureDateTo),
    expireDateFrom: validDate(values.expireDateFrom),
    expireDateTo: validDate(values.expireDateTo),
    sellingPriceFrom: price(values.sellingPriceFrom),
    sellingPriceTo: price(values.sellingPriceTo),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

const STOCK_SEARCH = [...STOCK, 'search'] as const;

const stockRequest = (values: StockFilterValues, sellableOnly: boolean): StockFilters => ({
  ...toStockFilters(values),
  ...(sellableOnly && { sellableOnly }),
});

const fetchStockPage = ({ filters, page, size }: { filters: StockFilters; page: number; size: number }, signal?: AbortSignal) =>
  searchStock({ stock: filters, page, size }, signal);

/**
 * Starts the stock screen's first page (no filters) while the screen's code loads: the list then
 * finds it in the cache instead of asking once its code has run.
 */
export function prefetchStockList(queryClient: QueryClient) {
  const filters = stockRequest(EMPTY_STOCK_FILTERS, false);
  return queryClient.prefetchQuery({
    queryKey: pagedListKey(STOCK_SEARCH, filters, 0, FIRST_PAGE_SIZE),
    queryFn: ({ signal }) => fetchStockPage({ filters, page: 0, size: FIRST_PAGE_SIZE }, signal),
  });
}

/**
 * Filters, page and answer of the available-stock list, shared by the stock screen and the
 * stock picker (which asks for `sellableOnly` batches). Filters apply as they are typed
 * (debounced); a failed search is retried up to 3 times.
 */
export const useStockSearch = (sellableOnly: boolean) =>
  usePagedList(STOCK_SEARCH, {
    initial: EMPTY_STOCK_FILTERS,
    toRequest: (values) => stockRequest(values, sellableOnly),
    fetchPage: (request, { signal }) => fetchStockPage(request, signal),
    debounce: 250,
    retry: 3,
  });
