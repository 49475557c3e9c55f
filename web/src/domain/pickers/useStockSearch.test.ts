import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { stockSearchRequest } from '@hanout/contract';
import { createQueryClient } from '../../common/queryClient';
import { EMPTY_STOCK_FILTERS, prefetchStockList, toStockFilters, useStockSearch } from './useStockSearch';

afterEach(() => vi.unstubAllGlobals());

describe('toStockFilters', () => {
  it('leaves empty inputs out', () => {
    expect(toStockFilters(EMPTY_STOCK_FILTERS)).toEqual({});
    expect(toStockFilters({ ...EMPTY_STOCK_FILTERS, productName: '   ', sellingPriceFrom: '', manufactureDateFrom: '2026-1' })).toEqual({});
  });

  it('turns every filled input into the request the server validates', () => {
    const filters = toStockFilters({
      productName: ' Doliprane ',
      categoryId: '3',
      brandId: '7',
      manufactureDateFrom: '2026-01-01',
      manufactureDateTo: '2026-02-01',
      expireDateFrom: '2027-01-01',
      expireDateTo: '2027-12-31',
      sellingPriceFrom: 0,
      sellingPriceTo: '12.5',
    });
    expect(filters).toEqual({
      productName: 'Doliprane',
      categoryId: 3,
      brandId: 7,
      manufactureDateFrom: '2026-01-01',
      manufactureDateTo: '2026-02-01',
      expireDateFrom: '2027-01-01',
      expireDateTo: '2027-12-31',
      sellingPriceFrom: 0,
      sellingPriceTo: 12.5,
    });
    expect(stockSearchRequest.safeParse({ stock: filters, page: 0, size: 10 }).success).toBe(true);
  });
});

describe('prefetchStockList', () => {
  it('loads the page the stock screen shows first, which the list then reads without asking again', async () => {
    const page = { content: [], totalPages: 0, totalElements: 0, last: true, pageable: { pageNumber: 0, pageSize: 10, offset: 0 } };
    const fetch = vi.fn((..._: unknown[]) => Promise.resolve(Response.json(page)));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await prefetchStockList(client);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetch.mock.calls[0][1] as { body: string }).body)).toEqual({ stock: {}, page: 0, size: 10 });

    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useStockSearch(false), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(result.current.isFetching).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
