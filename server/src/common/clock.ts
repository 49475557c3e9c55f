/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

const MINUTE_MS = 60_000;
/** The last date given per time zone, and the minute it holds for: time zones differ from UTC by whole minutes. */
const lastDates = new Map<string, { minute: number; date: string }>();

/** Today's calendar date (`YYYY-MM-DD`) in the shop's time zone (formatted once a minute: the counter asks on every scan). */
export function localDate(timeZone: string, at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const date = format.format(at);
  lastDates.set(timeZone, { minute, date });
  return date;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) in the shop's time zone. */
export function localHour(timeZone: string, at: Date = new Date()): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(at));
}

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the shop's clock read it: `YYYY-MM-DD HH:mm` in its time zone. */
export function localDateTime(timeZone: string, at: Date): string {
  let format = minuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    minuteFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
