import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductEquivalent, ProductLookupItem } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { NOT_A_MEDICINE } from '../../common/productTesting';
import { EquivalentsModal } from './EquivalentsModal';

const medicine = (id: number, name: string, price: number | null, availableQuantity: number): ProductEquivalent => ({
  id,
  name,
  brand: { id: 1, name: 'Sothema', category: { id: 1, name: 'Antalgiques' } },
  unit: { id: 1, name: 'Box' },
  vatRate: 7,
  barcode: null,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
  dci: [{ name: 'Paracétamol', strength: '500 mg' }],
  form: 'Comprimé',
  price,
  availableQuantity,
  priceDifference: price === null ? null : price - 15.4,
});

const doliprane: ProductLookupItem = medicine(1, 'Doliprane 500', 15.4, 10);
const found = [medicine(2, 'Paracétamol Sothema', 9.9, 20), medicine(3, 'Efferalgan 500', 18, 4), medicine(4, 'Algic 500', null, 0)];

function renderModal(product: ProductLookupItem = doliprane) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(String(url));
    return Promise.resolve(Response.json(found));
  });
  const onSwap = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <EquivalentsModal product={product} onClose={() => {}} onSwap={onSwap} />
    </Providers>,
  );
  return { onSwap, calls };
}

describe('EquivalentsModal', () => {
  it('lists the generics cheapest first with their price difference, and swaps to the one chosen from the keyboard', async () => {
    const { onSwap, calls } = renderModal();
    const list = await screen.findByRole('listbox', { name: 'Generics of Doliprane 500' });
    expect(calls[0]).toContain('/api/products/1/equivalents');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Paracétamol Sothema.*20 available.*-5,50.DH.*9,90.DH$/),
      expect.stringMatching(/^Efferalgan 500.*4 available.*\+2,60.DH.*18,00.DH$/),
      expect.stringMatching(/^Algic 500.*Out of stock$/),
    ]);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(options[2].getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(list);
    // The arrows skip what cannot be sold, and go round.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onSwap).toHaveBeenCalledWith(found[1]);
  });

  it('says so for a product without active ingredient, without asking', () => {
    const { calls } = renderModal({ ...doliprane, dci: [] });
    expect(screen.getByText('Doliprane 500 has no active ingredient recorded: no generic can be offered.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
