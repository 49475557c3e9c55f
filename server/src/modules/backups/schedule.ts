/** At the earliest this long after start: a restart serves first, and quick restarts do not pile up backups. */
export const FIRST_BACKUP_DELAY_MS = 5 * 60_000;
/** A failed backup (drive unplugged, disk full) is tried again after this long, or `everyMs` if shorter. */
export const RETRY_DELAY_MS = 30 * 60_000;

/**
 * Runs `backup` every `everyMs`, counted from the newest backup (so a computer switched off every
 * evening still gets its backup during the day), never sooner than FIRST_BACKUP_DELAY_MS (or
 * `everyMs` if shorter) after start. One run at a time.
 */
export function scheduleBackups(options: {
  everyMs: number;
  lastBackupAt: () => Promise<Date | null>;
  backup: () => Promise<unknown>;
  now?: () => Date;
}): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let earliest = now().getTime() + Math.min(FIRST_BACKUP_DELAY_MS, options.everyMs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function planNext() {
    const last = await options.lastBackupAt().catch(() => null);
    if (stopped) return;
    const due = last ? Math.max(earliest, last.getTime() + options.everyMs) : earliest;
    timer = setTimeout(
      () => {
        running = options
          .backup()
          .catch(() => undefined)
          .then(() => {
            earliest = now().getTime() + Math.min(RETRY_DELAY_MS, options.everyMs);
            return stopped ? undefined : planNext();
          });
      },
      Math.max(0, due - now().getTime()),
    );
  }
  void planNext();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
