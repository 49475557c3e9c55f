import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedNumber } from './typedNumber';

const payment = typedNumber(z.number({ error: 'Payment is required' }).min(1, 'Payment must be at least 1'));
const check = (value: unknown) => {
  const result = payment.safeParse(value);
  return result.success ? result.data : result.error.issues[0].message;
};

describe('typedNumber', () => {
  it('reads what a NumberInput hands over while it is being typed as the number shown', () => {
    expect([check('5.00'), check('10.50'), check('3,10'), check(' 7 '), check(12.35)]).toEqual([5, 10.5, 3.1, 7, 12.35]);
  });

  it("keeps the rule's messages for empty, unreadable and out-of-range values", () => {
    expect([check(''), check('abc'), check('0.50'), check(undefined)]).toEqual([
      'Payment is required',
      'Payment is required',
      'Payment must be at least 1',
      'Payment is required',
    ]);
  });
});
