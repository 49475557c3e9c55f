import { currentLanguage, t, type Language } from './i18n';
import { storedTimeZone } from './session';

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar and clock fields, Latin digits, 24 hours, of each time zone used: made once each. */
const fieldFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The fields of an instant in the shop's time zone (the server's, kept at sign-in): documents are
 * dated in it, and a screen must show the same day and time as the printed invoice whatever the
 * computer's own zone. Before the first sign-in, and for a zone this browser does not know, the
 * computer's zone.
 */
function shopFields(instant: Date) {
  const zone = storedTimeZone() ?? '';
  let format = fieldFormats.get(zone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', zone ? { ...options, timeZone: zone } : options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    fieldFormats.set(zone, format);
  }
  const fields = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: fields.year,
    month: pad(Number(fields.month)),
    day: pad(Number(fields.day)),
    hour: pad(Number(fields.hour)),
    minute: pad(Number(fields.minute)),
  };
}

/** Today's calendar date `YYYY-MM-DD` in the shop's time zone (the shop's day). */
export function todayDate(now: Date = new Date()): string {
  const { year, month, day } = shopFields(now);
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD` as staff read it in every language: `DD/MM/YYYY`, Latin digits. */
export const formatDate = (date: string | null | undefined): string => (date ? date.split('-').reverse().join('/') : '');

/** An ISO timestamp in the shop's time zone: `DD/MM/YYYY HH:mm` in every language (no locale marks, Latin digits). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = shopFields(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** An ISO timestamp's calendar day in the shop's time zone: `DD/MM/YYYY`. */
export function formatTimestampDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = shopFields(date);
  return `${day}/${month}/${year}`;
}

/** The spec's month names, the English screens' chart axis. */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The twelve months' names in the screens' language, January first: Moroccan names for fr-MA and ar-MA ('janv.', 'يناير'…). */
export function monthNames(language: Language = currentLanguage()): string[] {
  if (language === 'en') return ENGLISH_MONTHS;
  const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA' : 'fr-MA', { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 15))));
}

/** A complete `YYYY-MM-DD` (a native date input's value), else undefined: filters skip what is half typed. */
export const validDate = (value: string): string | undefined => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The message for a filter's end that comes before its start, else null: such a filter matches
 * nothing, and the list should say why rather than only look empty. Dates are compared once
 * complete, amounts once both are typed.
 */
export function reversedRangeError(
  kind: 'dates' | 'amounts',
  start: string | number,
  end: string | number,
  labels: [start: string, end: string],
): string | null {
  if (kind === 'amounts') {
    if (start === '' || end === '') return null;
    return Number(end) < Number(start) ? t('{{end}} is below {{start}}', { end: labels[1], start: labels[0] }) : null;
  }
  const [from, to] = [validDate(String(start)), validDate(String(end))];
  return from && to && to < from ? t('{{end}} is before {{start}}', { end: labels[1], start: labels[0] }) : null;
}
