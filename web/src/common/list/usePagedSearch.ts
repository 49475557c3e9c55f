import type { Paged } from '@hanout/contract';
import { usePagedList } from './usePagedList';

export interface PageRequest {
  text: string;
  page: number;
  size: number;
}

/** A paged list searched by text; the search runs as the user types (debounced). */
export function usePagedSearch<T>(key: readonly unknown[], fetchPage: (request: PageRequest) => Promise<Paged<T>>) {
  const {
    filters: text,
    setFilters: setText,
    ...list
  } = usePagedList(key, {
    initial: '',
    toRequest: (value: string) => value.trim(),
    fetchPage: ({ filters, page, size }) => fetchPage({ text: filters, page, size }),
    debounce: 200,
  });
  return { ...list, text, setText };
}
