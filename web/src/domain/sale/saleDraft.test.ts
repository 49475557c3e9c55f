import { describe, expect, it } from 'vitest';
import { changeBlocker, parseQuantity, saleTotal, validQuantity } from './saleDraft';

describe('the sale draft, on both screens', () => {
  it('totals its lines in centimes', () => {
    expect(saleTotal([{ total: 0.1 }, { total: 0.2 }])).toBe(0.3);
    expect(saleTotal([])).toBe(0);
  });

  it('sells whole quantities of at least one, typed or not', () => {
    expect(validQuantity(1)).toBe(true);
    for (const bad of [0, -2, 1.5, NaN]) expect(validQuantity(bad)).toBe(false);
    expect(parseQuantity(' 2 ')).toBe(2);
    expect(parseQuantity('1,5')).toBeNull();
  });

  it('gives change in cash only; an unchosen payment type is not a card', () => {
    const refused = 'A card or a cheque pays the total at most: only cash is given change';
    expect(changeBlocker('CREDIT_CARD', 0.01)).toBe(refused);
    expect(changeBlocker('CHEQUE', 5)).toBe(refused);
    expect(changeBlocker('CHEQUE', 0)).toBeNull();
    expect(changeBlocker('CASH', 50)).toBeNull();
    expect(changeBlocker('', 50)).toBeNull();
  });
});
