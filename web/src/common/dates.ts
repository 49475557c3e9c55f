import { currentLanguage, t, type Language } from './i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's calendar date `YYYY-MM-DD` on this computer (the shop's day). */
export function todayDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` as staff read it in every language: `DD/MM/YYYY`, Latin digits. */
export const formatDate = (date: string | null | undefined): string => (date ? date.split('-').reverse().join('/') : '');

/** An ISO timestamp in local time: `DD/MM/YYYY HH:mm` in every language (no locale marks, Latin digits). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO timestamp's local calendar day: `DD/MM/YYYY`. */
export function formatTimestampDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
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
