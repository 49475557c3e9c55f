import { describe, expect, it } from 'vitest';
import type { Product, Supplier } from '@hanout/contract';
import {
  addOrMerge,
  balanceOf,
  grandTotal,
  grnTotals,
  itemTotal,
  sellsBelowCost,
  removeAt,
  toGrnRequest,
  type GrnDraftItem,
} from './grnDraft';
import { paymentFormSchema, stockFormSchema } from './grnForms';
import { NOT_A_MEDICINE } from '../../common/productTesting';

const product = (id: number, name = `Product ${id}`): Product => ({
  id,
  name,
  brand: { id: 1, name: 'Sanofi', category: { id: 1, name: 'Analgesics' } },
  unit: { id: 1, name: 'Box' },
  vatRate: 0,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
  barcode: null,
});
const line = (id: number, overrides: Partial<GrnDraftItem> = {}): GrnDraftItem => ({
  product: product(id),
  quantity: 2,
  freeQuantity: 0,
  buyingPrice: 10,
  sellingPrice: 15,
  manufactureDate: '2026-01-01',
  expireDate: '2027-01-01',
  batchNumber: null,
  ...overrides,
});
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('GRN draft', () => {
  it('totals buying price × quantity without floating errors', () => {
    const items = [
      line(1, { quantity: 3, buyingPrice: 0.1 }),
      line(2, { quantity: 1, buyingPrice: 0.2 }),
      line(3, { quantity: 7, buyingPrice: 12.35 }),
    ];
    expect(itemTotal(items[2])).toBe(86.45);
    expect(grandTotal(items)).toBe(86.95);
    expect(grandTotal([])).toBe(0);
    expect(balanceOf(50, 86.95)).toBe(-36.95);
  });

  it('adds the VAT of each line to its buying total (prices HT): the grand total the payment settles is TTC', () => {
    const taxed = (rate: 0 | 7 | 20, quantity: number, buyingPrice: number) =>
      line(rate, { product: { ...product(rate), vatRate: rate }, quantity, buyingPrice });
    // 3 × 12.35 = 37.05 HT at 20 %: 7.41 VAT; 7 × 0.15 = 1.05 HT at 7 %: 0.0735, 0.07 VAT.
    expect(grnTotals([taxed(20, 3, 12.35), taxed(7, 7, 0.15), taxed(0, 2, 10)])).toEqual({ exclVat: 58.1, vat: 7.48, inclVat: 65.58 });
    expect(sellsBelowCost({ ...taxed(20, 1, 10), sellingPrice: 11.99 })).toBe(true);
    expect(sellsBelowCost({ ...taxed(20, 1, 10), sellingPrice: 12 })).toBe(false);
    expect(sellsBelowCost({ ...taxed(0, 1, 10), sellingPrice: 10 })).toBe(false);
    // Free units lower the unit cost: 10 paid at 10 DH HT with 2 free cost 8.33 a unit, 10.00 with 20 % VAT.
    const withFree = { ...taxed(20, 10, 10), freeQuantity: 2 };
    expect(grnTotals([withFree])).toEqual({ exclVat: 100, vat: 20, inclVat: 120 });
    expect(sellsBelowCost({ ...withFree, sellingPrice: 10 })).toBe(false);
    expect(sellsBelowCost({ ...withFree, sellingPrice: 9.99 })).toBe(true);
  });

  it('adds the quantity of a product already listed and replaces its prices and dates', () => {
    const items = [line(1), line(2)];
    const merged = addOrMerge(
      items,
      line(1, { quantity: 5, freeQuantity: 1, buyingPrice: 11, sellingPrice: 16, manufactureDate: '2026-02-01', expireDate: '2028-01-01' }),
    );
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      quantity: 7,
      freeQuantity: 1,
      buyingPrice: 11,
      sellingPrice: 16,
      manufactureDate: '2026-02-01',
      expireDate: '2028-01-01',
    });
    expect(merged[1]).toBe(items[1]);
    expect(addOrMerge(items, line(3))).toHaveLength(3);
    // Another lot of a listed product is another batch: a line of its own.
    expect(addOrMerge(items, line(1, { batchNumber: 'L2407' }))).toHaveLength(3);
    expect(removeAt(merged, 0).map((item) => item.product.id)).toEqual([2]);
  });

  it('builds the request with the server-side shape and the live balance', () => {
    const supplier = { id: 4, name: 'Ahmed' } as Supplier;
    expect(toGrnRequest(supplier, [line(1, { quantity: 3, freeQuantity: 1 })], { payment: 20, paymentType: 'CHEQUE' })).toEqual({
      supplier: { id: 4 },
      grnPayment: { payment: 20, balance: -10, paymentType: 'CHEQUE' },
      grnItems: [
        {
          product: { id: 1 },
          quantity: 3,
          freeQuantity: 1,
          buyingPrice: 10,
          sellingPrice: 15,
          manufactureDate: '2026-01-01',
          expireDate: '2027-01-01',
          batchNumber: null,
        },
      ],
    });
  });

  it('checks the stock form with the spec messages', () => {
    const schema = stockFormSchema('2026-06-15');
    expect(
      schema.safeParse({
        quantity: 1,
        freeQuantity: '',
        buyingPrice: 0,
        sellingPrice: 0.01,
        manufactureDate: '2026-06-15',
        expireDate: '2026-06-16',
      }).success,
    ).toBe(true);
    expect(
      issues(
        schema.safeParse({
          quantity: 0,
          freeQuantity: -1,
          buyingPrice: -0.5,
          sellingPrice: '',
          manufactureDate: '2026-06-16',
          expireDate: '2026-06-15',
        }),
      ),
    ).toEqual({
      quantity: 'Quantity must be at least 1',
      freeQuantity: 'Free units cannot be negative',
      buyingPrice: 'Buying price cannot be negative',
      sellingPrice: 'Selling price is required',
      manufactureDate: 'Manufacture date cannot be a future date!',
      expireDate: 'Expire date cannot be a past date!',
    });
    expect(
      issues(
        schema.safeParse({
          quantity: 1,
          buyingPrice: 1,
          sellingPrice: 1,
          manufactureDate: '2026-06-15',
          expireDate: '2026-06-16',
          batchNumber: 'L'.repeat(41),
        }),
      ),
    ).toEqual({ batchNumber: 'The lot number has at most 40 characters' });
    expect(issues(schema.safeParse({ quantity: 1.5, buyingPrice: 1, sellingPrice: 1, manufactureDate: '', expireDate: '' }))).toEqual({
      quantity: 'Quantity must be a whole number',
      manufactureDate: 'Manufacture date is required',
      expireDate: 'Expire date is required',
    });
  });

  it('needs a payment of 0 or more (0 buys on credit) and a payment type', () => {
    expect(issues(paymentFormSchema.safeParse({ payment: -1, paymentType: null }))).toEqual({
      payment: 'Payment cannot be negative',
      paymentType: 'Payment type is required',
    });
    expect(paymentFormSchema.safeParse({ payment: 0, paymentType: 'CASH' }).success).toBe(true);
    expect(paymentFormSchema.safeParse({ payment: 1, paymentType: 'CASH' }).success).toBe(true);
  });
});
