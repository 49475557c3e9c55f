import { describe, expect, it } from 'vitest';
import { insertedNumber, pastedNumber } from './pastedNumber';

describe('pastedNumber', () => {
  it('writes a pasted number with the decimal comma and no grouping, whichever way it was written', () => {
    const pasted = ['12,50', '12.50', ' 7 ', '-3', '1.234,50 DH', '1,234.50', '12 345,60 MAD', '1\u00a0234,5', '1.234.567', '0,05'];
    expect(pasted.map(pastedNumber)).toEqual(['12,50', '12,50', '7', '-3', '1234,50', '1234,50', '12345,60', '1234,5', '1234567', '0,05']);
  });

  it('reads one separator alone as the decimal one, so that three decimals are refused rather than taken as thousands', () => {
    expect([pastedNumber('1.234'), pastedNumber('1,234')]).toEqual(['1,234', '1,234']);
  });

  it('leaves what is not one number to the field', () => {
    expect(['abc', '1.234.5', '12,5,0', '', '5 DH 6'].map(pastedNumber)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('insertedNumber', () => {
  it('rewrites a number inserted whole with the decimal comma, and leaves one character or a number already so written', () => {
    expect(['22.50', '1.234,50 DH', '22,50', '.', '5', '', null, 'abc'].map(insertedNumber)).toEqual([
      '22,50',
      '1234,50',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
