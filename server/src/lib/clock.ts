import moment from 'moment-timezone';

/**
 * The shop's clock is read from the IANA time zone data that moment-timezone ships (brought up to
 * date by npm updates), not from Node's own ICU data, which only a new Node brings: Node 20 carries
 * tz 2025c, where Morocco is still at +01, whereas it moved to +00 for good on 2026-09-20 (tz 2026c).
 * With it, every document, day and hour of a Moroccan shop would be an hour ahead, and a sale made
 * after 23:00 dated the next day.
 */
const MINUTE_MS = 60_000;

/** The zone's rules, or undefined when the time zone data does not know it. */
export const knownZone = (timeZone: string) => moment.tz.zone(timeZone) ?? undefined;

/** `at` as the shop's wall clock shows it: a Date whose UTC fields are the local date and time. */
function wallClock(timeZone: string, at: Date): Date {
  const zone = knownZone(timeZone);
  if (!zone) throw new Error(`Unknown time zone: ${timeZone}`);
  // moment counts offsets in minutes west of UTC.
  return new Date(at.getTime() - zone.utcOffset(at.getTime()) * MINUTE_MS);
}

/** Today's calendar date (`YYYY-MM-DD`) in the shop's time zone. */
export function localDate(timeZone: string, at: Date = new Date()): string {
  return wallClock(timeZone, at).toISOString().slice(0, 10);
}

/** The hour of the day (0–23) in the shop's time zone. */
export function localHour(timeZone: string, at: Date = new Date()): number {
  return wallClock(timeZone, at).getUTCHours();
}

/** A moment as the shop's clock read it: `YYYY-MM-DD HH:mm` in its time zone. */
export function localDateTime(timeZone: string, at: Date): string {
  const iso = wallClock(timeZone, at).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** A `YYYY-MM-DD` day as Moroccan documents and messages write it: `31/12/2027`. */
export const dayFirst = (date: string) => date.split('-').reverse().join('/');

/** The moment (ISO 8601 UTC) a shop-local `YYYY-MM-DD` day begins: where a range of days starts in timestamps. */
export function localDayStart(timeZone: string, day: string): string {
  if (!knownZone(timeZone)) throw new Error(`Unknown time zone: ${timeZone}`);
  return moment.tz(day, 'YYYY-MM-DD', true, timeZone).toISOString();
}
