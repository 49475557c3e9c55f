import { describe, expect, it } from 'vitest';
import type { StockEntry } from '@hanout/contract';
import { addOrMerge, balanceOf, canAdd, grandTotal, parseQuantity, quantityInDraft, removeAt, submitBlocker } from './saleDraft';

const stock = (id: number, quantity: number, sellingPrice: number): StockEntry => ({
  id,
  product: {
    id: id * 10,
    name: `Product ${id}`,
    brand: { id: 1, name: 'Brand' },
    category: { id: 1, name: 'Category' },
    unit: { id: 1, name: 'Box' },
    barcode: null,
    unitsPerPack: 1,
    sellByUnit: false,
  },
  quantity,
  sellingPrice,
  buyingPrice: 1,
  manufactureDate: '2025-01-01',
  expireDate: '2030-01-01',
  batchNumber: null,
  expiryStatus: 'OK',
});

describe('the invoice draft', () => {
  it('appends a new stock line with its total', () => {
    const items = addOrMerge([], stock(1, 10, 18.5), 3);
    expect(items).toEqual([
      { stock: stock(1, 10, 18.5), quantity: 3, sellingPrice: 18.5, total: 55.5, manufactureDate: '2025-01-01', expireDate: '2030-01-01' },
    ]);
  });

  it('merges the same stock line: quantities summed, price refreshed, total recomputed', () => {
    let items = addOrMerge([], stock(1, 10, 10), 2);
    items = addOrMerge(items, stock(2, 5, 3.3), 1);
    items = addOrMerge(items, stock(1, 10, 12.25), 3);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ quantity: 5, sellingPrice: 12.25, total: 61.25 });
    expect(grandTotal(items)).toBe(64.55);
  });

  it('accepts a quantity only for a selected stock with enough left, counting the draft', () => {
    const items = addOrMerge([], stock(1, 10, 1), 7);
    expect(canAdd(items, null, 1)).toBe(false);
    expect(canAdd(items, stock(1, 10, 1), 3)).toBe(true);
    expect(canAdd(items, stock(1, 10, 1), 4)).toBe(false);
    expect(canAdd(items, stock(2, 4, 1), 4)).toBe(true);
    expect(quantityInDraft(items, 1)).toBe(7);
  });

  it('reads whole quantities of at least 1 only', () => {
    expect(parseQuantity(3)).toBe(3);
    expect(parseQuantity('4')).toBe(4);
    for (const bad of [0, -1, 1.5, '', ' ', 'abc']) expect(parseQuantity(bad)).toBeNull();
  });

  it('removes a line and recomputes the grand total', () => {
    const items = addOrMerge(addOrMerge([], stock(1, 10, 0.1), 1), stock(2, 10, 0.2), 1);
    expect(grandTotal(items)).toBe(0.3);
    expect(grandTotal(removeAt(items, 0))).toBe(0.2);
  });

  it('computes the balance as payment − grand total, in centimes', () => {
    expect(balanceOf(100, 121.3)).toBe(-21.3);
    expect(balanceOf('', 10)).toBe(-10);
    expect(balanceOf(0.3, 0.1)).toBe(0.2);
  });

  it('blocks the submit with its rules, in order', () => {
    const items = addOrMerge([], stock(1, 10, 1), 1);
    const cash = (payment: number) => ({ payment, paymentType: 'CASH' });
    expect(submitBlocker([], cash(-1), false)).toBe('Please add at least one product!');
    expect(submitBlocker(items, cash(-1), false)).toBe('Payment cannot be negative');
    expect(submitBlocker(items, cash(5), false)).toBe('Please select a customer first.');
    expect(submitBlocker(items, cash(5), true)).toBeNull();
  });

  it('gives change in cash only: a card or a cheque pays the total at most', () => {
    const items = addOrMerge([], stock(1, 10, 1), 2);
    const total = grandTotal(items);
    for (const paymentType of ['CREDIT_CARD', 'CHEQUE']) {
      expect(submitBlocker(items, { payment: total + 0.01, paymentType }, true)).toBe(
        'A card or a cheque pays the total at most: only cash is given change',
      );
      expect(submitBlocker(items, { payment: total, paymentType }, true)).toBeNull();
    }
    expect(submitBlocker(items, { payment: total + 50, paymentType: 'CASH' }, true)).toBeNull();
  });
});
