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
 * Brotli quality 11 costs about 2 ms per KB of HTML (0.2 s for a home page), which a site of a few dozen
 * pages pays once and then keeps in the cache. A site with hundreds of locales has hundreds of times the
 * pages (1,200 at 300 locales: four minutes of brotli on a cold cache), so past this much HTML its pages are
 * compressed at quality 5 instead: about 1/100 of the time, twins about 13% larger (`npm run bench:scale`).
 * Stylesheets and scripts do not grow with the locales and keep quality 11.
 */
export const HTML_BROTLI_11_BUDGET = 4 * 1024 * 1024;
const LARGE_SITE_HTML_QUALITY = 5;

/** The brotli quality of a file of a site whose HTML totals `htmlBytes`. */
export function brotliQuality(file: string, htmlBytes: number): number {
  return file.endsWith('.html') && htmlBytes > HTML_BROTLI_11_BUDGET ? LARGE_SITE_HTML_QUALITY : 11;
}

/**
 * The site plus a brotli (quality 11, or 5 for the pages of a very large site: brotliQuality) and a gzip
 * (level 9) twin of every text file, for servers that send precompressed files by Accept-Encoding. A twin
 * that would not be smaller than its file is left out. Twins are cached by the SHA-256 of their source
 * bytes (and the quality) in `cacheDir`, so a cached twin is never wrong and a rebuild compresses only what
 * changed. Compression runs on libuv's thread pool, a few files at a time: each zlib stream holds its
 * window and tables from the moment it is created, so starting all of a 1,500-page site's at once took
 * 3 GB and ran slower than a bounded number in flight (`npm run bench:scale`).
 */
export async function withCompressedTwins(files: SiteFiles, cacheDir: string | undefined): Promise<Map<string, string | Uint8Array>> {
  const out = new Map(files);
  let htmlBytes = 0;
  for (const [file, data] of files) if (file.endsWith('.html')) htmlBytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  const compressible = [...files].filter(([file]) => COMPRESSIBLE.test(file));
  await forEachLimited(compressible, IN_FLIGHT, async ([file, data]) => {
    const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const key = createHash('sha256').update(bytes).digest('hex');
    const quality = brotliQuality(file, htmlBytes);
    // Quality 11 keeps the cache names of before; others are named for their quality.
    const [br, gzipped] = await Promise.all([
      cached(cacheDir, quality === 11 ? `${key}.br` : `${key}.q${quality}.br`, () => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })),
      cached(cacheDir, `${key}.gz`, () => gz(bytes, { level: 9 })),
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
