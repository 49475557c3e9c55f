import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, ProductScan } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { GrnStockForm } from './GrnStockForm';
import { NOT_A_MEDICINE } from '../../common/productTesting';

const product: Product = {
  id: 1,
  name: 'Doliprane 1000 mg',
  brand: { id: 1, name: 'Sanofi', category: { id: 1, name: 'Analgesics' } },
  unit: { id: 1, name: 'Box' },
  barcode: null,
  vatRate: 0,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
};

function renderForm(scanned: ProductScan | null = null, picked: Product = product) {
  const onAdd = vi.fn(() => Promise.resolve(true));
  render(
    <Providers client={createQueryClient()}>
      <GrnStockForm product={picked} onAdd={onAdd} scanned={scanned} />
    </Providers>,
  );
  const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
  return { onAdd, field };
}

describe('GrnStockForm', () => {
  it('puts the cursor in Quantity when a product is scanned or chosen', () => {
    renderForm();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity' }));
  });

  it('keeps out-of-range numbers as typed and says what is wrong, instead of saving other ones', async () => {
    const { onAdd, field } = renderForm();
    // Required for assistive technology too, not only by the red asterisk.
    const inputs = [
      field('Quantity'),
      field('Buying Price'),
      field('Selling Price'),
      screen.getByLabelText(/^Manufacture Date/),
      screen.getByLabelText(/^Expire Date/),
    ];
    expect(inputs.map((input) => (input as HTMLInputElement).required)).toEqual([true, true, true, true, true]);
    await userEvent.type(field('Quantity'), '-5');
    await userEvent.type(field('Buying Price'), '0');
    await userEvent.type(field('Selling Price'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add To GRN' }));

    expect(field('Quantity').value).toBe('-5');
    expect(field('Buying Price').value).toBe('0 DH');
    expect(screen.getByText('Quantity must be at least 1')).toBeTruthy();
    expect(screen.getByText('Selling price must be above 0')).toBeTruthy();
    // A buying price of 0 (goods given free) is a price.
    expect(screen.queryByText(/Buying price/)).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();

    await userEvent.clear(field('Quantity'));
    await userEvent.type(field('Quantity'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add To GRN' }));
    // The decimal point typed shows as the comma amounts are written with.
    expect(field('Quantity').value).toBe('2,5');
    expect(screen.getByText('Quantity must be a whole number')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the line on Enter while a price still reads 12,50 in its field, typed with a point or a comma', async () => {
    const { onAdd, field } = renderForm();
    await userEvent.type(field('Quantity'), '7');
    await userEvent.type(field('Selling Price'), '18,25');
    await userEvent.type(screen.getByLabelText(/^Manufacture Date/), '2026-01-10');
    await userEvent.type(screen.getByLabelText(/^Expire Date/), '2099-01-10');
    await userEvent.type(field('Buying Price'), '12.50');
    expect(field('Buying Price').value).toBe('12,50 DH');
    await userEvent.type(field('Buying Price'), '{Enter}');
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ quantity: 7, freeQuantity: 0, buyingPrice: 12.5, sellingPrice: 18.25 }));
  });

  it('takes the free units received with the line', async () => {
    const { onAdd, field } = renderForm();
    await userEvent.type(field('Quantity'), '10');
    await userEvent.type(field('Free units (UG)'), '2');
    await userEvent.type(field('Buying Price'), '12');
    await userEvent.type(field('Selling Price'), '0.01');
    await userEvent.type(screen.getByLabelText(/^Manufacture Date/), '2026-01-10');
    await userEvent.type(screen.getByLabelText(/^Expire Date/), '2099-01-10');
    await userEvent.click(screen.getByRole('button', { name: 'Add To GRN' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ quantity: 10, freeQuantity: 2, buyingPrice: 12, sellingPrice: 0.01 }));
  });

  it('fills the lot and the expiry a box’s DataMatrix gives, and leaves the rest as typed', async () => {
    const { onAdd, field } = renderForm({ lot: 'LB-02', expireDate: '2028-02-29', serial: 'SN-1' });
    expect(field('Lot number').value).toBe('LB-02');
    expect(screen.getByLabelText<HTMLInputElement>(/^Expire Date/).value).toBe('2028-02-29');
    await userEvent.type(field('Quantity'), '3');
    await userEvent.type(field('Buying Price'), '50');
    await userEvent.type(field('Selling Price'), '80');
    await userEvent.type(screen.getByLabelText(/^Manufacture Date/), '2026-01-10');
    await userEvent.click(screen.getByRole('button', { name: 'Add To GRN' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ quantity: 3, batchNumber: 'LB-02', expireDate: '2028-02-29' }));
  });

  it('proposes a medicine’s PPV and PPH as its prices, and refuses a selling price above the PPV', async () => {
    const { onAdd, field } = renderForm(null, { ...product, ppv: 24.5, pph: 15.9 });
    expect(field('Buying Price').value).toBe('15,9 DH');
    expect(field('Selling Price').value).toBe('24,5 DH');
    expect(screen.getByText(/^PPV: 24,50/)).toBeTruthy();
    await userEvent.type(field('Quantity'), '10');
    await userEvent.clear(field('Selling Price'));
    await userEvent.type(field('Selling Price'), '30');
    await userEvent.type(screen.getByLabelText(/^Manufacture Date/), '2026-01-10');
    await userEvent.type(screen.getByLabelText(/^Expire Date/), '2099-01-10');
    await userEvent.click(screen.getByRole('button', { name: 'Add To GRN' }));
    expect(screen.getByText('The selling price 30,00 DH is above the PPV of Doliprane 1000 mg (24,50 DH)')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.clear(field('Selling Price'));
    await userEvent.type(field('Selling Price'), '24.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add To GRN' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ buyingPrice: 15.9, sellingPrice: 24.5 }));
  });
});
