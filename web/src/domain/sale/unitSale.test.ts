import { describe, expect, it } from 'vitest';
import type { Product, ProductLookupItem, StockEntry } from '@hanout/contract';
import { NOT_A_MEDICINE } from '../../common/productTesting';
import { allocateLines, canToggleUnits, toPacks, toUnits, unitItem, unitPrice } from './unitSale';

const item = (id: number, fields: Partial<ProductLookupItem> = {}): ProductLookupItem => ({
  id,
  name: `Product ${id}`,
  brand: { id: 1, name: 'Sanofi', category: { id: 1, name: 'Analgesics' } },
  unit: { id: 1, name: 'Box' },
  vatRate: 0,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
  barcode: null,
  availableQuantity: 3,
  price: 20.05,
  ...fields,
});
const box = item(1, { sellByUnit: true, unitsPerPack: 10, unitProductId: 2 });
const unitProduct: Product = { ...item(2, { name: 'Product 1 (unité)' }) };
const unit = unitItem(unitProduct, box);
const batch = (id: number, productId: number, quantity: number, sellingPrice: number, expireDate: string, lot = `L${id}`): StockEntry => ({
  id,
  product: {
    id: productId,
    name: `Product ${productId}`,
    brand: { id: 1, name: 'Sanofi' },
    category: { id: 1, name: 'Analgesics' },
    unit: { id: 1, name: 'Box' },
    barcode: null,
    unitsPerPack: productId === 1 ? 10 : 1,
    sellByUnit: productId === 1,
  },
  quantity,
  sellingPrice,
  manufactureDate: '2025-01-01',
  expireDate,
  batchNumber: lot,
  expiryStatus: 'OK',
});

describe('selling a pack by the unit at the counter', () => {
  it('prices a unit at the pack’s price over its units, rounded down to the centime, at least a centime', () => {
    expect(unitPrice(20.05, 10)).toBe(2);
    // Rounded down: ten units of a 33.35 box never sell above the box.
    expect(unitPrice(33.35, 10)).toBe(3.33);
    expect(unitPrice(25, 12)).toBe(2.08);
    expect(unitPrice(10, 3)).toBe(3.33);
    expect(unitPrice(0.4, 100)).toBe(0.01);
    expect(unit).toMatchObject({ id: 2, availableQuantity: 30, price: 2 });
  });

  it('turns a line of the pack into a line of its unit product and back, keeping the quantity typed', () => {
    const lines = [{ product: box, quantity: 3 }];
    expect(canToggleUnits(lines[0])).toBe(true);
    expect(canToggleUnits({ product: item(5), quantity: 1 })).toBe(false);
    const inUnits = toUnits(lines, 1, unit);
    expect(inUnits).toEqual([{ product: unit, quantity: 3, pack: box }]);
    expect(canToggleUnits(inUnits[0])).toBe(true);
    expect(toPacks(inUnits, 2)).toEqual(lines);
    // Turned onto a line of the same product, the two become one.
    expect(toUnits([{ product: unit, quantity: 4, pack: box }, ...lines], 1, unit)).toEqual([{ product: unit, quantity: 7, pack: box }]);
  });

  it('takes loose units first expiring first, then opens packs first expiring first, after the basket’s packs', () => {
    const batches: Record<number, StockEntry[]> = {
      1: [batch(11, 1, 2, 20.05, '2026-09-01', 'SOON'), batch(12, 1, 3, 20.05, '2027-03-01', 'LATE')],
      2: [batch(21, 2, 4, 2, '2026-12-01', 'LOOSE')],
    };
    const [packLine, unitLine] = allocateLines(
      [
        { product: box, quantity: 1 },
        { product: unit, quantity: 18, pack: box },
      ],
      (id) => batches[id],
    );
    expect(packLine.shares.map((share) => [share.batch.id, share.quantity])).toEqual([[11, 1]]);
    // 4 loose, then 14 more: the pack line keeps one of SOON, so one pack of SOON and one of LATE open.
    expect(unitLine.shares.map((share) => [share.batch.batchNumber, share.quantity, share.batch.sellingPrice, share.opened])).toEqual([
      ['SOON', 10, 2, 1],
      ['LOOSE', 4, 2, undefined],
      ['LATE', 4, 2, 1],
    ]);
    expect(unitLine).toMatchObject({ total: 36, short: 0 });
    // 4 loose and 4 packs (the basket keeps one): 44 units can be sold.
    const [, tooMany] = allocateLines(
      [
        { product: box, quantity: 1 },
        { product: unit, quantity: 50, pack: box },
      ],
      (id) => batches[id],
    );
    expect(tooMany.short).toBe(6);
  });

  it('opens packs into the unit batch of their lot at their price, and waits for the batches before taking any', () => {
    const batches: Record<number, StockEntry[]> = {
      1: [batch(11, 1, 2, 20.05, '2026-09-01', 'SOON')],
      2: [batch(21, 2, 3, 2, '2026-09-01', 'SOON')],
    };
    const [line] = allocateLines([{ product: unit, quantity: 5, pack: box }], (id) => batches[id]);
    expect(line.shares.map((share) => [share.batch.id, share.quantity, share.opened])).toEqual([[21, 5, 1]]);
    const [waiting] = allocateLines([{ product: unit, quantity: 5, pack: box }], (id) => (id === 2 ? batches[2] : undefined));
    expect(waiting).toMatchObject({ shares: [], total: 10, short: 0 });
  });
});
