import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@hanout/contract';

interface PagedListOptions<F, R, T> {
  /** The filter inputs' values before the user changes anything. */
  initial: F;
  /** The filters as the request sends them; only a change here runs the query again. */
  toRequest: (filters: F) => R;
  /**
   * Loads one page. `query` is TanStack's context, passed whole: a fetcher that reads its
   * `signal` makes the query abortable, the others leave it as it was.
   */
  fetchPage: (request: { filters: R; page: number; size: number }, query: { signal: AbortSignal }) => Promise<Paged<T>>;
  /** Milliseconds the filters must stay still before they apply (for typed text). */
  debounce?: number;
  retry?: number;
}

/** The page size a list starts with. */
export const FIRST_PAGE_SIZE = 10;

/** The query key of one page of a list: its key, then the request's filters, page and size. */
export const pagedListKey = <R>(key: readonly unknown[], filters: R, page: number, size: number) =>
  [...key, { filters, page, size }] as const;

/**
 * State and data of a filtered, paged list. A filter change goes back to the first page; answers
 * are keyed by request filters, page and size, so a late answer for old filters is never shown.
 */
export function usePagedList<F, R, T>(key: readonly unknown[], options: PagedListOptions<F, R, T>) {
  const { initial, toRequest, fetchPage, debounce = 0, retry } = options;
  const [filters, setFiltersNow] = useState(initial);
  const [page, setPage] = useState(0);
  const [size, setSizeNow] = useState(FIRST_PAGE_SIZE);
  const [debounced] = useDebouncedValue(filters, debounce);
  const request = toRequest(debounce ? debounced : filters);
  const query = useQuery({
    queryKey: pagedListKey(key, request, page, size),
    queryFn: (context) => fetchPage({ filters: request, page, size }, context),
    placeholderData: keepPreviousData,
    retry,
  });
  return {
    filters,
    /** The filters as the list on screen applies them (its export sends the same). */
    request,
    setFilters: (value: F) => {
      setFiltersNow(value);
      setPage(0);
    },
    page,
    setPage,
    size,
    /** A new page size reloads the page that holds the first row shown so far. */
    setSize: (value: number) => {
      setPage(Math.floor((page * size) / value));
      setSizeNow(value);
    },
    data: query.data,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** What a paged table needs of its list, whatever filters it has. */
export interface PagedList<T> {
  page: number;
  setPage: (page: number) => void;
  size: number;
  setSize: (size: number) => void;
  data: Paged<T> | undefined;
  isFetching: boolean;
}
