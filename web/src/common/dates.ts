/** Today's calendar date `YYYY-MM-DD` on this computer (the shop's day). */
export function todayDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` as staff read it: `DD/MM/YYYY`. */
export const formatDate = (date: string | null | undefined): string => (date ? date.split('-').reverse().join('/') : '');

/** An ISO timestamp in local time: `DD/MM/YYYY HH:mm`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-MA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
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
    return Number(end) < Number(start) ? `${labels[1]} is below ${labels[0]}` : null;
  }
  const [from, to] = [validDate(String(start)), validDate(String(end))];
  return from && to && to < from ? `${labels[1]} is before ${labels[0]}` : null;
}
