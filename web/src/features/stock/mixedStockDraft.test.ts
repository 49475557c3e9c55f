import { describe, expect, it } from 'vitest';
import type { StockEntry } from '@hanout/contract';
import {
  countedComponents,
  dosageTotal,
  emptyValues,
  mixCost,
  mixedStockForm,
  toMixedStockRequest,
  type MixedComponent,
  type MixedStockValues,
} from './mixedStockDraft';

const stock = (id: number, quantity = 20): StockEntry => ({
  id,
  product: {
    id,
    name: `P${id}`,
    brand: { id: 1, name: 'B' },
    category: { id: 1, name: 'C' },
    unit: { id: 1, name: 'Box' },
    barcode: null,
    unitsPerPack: 1,
    sellByUnit: false,
  },
  quantity,
  sellingPrice: 10,
  buyingPrice: 5,
  manufactureDate: '2026-01-01',
  expireDate: '2027-01-01',
  batchNumber: null,
  expiryStatus: 'OK',
});
const values = (components: MixedComponent[], overrides: Partial<MixedStockValues> = {}): MixedStockValues => ({
  name: 'Pommade',
  price: 60,
  components: [...components, ...Array.from({ length: 6 - components.length }, () => ({ stock: null, dosage: '' }))],
  ...overrides,
});
const errors = (input: MixedStockValues) =>
  Object.fromEntries((mixedStockForm.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('mixed stock form', () => {
  it('accepts 2 to 6 components whose dosages total 12 and sends stock ids', () => {
    const input = values([
      { stock: stock(1), dosage: 6 },
      { stock: stock(2), dosage: 4 },
      { stock: stock(3), dosage: 2 },
      // Optional rows count only with a stock and a dosage above 0.
      { stock: stock(4), dosage: 0 },
      { stock: null, dosage: '' },
    ]);
    expect(errors(input)).toEqual({});
    expect(toMixedStockRequest(input)).toEqual({
      mixedStockName: 'Pommade',
      mixedStockPrice: 60,
      mixedStockItems: [
        { stockName: 1, dosage: 6 },
        { stockName: 2, dosage: 4 },
        { stockName: 3, dosage: 2 },
      ],
    });
  });

  it('requires the name, the price and the first two components, whatever else is wrong', () => {
    expect(errors(values([], { name: ' ', price: '' }))).toEqual({
      name: 'Le nom est obligatoire',
      price: 'Le prix est obligatoire',
      'components.0.stock': 'Le stock est obligatoire',
      'components.0.dosage': 'Le dosage est obligatoire',
      'components.1.stock': 'Le stock est obligatoire',
      'components.1.dosage': 'Le dosage est obligatoire',
      components: 'La somme des dosages doit être égale à 12',
    });
  });

  it('refuses dosages that do not total 12, exceed the stock, repeat a line or are not whole', () => {
    expect(
      errors(
        values([
          { stock: stock(1), dosage: 6 },
          { stock: stock(2), dosage: 5 },
        ]),
      ),
    ).toEqual({ components: 'La somme des dosages doit être égale à 12' });
    expect(
      errors(
        values([
          { stock: stock(1, 3), dosage: 6 },
          { stock: stock(2), dosage: 6 },
        ]),
      ),
    ).toEqual({ 'components.0.dosage': 'Stock insuffisant : 3 disponible(s)' });
    expect(
      errors(
        values([
          { stock: stock(1), dosage: 6 },
          { stock: stock(1), dosage: 6 },
        ]),
      ),
    ).toEqual({ 'components.1.stock': 'Ce stock est déjà choisi' });
    expect(
      errors(
        values([
          { stock: stock(1), dosage: 6.5 },
          { stock: stock(2), dosage: 5.5 },
        ]),
      ),
    ).toMatchObject({
      'components.0.dosage': 'Le dosage doit être un nombre entier supérieur à 0',
    });
  });
});

describe('mixed stock draft', () => {
  it('starts with six empty components', () => {
    const values = emptyValues();
    expect(values.components).toHaveLength(6);
    expect(values.components.every((component) => component.stock === null && component.dosage === '')).toBe(true);
  });

  it('counts only the components with a stock and a dosage above 0 in the total', () => {
    const components: MixedComponent[] = [
      { stock: stock(1), dosage: 5 },
      { stock: stock(2), dosage: '4' },
      { stock: null, dosage: 3 },
      { stock: stock(3), dosage: 0 },
      { stock: stock(4), dosage: '' },
    ];
    expect(countedComponents(components).map((component) => component.stock.id)).toEqual([1, 2]);
    expect(dosageTotal(components)).toBe(9);
  });

  it('costs each dosage point one unit at its line’s buying price, unknown to staff', () => {
    const cheap = { ...stock(1), buyingPrice: 2.35 };
    const dear = { ...stock(2), buyingPrice: 7.1 };
    expect(
      mixCost([
        { stock: cheap, dosage: 5 },
        { stock: dear, dosage: '7' },
        { stock: null, dosage: '' },
      ]),
    ).toBe(61.45);
    expect(mixCost([{ stock: null, dosage: '' }])).toBeNull();
    const { buyingPrice: _hidden, ...forStaff } = stock(3);
    expect(mixCost([{ stock: forStaff, dosage: 12 }])).toBeNull();
  });
});
