import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A cache entry's bytes, or undefined when there is none (or it cannot be read: then it is recomputed). */
export function readCacheFile(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Writes a cache entry beside its place and renames it there, so a reader (another process building at the
 * same time) never sees half an entry. A cache that cannot be written only costs time: errors are ignored.
 */
export function writeCacheFile(file: string, data: string | Uint8Array): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch {
    // nothing to do
  }
}

/** SHA-256 of a file's bytes in hex, or `missing`: an input that is gone matches no recorded hash. */
export function hashFile(file: string): string {
  const bytes = readCacheFile(file);
  return bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing';
}
