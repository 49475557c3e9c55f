import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@hanout/contract';
import { fakeSearchServer, renderPicker } from '../../common/list/pickerTesting';
import { ProductPickerModal } from './ProductPickerModal';
import { NOT_A_MEDICINE } from '../../common/productTesting';

const product: Product = {
  id: 7,
  name: 'Doliprane 500mg',
  brand: { id: 2, name: 'Sanofi', category: { id: 1, name: 'Antalgiques' } },
  unit: { id: 1, name: 'Box' },
  barcode: '3400935955838',
  vatRate: 0,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
};

describe('ProductPickerModal', () => {
  it('shows product, barcode, brand, category and unit, and reports the chosen product', async () => {
    const calls = fakeSearchServer([product], () => true);
    const { onSelect, onClose } = renderPicker(ProductPickerModal);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select Product')).toBeTruthy();
    const row = (await within(dialog).findByText('Doliprane 500mg')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1',
      'Doliprane 500mg',
      '3400935955838',
      'Sanofi',
      'Antalgiques',
      '1 Box Per Unit',
      '0 %',
      '',
      'SELECT',
    ]);
    expect(calls[0].pathname + calls[0].search).toBe('/api/products/search?text=&page=0&size=10');

    await userEvent.click(within(row).getByRole('button', { name: /SELECT/ }));
    expect(onSelect).toHaveBeenCalledWith(product);
    expect(onClose).toHaveBeenCalled();
  });

  it('takes the one product a scanned code finds on Enter, once its search has answered, and nothing while several are listed', async () => {
    const other: Product = { ...product, id: 8, name: 'Doliprane 1000mg', barcode: '3400936403222' };
    fakeSearchServer([product, other], (row, text) => [row.name.toLowerCase(), row.barcode].some((value) => value?.includes(text)));
    const { onSelect, onClose } = renderPicker(ProductPickerModal);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Doliprane 1000mg');
    const search = within(dialog).getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'doliprane{Enter}');
    await within(dialog).findByText('Showing 1 to 2 of 2 entries');
    expect(onSelect).not.toHaveBeenCalled();
    // A scanner: the code and its Enter at once, before the search for it (200 ms later) has answered.
    await userEvent.clear(search);
    await userEvent.type(search, '3400935955838{Enter}', { delay: null });
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith(product));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });
});
