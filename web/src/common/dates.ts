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
