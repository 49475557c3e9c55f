import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { SupplierPickerModal } from './SupplierPickerModal';

const company = { id: 3, name: 'Sothema', address: 'Bouskoura', email: 'contact@sothema.ma', mobile: '0522000000' };
const suppliers: Supplier[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Rep ${i + 1}`,
  email: `rep${i + 1}@sothema.ma`,
  mobile: `066100000${i}`,
  company,
}));

/** A fake /api/suppliers/search that pages and filters like the server. */
function fakeServer() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const text = (url.searchParams.get('text') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const matching = suppliers.filter((s) => s.name.toLowerCase().includes(text));
      const totalPages = Math.ceil(matching.length / size);
      const body = {
        content: matching.slice(page * size, (page + 1) * size),
        totalElements: matching.length,
        totalPages,
        last: page >= totalPages - 1,
        pageable: { pageNumber: page, pageSize: size, offset: page * size },
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

function renderPicker(opened = true) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <SupplierPickerModal opened={opened} onClose={onClose} onSelect={onSelect} />
    </Providers>,
  );
  return { onSelect, onClose };
}

describe('SupplierPickerModal', () => {
  it('loads nothing while closed', () => {
    const calls = fakeServer();
    renderPicker(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('lists suppliers page by page and reports the chosen one, then closes', async () => {
    const calls = fakeServer();
    const { onSelect, onClose } = renderPicker();
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
    expect(onSelect).toHaveBeenCalledWith(suppliers[11]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('searches as the user types', async () => {
    const calls = fakeServer();
    renderPicker();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Rep 1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'rep 11');
    await waitFor(() => expect(within(dialog).getByTestId('list-summary').textContent).toBe('Showing 1 to 1 of 1 entries'));
    expect(within(dialog).getByText('Rep 11')).toBeTruthy();
    expect(calls.at(-1)!.searchParams.get('text')).toBe('rep 11');
    expect(calls.at(-1)!.searchParams.get('page')).toBe('0');
  });
});
