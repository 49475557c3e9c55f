/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (`YYYY-MM-DD`) in the shop's time zone. */
export function localDate(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
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
