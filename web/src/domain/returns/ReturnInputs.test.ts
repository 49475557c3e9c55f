import { describe, expect, it } from 'vitest';
import { lineNames } from './ReturnInputs';

describe('lineNames', () => {
  it('adds the lot to a product that is on two lines of a return, and only then', () => {
    const lines = [
      { product: 'Doliprane 500mg', lot: 'DOL-A' },
      { product: 'Doliprane 500mg', lot: 'DOL-B' },
      { product: 'Smecta', lot: 'SME-1' },
    ];
    const nameOf = lineNames(
      lines,
      (line) => line.product,
      (line) => line.lot,
    );
    expect(lines.map(nameOf)).toEqual(['Doliprane 500mg (Lot DOL-A)', 'Doliprane 500mg (Lot DOL-B)', 'Smecta']);
  });
});
