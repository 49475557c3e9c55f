import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockFilters } from '@hanout/contract';
import { STOCK, searchStock } from './api';

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
const date = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The `stock` object of POST /api/stock/search: empty inputs are left out. */
export function toStockFilters(values: StockFilterValues): StockFilters {
  const filters: StockFilters = {
    productName: values.productName.trim() || undefined,
    categoryId: values.categoryId ? Number(values.categoryId) : undefined,
    brandId: values.brandId ? Number(values.brandId) : undefined,
    manufactureDateFrom: date(values.manufactureDateFrom),
    manufactureDateTo: date(values.manufactureDateTo),
    expireDateFrom: date(values.expireDateFrom),
    expireDateTo: date(values.expireDateTo),
    sellingPriceFrom: price(values.sellingPriceFrom),
    sellingPriceTo: price(values.sellingPriceTo),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as StockFilters;
}

/**
 * Filters, page and answer of the available-stock list, shared by the stock screen and the
 * stock picker. Filters apply as they are typed (debounced) and go back to the first page;
 * a failed search is retried up to 3 times.
 */
export function useStockSearch() {
  const [filters, setFiltersNow] = useState<StockFilterValues>(EMPTY_STOCK_FILTERS);
  const [page, setPage] = useState(0);
  const [size, setSizeNow] = useState(10);
  const [debounced] = useDebouncedValue(filters, 250);
  const stock = useMemo(() => toStockFilters(debounced), [debounced]);
  const query = useQuery({
    queryKey: [...STOCK, 'search', stock, page, size],
    queryFn: ({ signal }) => searchStock({ stock, page, size }, signal),
    placeholderData: keepPreviousData,
    retry: 3,
  });
  return {
    filters,
    setFilters(values: StockFilterValues) {
      setFiltersNow(values);
      setPage(0);
    },
    page,
    setPage,
    size,
    /** A new page size reloads the page that holds the first row shown so far (as every list does). */
    setSize(value: number) {
      setPage(Math.floor((page * size) / value));
      setSizeNow(value);
    },
    data: query.data,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}
export type StockSearch = ReturnType<typeof useStockSearch>;
