import { describe, expect, it } from 'vitest';
import type { ProductLookupItem, StockEntry } from '@hanout/contract';
import { NOT_A_MEDICINE } from '../../common/productTesting';
import {
  addUnit,
  afterSale,
  allocate,
  EMPTY_COUNTER_DRAFT,
  readDraft,
  removeLine,
  saleBlocker,
  sameAllocation,
  setQuantity,
  settlement,
  swapProduct,
  toInvoiceRequest,
} from './saleDraft';

const product = (id: number, availableQuantity = 10, price: number | null = 12.5): ProductLookupItem => ({
  id,
  name: `Product ${id}`,
  brand: { id: 1, name: 'Sanofi', category: { id: 1, name: 'Analgesics' } },
  unit: { id: 1, name: 'Box' },
  vatRate: 0,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
  barcode: null,
  availableQuantity,
  price,
});
const batch = (id: number, quantity: number, sellingPrice: number, expireDate: string): StockEntry => ({
  id,
  product: {
    id: 1,
    name: 'Product 1',
    brand: { id: 1, name: 'Sanofi' },
    category: { id: 1, name: 'Analgesics' },
    unit: { id: 1, name: 'Box' },
    barcode: null,
    unitsPerPack: 1,
    sellByUnit: false,
  },
  quantity,
  sellingPrice,
  manufactureDate: '2025-01-01',
  expireDate,
  batchNumber: `L${id}`,
  expiryStatus: 'OK',
});

describe('the counter draft', () => {
  it('adds one unit per scan, one line per product', () => {
    let lines = addUnit([], product(1));
    lines = addUnit(lines, product(2));
    lines = addUnit(lines, product(1));
    expect(lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(setQuantity(lines, '2', 5).map((line) => line.quantity)).toEqual([2, 5]);
    expect(removeLine(lines, '1').map((line) => line.product.id)).toEqual([2]);
  });

  it('sells a line as a generic instead, in its place and with its quantity, joining a line of the generic already there', () => {
    const lines = [
      { product: product(1), quantity: 3 },
      { product: product(2), quantity: 1 },
      { product: product(3), quantity: 2 },
    ];
    expect(swapProduct(lines, 1, product(4)).map((line) => [line.product.id, line.quantity])).toEqual([
      [4, 3],
      [2, 1],
      [3, 2],
    ]);
    expect(swapProduct(lines, 1, product(3)).map((line) => [line.product.id, line.quantity])).toEqual([
      [2, 1],
      [3, 5],
    ]);
    expect(swapProduct(lines, 9, product(4))).toBe(lines);
  });

  it('keeps, once a sale is saved, only what was scanned while it was being saved, as the next sale', () => {
    const sold = {
      ...EMPTY_COUNTER_DRAFT,
      lines: addUnit(addUnit([], product(1)), product(2)),
      received: '50',
      paymentType: 'CREDIT_CARD' as const,
    };
    // Scanned during the save: one more of product 1, and product 3.
    const now = { ...sold, lines: addUnit(addUnit(sold.lines, product(1)), product(3)) };
    const request = toInvoiceRequest(sold, { id: 9 } as never, 50);
    expect(afterSale(now, request)).toEqual({
      ...EMPTY_COUNTER_DRAFT,
      lines: [
        { product: product(1), quantity: 1 },
        { product: product(3), quantity: 1 },
      ],
    });
    expect(afterSale(sold, request)).toBe(EMPTY_COUNTER_DRAFT);
  });

  it('takes the quantity from the batches in their order, each at its own price, and says what is missing', () => {
    const batches = [batch(7, 2, 10, '2026-12-01'), batch(8, 5, 11.5, '2027-06-01')];
    const line = allocate({ product: product(1), quantity: 4 }, batches);
    expect(line.shares.map((share) => [share.batch.id, share.quantity])).toEqual([
      [7, 2],
      [8, 2],
    ]);
    expect(line.total).toBe(43);
    expect(line.short).toBe(0);
    expect(allocate({ product: product(1), quantity: 9 }, batches).short).toBe(2);
    // Before its batches arrive a line is priced at the lookup's price.
    expect(allocate({ product: product(1, 3, 12.5), quantity: 2 }, undefined)).toMatchObject({ total: 25, short: 0, shares: [] });
    // A quantity that is not a whole number of at least one takes nothing, from no batch.
    for (const quantity of [1.5, -2, 0])
      for (const known of [batches, undefined])
        expect(allocate({ product: product(1, 3, 12.5), quantity }, known)).toMatchObject({ total: 0, short: 0, shares: [] });
  });

  it('tells when the batches would now take other units or prices than the lines shown', () => {
    const line = { product: product(1), quantity: 4 };
    const shown = [allocate(line, [batch(7, 2, 10, '2026-12-01'), batch(8, 5, 11.5, '2027-06-01')])];
    expect(sameAllocation(shown, [allocate(line, [batch(7, 2, 10, '2026-12-01'), batch(8, 5, 11.5, '2027-06-01')])])).toBe(true);
    // A delivery expiring sooner now goes first, at its own price.
    const delivered = [batch(9, 6, 9, '2026-12-15'), batch(7, 2, 10, '2026-12-01')];
    expect(sameAllocation(shown, [allocate(line, delivered)])).toBe(false);
    // Another till sold one unit of the first batch.
    expect(sameAllocation(shown, [allocate(line, [batch(7, 1, 10, '2026-12-01'), batch(8, 5, 11.5, '2027-06-01')])])).toBe(false);
    expect(sameAllocation(shown, [allocate(line, [batch(7, 2, 10.5, '2026-12-01'), batch(8, 5, 11.5, '2027-06-01')])])).toBe(false);
  });

  it('counts an empty amount received as the exact total, and shows change or what remains due', () => {
    expect(settlement(43, '')).toEqual({ paid: 43, change: 0, due: 0, problem: null });
    expect(settlement(43, '50')).toEqual({ paid: 50, change: 7, due: 0, problem: null });
    expect(settlement(0, '100')).toMatchObject({ change: 0, due: 0 });
    expect(settlement(43.3, '40,10')).toEqual({ paid: 40.1, change: 0, due: 3.2, problem: null });
    expect(settlement(43, '1 000')).toMatchObject({ paid: 1000, change: 957, problem: null });
    expect(settlement(43, '1\u202f000,50')).toMatchObject({ paid: 1000.5, problem: null });
    expect(settlement(43, '-1').problem).toBe('Payment cannot be negative');
    // A code scanned into the field, or a slip of the finger, is not taken as the money handed over.
    expect(settlement(43, '0361234').problem).toBe('Change of 361.191,00\u00a0DH? Check the amount received');
    expect(settlement(43, '1043').problem).toBe('Change of 1.000,00\u00a0DH? Check the amount received');
    expect(settlement(43, '1042,99')).toMatchObject({ change: 999.99, problem: null });
    expect(settlement(43, 'abc').problem).toBe('Type the amount received as a number, such as 50 or 12.50');
    for (const typed of ['1e3', '0x10', '1,000', '12.345', '5..']) {
      expect(settlement(43, typed), typed).toMatchObject({
        paid: 43,
        problem: 'Type the amount received as a number, such as 50 or 12.50',
      });
    }
  });

  it('blocks an empty sale, a line short of stock, and credit for the walk-in customer', () => {
    const line = allocate({ product: product(1), quantity: 1 }, [batch(7, 2, 10, '2026-12-01')]);
    expect(saleBlocker([], settlement(0, ''), true, 'CASH')).toBe('Scan or type a product to start the sale');
    expect(saleBlocker([{ ...line, quantity: 3, short: 1 }], settlement(10, ''), true, 'CASH')).toBe('Only 2 of Product 1 can be sold');
    expect(saleBlocker([{ ...line, quantity: 0 }], settlement(10, ''), true, 'CASH')).toBe('Quantity must be a whole number of at least 1');
    expect(saleBlocker([line], settlement(10, '5'), true, 'CASH')).toBe(
      'The walk-in customer pays in full: pick the customer to sell on credit',
    );
    expect(saleBlocker([line], settlement(10, '5'), false, 'CASH')).toBeNull();
    expect(saleBlocker([line], settlement(10, '20'), true, 'CASH')).toBeNull();
    expect(saleBlocker([line], settlement(10, '20'), true, 'CREDIT_CARD')).toBe(
      'A card or a cheque pays the total at most: only cash is given change',
    );
    expect(saleBlocker([line], settlement(10, ''), true, 'CHEQUE')).toBeNull();
  });

  it('sends the lines by product, and reads back only a stored draft', () => {
    const draft = { ...EMPTY_COUNTER_DRAFT, lines: [{ product: product(3), quantity: 2 }] };
    expect(toInvoiceRequest(draft, { id: 9 } as never, 25)).toEqual({
      customer: { id: 9 },
      invoiceItems: [{ product: { id: 3 }, quantity: 2 }],
      invoicePayment: { payment: 25, paymentType: 'CASH' },
    });
    expect(readDraft(JSON.stringify(draft))).toEqual(draft);
    // A basket kept from before products had active ingredients.
    const { dci: _none, ...older } = product(3);
    expect(readDraft(JSON.stringify({ ...draft, lines: [{ product: older, quantity: 2 }] }))).toEqual(draft);
    expect(readDraft('not json')).toBe(EMPTY_COUNTER_DRAFT);
    expect(readDraft('{"lines":3}')).toBe(EMPTY_COUNTER_DRAFT);
    expect(readDraft(null)).toBe(EMPTY_COUNTER_DRAFT);
    // The sale as sent comes back with the basket: sent again, it answers the sale already made.
    const sent = { ...draft, sent: { saleKey: '0f1e2d3c', request: toInvoiceRequest(draft, { id: 9 } as never, 25) } };
    expect(readDraft(JSON.stringify(sent))).toEqual(sent);
    expect(readDraft(JSON.stringify({ ...draft, sent: { saleKey: 12 } }))).toBe(EMPTY_COUNTER_DRAFT);
    // A sold basket's sale is not the next one's.
    expect(afterSale({ ...sent, lines: [{ product: product(3), quantity: 3 }] }, sent.sent.request).sent).toBeUndefined();
  });
});
