import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readCacheFile, writeCacheFile } from '../cache-files.js';
import type { SiteFiles } from './types.js';

/** Text files that get compressed twins; everything else (images, fonts, _headers) is served as it is. */
export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

/** The twin encodings: a file `a.html` gets `a.html.br` and `a.html.gz` beside it. */
export const TWINS = [
  { extension: '.br', encoding: 'br' },
  { extension: '.gz', encoding: 'gzip' },
] as const;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli quality 11 costs about 2 ms per KB (0.2 s for a home page), which a site of a few dozen pages pays
 * once and then keeps in the cache. A site with hundreds of locales has hundreds of times the pages and
 * payloads (1,500 of each at 300 locales: minutes of brotli on a cold cache) and a sitemap of tens of MB
 * (every URL lists every locale). So past this much text outside assets/ (pages, payloads, metadata), those
 * files, and any file over LARGE_FILE_BYTES, are compressed at quality 5: about 1/100 of the time, twins
 * about 13% larger (`npm run bench:scale`). The client assets do not grow with the locales and keep 11, and
 * the real site (about 1 MB of such text, no file over 400 KB) keeps quality 11 throughout.
 */
export const TEXT_BROTLI_11_BUDGET = 4 * 1024 * 1024;
export const LARGE_FILE_BYTES = 1024 * 1024;
const FAST_QUALITY = 5;

/** Files that do not grow with the number of locales: Vite's output. */
const isAsset = (file: string) => file.startsWith('assets/');

/** The brotli quality of a file of `bytes` in a site whose compressible files outside assets/ total `textBytes`. */
export function brotliQuality(file: string, bytes: number, textBytes: number): number {
  return isBulk(file, bytes, textBytes) ? FAST_QUALITY : 11;
}

/**
 * The gzip level, by the same rule: 9 for the real site; 6, zlib's default, for the pages of very large sites,
 * where level 9 took twice the time for twins about 1% smaller (`npm run bench:scale`).
 */
export function gzipLevel(file: string, bytes: number, textBytes: number): number {
  return isBulk(file, bytes, textBytes) ? FAST_GZIP_LEVEL : 9;
}

const FAST_GZIP_LEVEL = 6;

const isBulk = (file: string, bytes: number, textBytes: number) => bytes > LARGE_FILE_BYTES || (!isAsset(file) && textBytes > TEXT_BROTLI_11_BUDGET);

/**
 * The site plus a brotli (quality 11, or 5 for large files and the pages of very large sites:
 * brotliQuality) and a gzip (level 9, or 6 likewise: gzipLevel) twin of every text file, for servers that send precompressed files
 * by Accept-Encoding. A twin that would not be smaller than its file is left out. Twins are cached by the
 * SHA-256 of their source bytes (and the quality) in `cacheDir`, so a cached twin is never wrong and a rebuild
 * compresses only what changed. Compression runs on libuv's thread pool, a few files at a time: each zlib
 * stream holds its window and tables from the moment it is created, so starting all of a 1,500-page
 * site's at once took 3 GB and ran slower than a bounded number in flight (`npm run bench:scale`).
 */
export async function withCompressedTwins(files: SiteFiles, cacheDir: string | undefined): Promise<Map<string, string | Uint8Array>> {
  const out = new Map(files);
  const compressible = [...files].filter(([file]) => COMPRESSIBLE.test(file));
  let textBytes = 0;
  for (const [file, data] of compressible) if (!isAsset(file)) textBytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  await forEachLimited(compressible, IN_FLIGHT, async ([file, data]) => {
    const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const key = createHash('sha256').update(bytes).digest('hex');
    const quality = brotliQuality(file, bytes.length, textBytes);
    const level = gzipLevel(file, bytes.length, textBytes);
    // Quality 11 keeps the cache names of before; others are named for their quality.
    const [br, gzipped] = await Promise.all([
      cached(cacheDir, quality === 11 ? `${key}.br` : `${key}.q${quality}.br`, () => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })),
      cached(cacheDir, level === 9 ? `${key}.gz` : `${key}.l${level}.gz`, () => gz(bytes, { level })),
    ]);
    if (br.length < bytes.length) out.set(`${file}.br`, br);
    if (gzipped.length < bytes.length) out.set(`${file}.gz`, gzipped);
  });
  return out;
}

/** Files compressed at once, two streams each (brotli, gzip): enough to keep every core and libuv's four threads busy. */
const IN_FLIGHT = Math.max(2, availableParallelism());

/** Runs `task` on every item, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function cached(cacheDir: string | undefined, name: string, compute: () => Promise<Buffer>): Promise<Buffer> {
  if (!cacheDir) return compute();
  const file = path.join(cacheDir, name.slice(0, 2), name);
  const hit = readCacheFile(file);
  if (hit) return hit;
  const bytes = await compute();
  writeCacheFile(file, bytes);
  return bytes;
}
