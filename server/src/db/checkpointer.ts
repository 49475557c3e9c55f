import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** SQLite's own threshold: a checkpoint once the write-ahead log holds about 1,000 pages. */
const CHECKPOINT_FROM_BYTES = 4 * 1024 * 1024;
/**
 * The connection still checkpoints by itself past this many pages (40 MB). Under a constant stream of
 * writes the worker's checkpoints never catch up with the last frame, and the log is only started
 * again from its beginning after a checkpoint that did: this one, in a commit, finds nearly every
 * frame already copied by the worker.
 */
const CONNECTION_CHECKPOINT_PAGES = 10_000;
const LOOK_EVERY_MS = 100;

/** Runs in the worker: its own connection to the file copies the log back whenever it has grown. */
const WORKER = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  let size = 0;
  try { size = fs.statSync(workerData.file + '-wal').size; } catch { return; }
  if (size >= workerData.fromBytes) db.pragma('wal_checkpoint(PASSIVE)');
}, workerData.everyMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * SQLite checkpoints (copies the write-ahead log back into the database file, and syncs it) inside
 * the commit that takes the log past 1,000 pages: with better-sqlite3 on the request's thread, every
 * request waited meanwhile (2.1 of a sale's 4 ms of SQL on average, on the bench). Here a worker
 * thread with a connection of its own checkpoints as soon as the log has grown as far, in PASSIVE
 * mode: it never waits for a writer nor holds one up. Should the worker stop, the connection
 * checkpoints at SQLite's threshold again.
 */
export function checkpointOffThread(file: SQLite.Database, path: string): { stop(): Promise<void> } {
  file.pragma(`wal_autocheckpoint = ${CONNECTION_CHECKPOINT_PAGES}`);
  // A log started again is cut back to this size, instead of keeping the largest it ever was.
  file.pragma(`journal_size_limit = ${16 * CHECKPOINT_FROM_BYTES}`);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      file: path,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      fromBytes: CHECKPOINT_FROM_BYTES,
      everyMs: LOOK_EVERY_MS,
    },
  });
  // It does not keep the process alive; stopping it waits for its connection to close.
  worker.unref();
  let running = true;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false;
      if (file.open) file.pragma('wal_autocheckpoint = 1000');
      resolve();
    }),
  );
  worker.once('error', () => undefined);
  return {
    async stop() {
      if (!running) return;
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
