import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readCacheFile, writeCacheFile } from '../cache/cache-files.js';
import { COMPRESSIBLE, DRAWINGS_DIR, TWINS } from '../../core/page-files.js';

/**
 * Brotli quality 11 is slow, which a site of a few dozen pages pays once and then keeps in the cache. A site
 * with hundreds of locales has hundreds of times the pages and payloads (each page listing every locale) and
 * a very large sitemap. So on a site of more than BULK_PAGES pages, the files outside assets/ (pages,
 * payloads, metadata), and on any site a file over LARGE_FILE_BYTES, are compressed for speed: brotli quality
 * 4 and gzip level 5, a small fraction of quality 11's time for twins a little larger (`npm run bench:scale`
 * prints both).
 * Such twins are not kept in the cache: writing thousands of cache files cost a first 300-locale build more
 * than compressing them again costs a rebuild. The client assets do not grow with the locales and keep 11,
 * and the real site (under 20 pages, no file over 400 KB) keeps quality 11 for everything but its drawings
 * (DRAWING_QUALITY). The rule counts pages, known before the first one is rendered, so each file is
 * compressed as soon as it exists.
 */
export const BULK_PAGES = 100;
export const LARGE_FILE_BYTES = 1024 * 1024;
const FAST_QUALITY = 4;

/**
 * The drawings' quality: each carries a subset of Inter as base64 (decision 0014), where quality 11 takes
 * three times as long as 10 for about one byte in a hundred, on files loaded lazily, one per section, and
 * which are most of what a build with cleared caches compresses (docs/decisions/0025-drawings-quality.md).
 */
const DRAWING_QUALITY = 10;

/** Whether a site of `pageCount` pages compresses its pages for speed (see BULK_PAGES). */
export const isBulkSite = (pageCount: number): boolean => pageCount > BULK_PAGES;

/** Files that do not grow with the number of locales: Vite's output. */
const isAsset = (file: string) => file.startsWith('assets/');

/** The brotli quality of a file of `bytes` in a site that is bulk or not (isBulkSite). */
export function brotliQuality(file: string, bytes: number, bulkSite: boolean): number {
  if (isBulk(file, bytes, bulkSite)) return FAST_QUALITY;
  return file.startsWith(DRAWINGS_DIR) ? DRAWING_QUALITY : 11;
}

/** The gzip level, by the same rule: 9 for the real site, 5 for the pages of very large sites. */
export function gzipLevel(file: string, bytes: number, bulkSite: boolean): number {
  return isBulk(file, bytes, bulkSite) ? FAST_GZIP_LEVEL : 9;
}

const FAST_GZIP_LEVEL = 5;

const isBulk = (file: string, bytes: number, bulkSite: boolean) => bytes > LARGE_FILE_BYTES || (!isAsset(file) && bulkSite);

export interface TwinOptions {
  /** Where twins are kept between builds; none: every twin is compressed. */
  readonly cacheDir: string | undefined;
  /** The site is bulk (isBulkSite): its pages are compressed for speed. */
  readonly bulkSite: boolean;
}

/**
 * The brotli (quality 11; 10 for the drawings; 4 for large files and the pages of very large sites:
 * brotliQuality) and gzip (level 9, or 5 likewise: gzipLevel) twins of a text file, as `[name, bytes]`, for
 * servers that send precompressed files by Accept-Encoding; none for a file COMPRESSIBLE does not match. A
 * twin that would not be smaller than its file is left out. Twins of quality 10 and 11 are cached under the
 * SHA-256 of their source bytes and their quality in `cacheDir`, so a cached twin is never wrong and a rebuild
 * compresses only what changed.
 * Synchronous: it runs on the site output's writer threads (writer-thread.ts), one file at a time each.
 */
export function compressTwins(file: string, data: Uint8Array, options: TwinOptions): [string, Buffer][] {
  if (!COMPRESSIBLE.test(file)) return [];
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const quality = brotliQuality(file, bytes.length, options.bulkSite);
  const level = gzipLevel(file, bytes.length, options.bulkSite);
  const cacheDir = twinCacheOf(quality, options);
  const key = cacheDir && twinKeyOf(bytes);
  const [brName, gzName] = twinCacheNames(key, quality);
  const br = cached(cacheDir, brName, () => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  const gzipped = cached(cacheDir, gzName, () => gzipSync(bytes, { level }));
  const twins: [string, Buffer][] = [];
  if (br.length < bytes.length) twins.push([`${file}.br`, br]);
  if (gzipped.length < bytes.length) twins.push([`${file}.gz`, gzipped]);
  return twins;
}

/**
 * Whether `compressTwins` would compress anything for this file, rather than only read its twins from the
 * cache: the writer threads start at the first such file (writer-pool.ts), so a rebuild that changed nothing
 * compressible never starts them.
 */
export function needsCompressing(file: string, data: Uint8Array, options: TwinOptions): boolean {
  if (!COMPRESSIBLE.test(file)) return false;
  const quality = brotliQuality(file, data.byteLength, options.bulkSite);
  const cacheDir = twinCacheOf(quality, options);
  if (!cacheDir) return true;
  return twinCacheNames(twinKeyOf(data), quality).some((name) => !existsSync(cachePath(cacheDir, name)));
}

/** Where a file's twins are kept: only the slow settings are worth a cache file (see BULK_PAGES). */
const twinCacheOf = (quality: number, options: TwinOptions) => (quality === FAST_QUALITY ? undefined : options.cacheDir);

/** A file's twins in the cache: under the SHA-256 of its bytes, and the brotli quality when not 11. */
const twinCacheNames = (key: string | undefined, quality: number) => [`${key}${quality === 11 ? '' : `.q${quality}`}.br`, `${key}.gz`] as const;

/** A file's twins are kept under the SHA-256 of its bytes. */
const twinKeyOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

const cachePath = (cacheDir: string, name: string) => path.join(cacheDir, name.slice(0, 2), name);

/** The names `compressTwins` can give a file's twins, whether or not they turn out smaller. */
export function twinNamesOf(file: string): string[] {
  return COMPRESSIBLE.test(file) ? TWINS.map((twin) => `${file}${twin.extension}`) : [];
}

function cached(cacheDir: string | undefined, name: string, compute: () => Buffer): Buffer {
  if (!cacheDir) return compute();
  const file = cachePath(cacheDir, name);
  const hit = readCacheFile(file);
  if (hit) return hit;
  const bytes = compute();
  writeCacheFile(file, bytes);
  return bytes;
}
