import { describe, expect, it } from 'vitest';
import { reversedRangeError } from './dates';

describe('reversedRangeError', () => {
  const dates: [string, string] = ['Starting Date', 'Ending Date'];
  const prices: [string, string] = ['Price Min', 'Price Max'];

  it('names an end date before its start, once both dates are complete', () => {
    const kind = 'dates';
    expect(reversedRangeError(kind, '2026-12-01', '2026-01-01', dates)).toBe('Ending Date is before Starting Date');
    expect(reversedRangeError(kind, '2026-01-01', '2026-01-01', dates)).toBeNull();
    expect(reversedRangeError(kind, '2026-01-01', '2026-12-01', dates)).toBeNull();
    expect(reversedRangeError(kind, '2026-12-01', '', dates)).toBeNull();
    expect(reversedRangeError(kind, '2026-12-01', '0002-01-0', dates)).toBeNull();
  });

  it('names a maximum below its minimum, once both amounts are typed, even half typed', () => {
    const kind = 'amounts';
    expect(reversedRangeError(kind, '10.', '5.', prices)).toBe('Price Max is below Price Min');
    expect(reversedRangeError(kind, 100, 10, prices)).toBe('Price Max is below Price Min');
    expect(reversedRangeError(kind, 100, '10.', prices)).toBe('Price Max is below Price Min');
    expect(reversedRangeError(kind, 10, 10, prices)).toBeNull();
    expect(reversedRangeError(kind, 10, '', prices)).toBeNull();
    expect(reversedRangeError(kind, '', 5, prices)).toBeNull();
  });
});
