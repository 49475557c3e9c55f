import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePagedSearch } from './usePagedSearch';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const emptyPage = () =>
  Promise.resolve({
    content: [],
    totalPages: 0,
    totalElements: 0,
    last: true,
    pageable: { pageNumber: 0, pageSize: 10, offset: 0 },
  });

describe('usePagedSearch', () => {
  it('keeps the first row in view when the page size changes', () => {
    const { result } = renderHook(() => usePagedSearch(['test'], emptyPage), { wrapper });
    act(() => result.current.setPage(4));
    act(() => result.current.setSize(20));
    expect(result.current.page).toBe(2);
    act(() => result.current.setSize(50));
    expect(result.current.page).toBe(0);
  });

  it('goes back to the first page when the search text changes', () => {
    const { result } = renderHook(() => usePagedSearch(['test'], emptyPage), { wrapper });
    act(() => result.current.setPage(3));
    act(() => result.current.setText('dolip'));
    expect(result.current.page).toBe(0);
  });
});
