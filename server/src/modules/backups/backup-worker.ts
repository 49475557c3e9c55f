/** Makes one verified backup off the main thread (service.ts), so that requests keep being answered. */
import { parentPort, workerData } from 'node:worker_threads';
import { writeVerifiedBackup, type BackupReason } from '../../db/backup';

const { source, target, reason, at } = workerData as { source: string; target: string; reason: BackupReason; at: string };
try {
  parentPort!.postMessage({ manifest: await writeVerifiedBackup(source, target, reason, new Date(at)) });
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).message });
}
