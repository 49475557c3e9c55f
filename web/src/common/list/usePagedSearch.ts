import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@hanout/contract';

export interface PageRequest {
  text: string;
  page: number;
  size: number;
}

/**
 * State and data of a searchable, paged list. The search runs as the user types (debounced);
 * answers are keyed by text, page and size, so a late answer for an old text is never shown.
 */
export function usePagedSearch<T>(key: readonly unknown[], fetchPage: (request: PageRequest) => Promise<Paged<T>>) {
  const [text, setTextNow] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSizeNow] = useState(10);
  const [debouncedText] = useDebouncedValue(text.trim(), 200);
  const query = useQuery({
    queryKey: [...key, { text: debouncedText, page, size }],
    queryFn: () => fetchPage({ text: debouncedText, page, size }),
    placeholderData: keepPreviousData,
  });
  return {
    text,
    setText(value: string) {
      setTextNow(value);
      setPage(0);
    },
    page,
    setPage,
    size,
    /** A new page size reloads the page that holds the first row shown so far. */
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
export type PagedSearch<T> = ReturnType<typeof usePagedSearch<T>>;
