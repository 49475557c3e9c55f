import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductLookupItem } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { ProductScanField } from './ProductScanField';

const doliprane: ProductLookupItem = {
  id: 7,
  name: 'Doliprane 500mg',
  brand: { id: 2, name: 'Sanofi', category: { id: 1, name: 'Antalgiques' } },
  unit: { id: 1, name: 'Box' },
  barcode: '6111000000014',
  vatRate: 7,
  reorderLevel: null,
  availableQuantity: 12,
  price: 18.5,
};

/** A lookup that knows Doliprane's code and nothing else. */
function stubLookup() {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const q = new URL(input, 'http://localhost').searchParams.get('q');
      const body = q === doliprane.barcode ? [doliprane] : [];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
}

describe('ProductScanField', () => {
  it('takes a scanned product, and tells the form when the next code matches none', async () => {
    stubLookup();
    const onPick = vi.fn(() => null);
    const onMiss = vi.fn();
    render(
      <Providers client={createQueryClient()}>
        <ProductScanField label="Scan" onPick={onPick} onMiss={onMiss} />
      </Providers>,
    );
    const field = screen.getByRole('combobox', { name: 'Scan' });
    await userEvent.type(field, '6111000000014{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(doliprane));
    expect(onMiss).not.toHaveBeenCalled();

    await userEvent.type(field, '3400930000014{Enter}');
    await waitFor(() => expect(onMiss).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/3400930000014/)).toBeTruthy();
  });
});
