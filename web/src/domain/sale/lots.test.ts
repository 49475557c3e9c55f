import { describe, expect, it } from 'vitest';
import type { ProductLookupItem, StockEntry } from '@hanout/contract';
import { addBox, allocateByLot, holdsBox, setLot } from './lots';
import { addUnit, afterSale, EMPTY_COUNTER_DRAFT, lineKey, quantityOf, toInvoiceRequest, type CounterLine } from './saleDraft';
import { NOT_A_MEDICINE } from '../../common/productTesting';

const product: ProductLookupItem = {
  id: 1,
  name: 'Augmentin 1g',
  brand: { id: 1, name: 'GSK', category: { id: 1, name: 'Antibiotics' } },
  unit: { id: 1, name: 'Box' },
  vatRate: 0,
  reorderLevel: null,
  ...NOT_A_MEDICINE,
  barcode: '6111234567895',
  availableQuantity: 10,
  price: 80,
};
const batch = (id: number, quantity: number, sellingPrice: number, expireDate: string): StockEntry => ({
  id,
  product: { ...product, brand: { id: 1, name: 'GSK' }, category: { id: 1, name: 'Antibiotics' } },
  quantity,
  sellingPrice,
  manufactureDate: '2025-01-01',
  expireDate,
  batchNumber: `L${id}`,
  expiryStatus: 'OK',
});
/** First expiring first, as the server lists them. */
const batches = [batch(7, 3, 80, '2026-09-01'), batch(8, 5, 82, '2027-09-01')];
const shares = (lines: ReturnType<typeof allocateByLot>) =>
  lines.map((line) => [lineKey(line), line.shares.map((share) => [share.batch.id, share.quantity]), line.total, line.short]);

describe('counter lines naming their batch', () => {
  it('adds a scanned box to the line of its batch, with its serial, apart from the first-expiring line', () => {
    let lines = addBox([], product, 8, 'SN-1');
    lines = addUnit(lines, product);
    lines = addBox(lines, product, 8, 'SN-2');
    lines = addBox(lines, product, 8, null);
    expect(lines.map((line) => [lineKey(line), line.quantity, line.serials])).toEqual([
      ['1@8', 3, ['SN-1', 'SN-2']],
      ['1', 1, undefined],
    ]);
    expect(quantityOf(lines, 1)).toBe(4);
    expect([holdsBox(lines, 1, 'SN-2'), holdsBox(lines, 1, 'SN-3'), holdsBox(lines, 2, 'SN-2')]).toEqual([true, false, false]);
  });

  it('takes a named batch first, and the product’s other lines first expiring first from what it leaves', () => {
    const lines: CounterLine[] = [
      { product, quantity: 4 },
      { product, quantity: 2, batchId: 7 },
    ];
    expect(shares(allocateByLot(lines, () => batches))).toEqual([
      [
        '1',
        [
          [7, 1],
          [8, 3],
        ],
        80 + 3 * 82,
        0,
      ],
      ['1@7', [[7, 2]], 160, 0],
    ]);
    // More than the batch holds: the line says what is short; a batch no longer sellable gives nothing.
    expect(shares(allocateByLot([{ product, quantity: 5, batchId: 7 }], () => batches))).toEqual([['1@7', [[7, 3]], 240, 2]]);
    expect(shares(allocateByLot([{ product, quantity: 1, batchId: 99 }], () => batches))).toEqual([['1@99', [], 0, 1]]);
    // While the batches are read, the line is priced as the lookup said.
    expect(shares(allocateByLot([{ product, quantity: 2, batchId: 7 }], () => undefined))).toEqual([['1@7', [], 160, 0]]);
  });

  it('moves a line to another lot by hand, or back to first expiring first, joining a line already there', () => {
    const lines: CounterLine[] = [
      { product, quantity: 2, batchId: 8, serials: ['SN-1'] },
      { product, quantity: 1 },
    ];
    expect(setLot(lines, '1@8', 7)).toEqual([{ product, quantity: 2, batchId: 7 }, lines[1]]);
    expect(setLot(lines, '1@8', null)).toEqual([{ product, quantity: 3 }]);
    expect(setLot(lines, '1', 8)).toEqual([{ ...lines[0], quantity: 3 }]);
    expect(setLot(lines, '1@8', 8)).toBe(lines);
  });

  it('sends a unit per box scanned with its serial, the rest of the line by its batch, and keeps what a sale did not take', () => {
    const draft = {
      ...EMPTY_COUNTER_DRAFT,
      lines: [
        { product, quantity: 3, batchId: 8, serials: ['SN-1', 'SN-2'] },
        { product, quantity: 1 },
      ],
    };
    const request = toInvoiceRequest(draft, { id: 9 } as never, 400);
    expect(request.invoiceItems).toEqual([
      { stock: { id: 8 }, quantity: 1, serial: 'SN-1' },
      { stock: { id: 8 }, quantity: 1, serial: 'SN-2' },
      { stock: { id: 8 }, quantity: 1 },
      { product: { id: 1 }, quantity: 1 },
    ]);
    const scannedMeanwhile = { ...draft, lines: addBox(draft.lines, product, 8, 'SN-3') };
    expect(afterSale(scannedMeanwhile, request).lines).toEqual([{ product, quantity: 1, batchId: 8, serials: ['SN-3'] }]);
    expect(afterSale(draft, request)).toBe(EMPTY_COUNTER_DRAFT);
  });
});
