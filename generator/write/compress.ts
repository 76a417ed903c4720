import { createHash } from 'node:crypto';
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
 * The site plus a brotli (quality 11) and a gzip (level 9) twin of every text file, for servers that send
 * precompressed files by Accept-Encoding. A twin that would not be smaller than its file is left out.
 * Brotli at quality 11 costs about 0.2 s for a home page, so twins are cached by the SHA-256 of their
 * source bytes in `cacheDir` (the key covers the whole input, so a cached twin is never wrong); a rebuild
 * compresses only what changed. Compression runs on libuv's thread pool, several files at once.
 */
export async function withCompressedTwins(files: SiteFiles, cacheDir: string | undefined): Promise<Map<string, string | Uint8Array>> {
  const out = new Map(files);
  await Promise.all(
    [...files].filter(([file]) => COMPRESSIBLE.test(file)).map(async ([file, data]) => {
      const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const key = createHash('sha256').update(bytes).digest('hex');
      const [br, gzipped] = await Promise.all([
        cached(cacheDir, `${key}.br`, () => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })),
        cached(cacheDir, `${key}.gz`, () => gz(bytes, { level: 9 })),
      ]);
      if (br.length < bytes.length) out.set(`${file}.br`, br);
      if (gzipped.length < bytes.length) out.set(`${file}.gz`, gzipped);
    }),
  );
  return out;
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
