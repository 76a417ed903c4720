import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

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
    const temp = tempNameOf(file);
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

/**
 * One entry per `name` (a root, or a file of a root) under `folder`, with the key it was made for: a newer key
 * replaces it, so the folder stays the size of the content however often it is edited. Undefined when there
 * is none for this key.
 */
export function readKeyedEntry<T>(cacheDir: string, folder: string, name: string, key: string): T | undefined {
  const bytes = readCacheFile(keyedEntryFile(cacheDir, folder, name));
  if (!bytes) return undefined;
  try {
    const entry = JSON.parse(bytes.toString('utf8')) as { key?: unknown; data?: T };
    return entry.key === key && 'data' in entry ? entry.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether there is an entry for `name` and `key`, from the first bytes of the entry alone: a caller that only
 * needs to know what is missing does not read and parse whole entries.
 */
export function hasKeyedEntry(cacheDir: string, folder: string, name: string, key: string): boolean {
  const head = `{"key":${JSON.stringify(key)},`;
  let fd: number | undefined;
  try {
    fd = openSync(keyedEntryFile(cacheDir, folder, name), 'r');
    const bytes = Buffer.alloc(Buffer.byteLength(head));
    return readSync(fd, bytes, 0, bytes.length, 0) === bytes.length && bytes.toString('utf8') === head;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Keeps `data` (JSON text of it: the caller decides what JSON can hold) as the entry for `name` and `key`. */
export function writeKeyedEntry(cacheDir: string, folder: string, name: string, key: string, dataJson: string): void {
  writeCacheFile(keyedEntryFile(cacheDir, folder, name), `{"key":${JSON.stringify(key)},"data":${dataJson}}`);
}

function keyedEntryFile(cacheDir: string, folder: string, name: string): string {
  return path.join(cacheDir, folder, `${createHash('sha256').update(name).digest('hex').slice(0, 24)}.json`);
}

/** A name beside `file` that no other writer uses: this process's and thread's, and this write's within them. */
function tempNameOf(file: string): string {
  return `${file}.${process.pid}-${threadId}-${++temps}.tmp`;
}

let temps = 0;
