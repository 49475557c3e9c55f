import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { ProductPickerModal } from './ProductPickerModal';

const product: Product = {
  id: 7,
  name: 'Doliprane 500mg',
  brand: { id: 2, name: 'Sanofi', category: { id: 1, name: 'Antalgiques' } },
  unit: { id: 1, name: 'Box' },
};
afterEach(() => vi.unstubAllGlobals());

describe('ProductPickerModal', () => {
  it('shows product, brand, category and unit, and reports the chosen product', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(
        JSON.stringify({ content: [product], totalElements: 1, totalPages: 1, last: true, pageable: { pageNumber: 0, pageSize: 10, offset: 0 } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(
      <Providers client={createQueryClient()}>
        <ProductPickerModal opened onClose={onClose} onSelect={onSelect} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select Product')).toBeTruthy();
    const row = (await within(dialog).findByText('Doliprane 500mg')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', 'Doliprane 500mg', 'Sanofi', 'Antalgiques', '1 Box Per Unit', 'SELECT']);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/products/search?text=&page=0&size=10');

    await userEvent.click(within(row).getByRole('button', { name: /SELECT/ }));
    expect(onSelect).toHaveBeenCalledWith(product);
    expect(onClose).toHaveBeenCalled();
  });
});
