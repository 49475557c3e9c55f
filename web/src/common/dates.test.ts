import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatTimestampDate, reversedRangeError, todayDate } from './dates';
import { clearToken, storeTimeZone } from './session';

describe("times in the shop's time zone", () => {
  afterEach(() => clearToken());
  // 23:30 UTC on 26 November 2026: already the 27th in Casablanca (UTC+1 outside Ramadan) and Tokyo.
  const lateEvening = '2026-11-26T23:30:00.000Z';

  it("shows the day and time the documents show, whatever the computer's zone", () => {
    storeTimeZone('Africa/Casablanca');
    expect(formatDateTime(lateEvening)).toBe('27/11/2026 00:30');
    expect(formatTimestampDate(lateEvening)).toBe('27/11/2026');
    expect(todayDate(new Date(lateEvening))).toBe('2026-11-27');
    storeTimeZone('America/Mexico_City');
    expect(formatDateTime(lateEvening)).toBe('26/11/2026 17:30');
    expect(todayDate(new Date(lateEvening))).toBe('2026-11-26');
    storeTimeZone('UTC');
    expect(formatDateTime('2026-01-05T09:05:00.000Z')).toBe('05/01/2026 09:05');
    expect(formatDateTime('2026-01-05T00:00:00.000Z')).toBe('05/01/2026 00:00');
  });

  it("uses the computer's zone before the first sign-in, or for a zone the browser does not know", () => {
    const local = new Date(lateEvening);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(formatDateTime(lateEvening)).toBe(expected);
    storeTimeZone('Mars/Olympus_Mons');
    expect(formatDateTime(lateEvening)).toBe(expected);
    expect(formatDateTime('not a date')).toBe('');
  });
});

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
