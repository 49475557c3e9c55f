import { describe, expect, it } from 'vitest';
import { localDate, localDateTime, localHour } from '../../../src/lib/clock';
import { parseTimeZone } from '../../../src/config';

describe("the shop's clock", () => {
  it('follows the time zone data shipped with the server, newer than Node’s own: Morocco at +00 for good since 2026-09-20', () => {
    // Before the change, summer 2026: +01.
    expect(localDateTime('Africa/Casablanca', new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02 00:30');
    // After it: a sale at 23:30 is dated that day, not the next.
    expect(localDate('Africa/Casablanca', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-27');
    expect(localHour('Africa/Casablanca', new Date('2026-11-27T08:15:00Z'))).toBe(8);
  });

  it('keeps other zones and their summer time', () => {
    expect(localDateTime('Europe/Paris', new Date('2026-01-15T10:05:00Z'))).toBe('2026-01-15 11:05');
    expect(localDateTime('Europe/Paris', new Date('2026-07-15T10:05:00Z'))).toBe('2026-07-15 12:05');
    expect(localDate('UTC', new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
  });

  it('refuses at start a time zone the data does not know', () => {
    expect(parseTimeZone('Africa/Casablanca')).toBe('Africa/Casablanca');
    expect(() => parseTimeZone('Africa/Rabat')).toThrow('TZ must be a time zone such as Africa/Casablanca, not "Africa/Rabat"');
  });
});
