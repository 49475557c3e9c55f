import { describe, expect, it } from 'vitest';
import { stockSearchRequest } from '@hanout/contract';
import { EMPTY_STOCK_FILTERS, toStockFilters } from './useStockSearch';

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
