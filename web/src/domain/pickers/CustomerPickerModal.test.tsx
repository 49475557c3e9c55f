import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@hanout/contract';
import { fakeSearchServer, renderPicker } from '../../common/list/pickerTesting';
import { CustomerPickerModal } from './CustomerPickerModal';

const customers: Customer[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  ice: `00152589600${String(i + 1).padStart(4, '0')}`,
  name: `Client ${String(i + 1).padStart(2, '0')}`,
  mobile: `06000000${String(i + 1).padStart(2, '0')}`,
  type: 'BUSINESS',
  address: 'Casablanca',
  walkIn: false,
  creditLimit: null,
}));

/** A fake /api/customers/search: the server matches name, ICE or mobile. */
const fakeServer = () => fakeSearchServer(customers, (c, text) => [c.name, c.ice, c.mobile].some((v) => v.toLowerCase().includes(text)));

describe('CustomerPickerModal', () => {
  it('loads nothing while closed', () => {
    const calls = fakeServer();
    renderPicker(CustomerPickerModal, false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("is titled 'Manage Customers', lists #, ICE, Name, Mobile, pages, and reports the chosen customer, then closes", async () => {
    const calls = fakeServer();
    const { onSelect, onClose } = renderPicker(CustomerPickerModal);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Manage Customers')).toBeTruthy();
    await within(dialog).findByText('Client 10');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'ICE', 'Name', 'Mobile', 'Actions']);
    expect(within(dialog).queryByText('Client 11')).toBeNull();
    expect(within(dialog).getByTestId('list-summary').textContent).toBe('Showing 1 to 10 of 23 entries');
    expect(calls[0].pathname).toBe('/api/customers/search');
    expect(calls[0].searchParams.get('text')).toBe('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'last page' }));
    await within(dialog).findByText('Client 23');
    expect(within(dialog).getByTestId('list-summary').textContent).toBe('Showing 21 to 23 of 23 entries');
    expect(within(dialog).getByText('21')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'SELECT Client 22' }));
    expect(onSelect).toHaveBeenCalledWith(customers[21]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('searches as the user types and offers a page-size selector', async () => {
    const calls = fakeServer();
    renderPicker(CustomerPickerModal);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Client 01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), '0600000015');
    await waitFor(() => expect(within(dialog).getByTestId('list-summary').textContent).toBe('Showing 1 to 1 of 1 entries'));
    expect(within(dialog).getByText('Client 15')).toBeTruthy();
    expect(calls.at(-1)!.searchParams.get('text')).toBe('0600000015');

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Search' }));
    await waitFor(() => expect(within(dialog).getByTestId('list-summary').textContent).toBe('Showing 1 to 10 of 23 entries'));
    // The page-size selector of the list toolkit (its behaviour is covered by the browser tests).
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Page size' }).value).toBe('10');
    expect(calls.at(-1)!.searchParams.get('size')).toBe('10');
  });
});
