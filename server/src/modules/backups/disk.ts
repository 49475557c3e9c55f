import fs from 'node:fs';
import path from 'node:path';

/** The nearest existing folder at or above `dir` (BACKUP_DIR may not exist before the first backup). */
function existingAncestor(dir: string): string {
  let current = path.resolve(dir);
  while (!fs.existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** Bytes an unprivileged process may still write on the file system holding `dir`. */
export function freeBytes(dir: string): number {
  const stats = fs.statfsSync(existingAncestor(dir));
  return stats.bavail * stats.bsize;
}

/**
 * Whether two folders are on the same file system (same device number). Two partitions of one
 * physical disk have different device numbers, so this does not see them as the same disk.
 */
export function sameFileSystem(a: string, b: string): boolean {
  return fs.statSync(existingAncestor(a)).dev === fs.statSync(existingAncestor(b)).dev;
}
