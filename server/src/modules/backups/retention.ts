import type { BackupKeep } from '../../config';
import { localDate } from '../../lib/clock';

/** ISO 8601 week of a calendar date, as `2026-W48`. */
function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0
  day.setUTCDate(day.getUTCDate() - weekday + 3); // the week's Thursday decides its year
  const january4 = new Date(Date.UTC(day.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round(((day.getTime() - january4.getTime()) / 86_400_000 - 3 + ((january4.getUTCDay() + 6) % 7)) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Grandfather-father-son: the newest backup of each of the `daily` most recent days that have a
 * backup, of the `weekly` most recent ISO weeks and of the `monthly` most recent months (the
 * shop's calendar), and always the newest backup. Counting periods that have a backup, rather
 * than periods back from today, means a computer left off for months still keeps its backups.
 */
export function backupsToKeep<T extends { createdAt: string }>(backups: T[], keep: BackupKeep, timeZone: string): Set<T> {
  const newestFirst = [...backups].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const kept = new Set<T>(newestFirst.slice(0, 1));
  const periods: Array<[number, (date: string) => string]> = [
    [keep.daily, (date) => date],
    [keep.weekly, isoWeek],
    [keep.monthly, (date) => date.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const period = periodOf(localDate(timeZone, new Date(backup.createdAt)));
      if (seen.has(period)) continue;
      seen.add(period);
      kept.add(backup);
    }
  }
  return kept;
}
