import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from '@hanout/contract';
import { fakeSearchServer, renderPicker } from '../../common/list/pickerTesting';
import { SupplierPickerModal } from './SupplierPickerModal';

const company = { id: 3, name: 'Sothema', address: 'Bouskoura', email: 'contact@sothema.ma', mobile: '0522000000' };
const suppliers: Supplier[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Rep ${i + 1}`,
  email: `rep${i + 1}@sothema.ma`,
  mobile: `066100000${i}`,
  company,
}));

/** A fake /api/suppliers/search: the server matches the name. */
const fakeServer = () => fakeSearchServer(suppliers, (s, text) => s.name.toLowerCase().includes(text));

describe('SupplierPickerModal', () => {
  it('loads nothing while closed', () => {
    const calls = fakeServer();
    renderPicker(SupplierPickerModal, false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('lists suppliers page by page and reports the chosen one, then closes', async () => {
    const calls = fakeServer();
    const { onSelect, onClose } = renderPicker(SupplierPickerModal);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select Supplier')).toBeTruthy();
    await within(dialog).findByText('Rep 10');
    expect(within(dialog).queryByText('Rep 11')).toBeNull();
    expect(within(dialog).getByTestId('list-summary').textContent).toBe('Showing 1 to 10 of 12 entries');
    expect(calls[0].pathname).toBe('/api/suppliers/search');

    await userEvent.click(within(dialog).getByRole('button', { name: 'next page' }));
    await within(dialog).findByText('Rep 12');
    expect(within(dialog).getAllByText('Sothema')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'SELECT Rep 12' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(suppliers[11]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a supplier clicked anywhere on its row, once', async () => {
    fakeServer();
    const { onSelect } = renderPicker(SupplierPickerModal);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByText('rep3@sothema.ma'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(suppliers[2]);
  });

  it('searches as the user types', async () => {
    const calls = fakeServer();
    renderPicker(SupplierPickerModal);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Rep 1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'rep 11');
    await waitFor(() => expect(within(dialog).getByTestId('list-summary').textContent).toBe('Showing 1 to 1 of 1 entries'));
    expect(within(dialog).getByText('Rep 11')).toBeTruthy();
    expect(calls.at(-1)!.searchParams.get('text')).toBe('rep 11');
    expect(calls.at(-1)!.searchParams.get('page')).toBe('0');
  });
});
