import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, createQueryClient } from '../../Providers';
import { StockFiltersPanel } from './StockFiltersPanel';
import { EMPTY_STOCK_FILTERS, type StockFilterValues } from './useStockSearch';

const phoneScreen = (phone: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches: phone, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );

function renderPanel(value: StockFilterValues) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json([]))),
  );
  render(
    <Providers client={createQueryClient()}>
      <StockFiltersPanel value={value} onChange={() => {}} />
    </Providers>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('StockFiltersPanel', () => {
  it('shows every filter on a wide screen', () => {
    phoneScreen(false);
    renderPanel(EMPTY_STOCK_FILTERS);
    expect(screen.getByLabelText('Expire Date End')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /More filters/ })).toBeNull();
  });

  it('on a phone, folds all but the product name behind a button that counts the filters in use', async () => {
    phoneScreen(true);
    renderPanel({ ...EMPTY_STOCK_FILTERS, productName: 'doli', categoryId: '2', sellingPriceTo: 50, expireDateFrom: '2026-1' });
    expect(screen.getByLabelText('Product Name')).toBeTruthy();
    expect(screen.queryByLabelText('Expire Date End')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'More filters (2 in use)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Expire Date End')).toBeTruthy();
    await userEvent.click(toggle);
    expect(screen.queryByLabelText('Expire Date End')).toBeNull();
  });

  it('says when a range is reversed', () => {
    phoneScreen(false);
    renderPanel({
      ...EMPTY_STOCK_FILTERS,
      sellingPriceFrom: 100,
      sellingPriceTo: 10,
      expireDateFrom: '2029-01-01',
      expireDateTo: '2028-01-01',
    });
    expect(screen.getByText('Price Max is below Price Min')).toBeTruthy();
    expect(screen.getByText('Expire Date End is before Expire Date Start')).toBeTruthy();
  });
});
