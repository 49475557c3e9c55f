import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductLookupItem } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { ProductScanField } from './ProductScanField';
import { NOT_A_MEDICINE } from '../../common/productTesting';

const doliprane: ProductLookupItem = {
  id: 7,
  name: 'Doliprane 500mg',
  brand: { id: 2, name: 'Sanofi', category: { id: 1, name: 'Antalgiques' } },
  unit: { id: 1, name: 'Box' },
  barcode: '6111000000014',
  vatRate: 7,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
  availableQuantity: 12,
  price: 18.5,
};

const EXPIRED_LOT = 'Lot SMX2401 of Smecta expired on 17/11/2026: expired stock is never sold.';

/** A lookup that knows Doliprane's code, and the lot SMX2401 as expired, and nothing else. */
function stubLookup() {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const q = new URL(input, 'http://localhost').searchParams.get('q');
      if (q === 'SMX2401') {
        const problem = { status: 404, title: 'Not Found', detail: EXPIRED_LOT };
        return Promise.resolve(
          new Response(JSON.stringify(problem), { status: 404, headers: { 'content-type': 'application/problem+json' } }),
        );
      }
      const body = q === doliprane.barcode ? [doliprane] : [];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
}

/** The field, and a button and a field beside it, as the counter's others are. */
function renderField(onPick = vi.fn(() => null), onMiss = vi.fn()) {
  render(
    <Providers client={createQueryClient()}>
      <ProductScanField label="Scan" onPick={onPick} onMiss={onMiss} />
      <input aria-label="Amount received" />
      <button type="button">Finish sale</button>
    </Providers>,
  );
  return { field: screen.getByRole('combobox', { name: 'Scan' }), onPick, onMiss };
}

describe('ProductScanField', () => {
  it('takes a scanned product, and tells the form when the next code matches none', async () => {
    stubLookup();
    const { field, onPick, onMiss } = renderField();
    await userEvent.type(field, '6111000000014{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(doliprane));
    expect(onMiss).not.toHaveBeenCalled();

    await userEvent.type(field, '3400930000014{Enter}');
    await waitFor(() => expect(onMiss).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/3400930000014/)).toBeTruthy();
  });

  it('says that a lot number typed is expired, with its date, rather than that no product matches', async () => {
    stubLookup();
    const { field, onPick, onMiss } = renderField();
    await userEvent.type(field, 'SMX2401{Enter}');
    expect(await screen.findByText(EXPIRED_LOT)).toBeTruthy();
    expect(screen.queryByText(/No product matches/)).toBeNull();
    expect(onMiss).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('clears what went wrong at the next action: a key in another field, a click', async () => {
    stubLookup();
    const { field } = renderField();
    const missed = () => screen.queryByText('No product matches “3400930000014”');
    await userEvent.type(field, '3400930000014{Enter}');
    await waitFor(() => expect(missed()).toBeTruthy());
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount received' }), '5');
    expect(missed()).toBeNull();

    await userEvent.type(field, '3400930000014{Enter}');
    await waitFor(() => expect(missed()).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Finish sale' }));
    expect(missed()).toBeNull();
  });
});
