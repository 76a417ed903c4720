import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BULK_PAGES, brotliQuality, compressTwins, gzipLevel, isBulkSite, LARGE_FILE_BYTES, needsCompressing, twinNamesOf } from '../../engine/output/compress.js';
import { listFiles } from '../../core/files.js';

describe('compressTwins', () => {
  let cache: string;
  beforeEach(() => {
    cache = mkdtempSync(path.join(tmpdir(), 'fiskalis-twins-'));
  });
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  const page = `<!DOCTYPE html><p>${'Fiskalis kasa u oblaku. '.repeat(200)}</p>`;
  const bytes = (text: string) => new TextEncoder().encode(text);
  const small = { cacheDir: undefined, bulkSite: false };

  it('says whether a file has twins to compress, rather than only to read from the cache (the writer threads start at the first)', () => {
    const cachedSmall = { cacheDir: cache, bulkSite: false };
    expect(needsCompressing('index.html', bytes(page), cachedSmall)).toBe(true);
    compressTwins('index.html', bytes(page), cachedSmall);
    expect(needsCompressing('index.html', bytes(page), cachedSmall)).toBe(false);
    // The same bytes under another name are the same cache entries; other bytes are not.
    expect(needsCompressing('en.html', bytes(page), cachedSmall)).toBe(false);
    expect(needsCompressing('index.html', bytes(`${page} `), cachedSmall)).toBe(true);
    // Nothing to compress for a file without twins; everything without a cache, and for a bulk site's pages (never cached).
    expect(needsCompressing('logo.png', new Uint8Array(500), cachedSmall)).toBe(false);
    expect(needsCompressing('index.html', bytes(page), small)).toBe(true);
    expect(needsCompressing('index.html', bytes(page), { cacheDir: cache, bulkSite: true })).toBe(true);
  });

  it('gives a brotli and a gzip twin that decompress to the file, and only for text files that shrink', () => {
    const twins = compressTwins('index.html', bytes(page), small);
    expect(twins.map(([name]) => name)).toEqual(['index.html.br', 'index.html.gz']);
    expect(brotliDecompressSync(twins[0]![1]).toString()).toBe(page);
    expect(gunzipSync(twins[1]![1]).toString()).toBe(page);
    expect(compressTwins('a/app.js', bytes('console.log("x");'.repeat(50)), small).map(([name]) => name)).toEqual(['a/app.js.br', 'a/app.js.gz']);
    expect(compressTwins('tiny.json', bytes('{}'), small)).toEqual([]);
    expect(compressTwins('logo.png', new Uint8Array(500), small)).toEqual([]);
    expect(compressTwins('_headers', bytes('x'.repeat(500)), small)).toEqual([]);
    expect([twinNamesOf('a/index.html'), twinNamesOf('logo.png')]).toEqual([['a/index.html.br', 'a/index.html.gz'], []]);
  });

  it('reuses cached twins keyed by the bytes, and is deterministic', () => {
    const first = compressTwins('index.html', bytes(page), { cacheDir: cache, bulkSite: false });
    const entries = listFiles(cache);
    expect(entries).toHaveLength(2);
    const second = compressTwins('other/index.html', bytes(page), { cacheDir: cache, bulkSite: false });
    expect(listFiles(cache)).toEqual(entries);
    expect(second.map(([, twin]) => twin)).toEqual(first.map(([, twin]) => twin));
    expect(compressTwins('index.html', bytes(page), small)).toEqual(first);
    expect(readdirSync(cache).every((d) => d.length === 2)).toBe(true);
  });

  it('compresses the pages of a site of more than BULK_PAGES pages for speed, and keeps only quality-11 twins', () => {
    expect([isBulkSite(BULK_PAGES), isBulkSite(BULK_PAGES + 1)]).toEqual([false, true]);
    expect(brotliQuality('index.html', 100_000, false)).toBe(11);
    expect(brotliQuality('assets/app.js', 100_000, true)).toBe(11);
    const lower = brotliQuality('index.html', 100_000, true);
    expect(lower).toBeLessThan(11);
    expect(brotliQuality('en/_payload.json', 5_000, true)).toBe(lower);
    // A file that large costs seconds at quality 11 whatever the site (a sitemap listing hundreds of locales).
    expect(brotliQuality('sitemap.xml', LARGE_FILE_BYTES + 1, false)).toBe(lower);
    expect(brotliQuality('sitemap.xml', LARGE_FILE_BYTES, false)).toBe(11);
    // gzip by the same rule: level 9, and a faster one for the same files.
    expect(gzipLevel('index.html', 100_000, false)).toBe(9);
    expect(gzipLevel('assets/app.js', 100_000, true)).toBe(9);
    const faster = gzipLevel('index.html', 100_000, true);
    expect(faster).toBeLessThan(9);
    expect(gzipLevel('sitemap.xml', LARGE_FILE_BYTES + 1, false)).toBe(faster);

    const bulk = { cacheDir: cache, bulkSite: true };
    const twins = compressTwins('p0/index.html', bytes(page), bulk);
    expect(brotliDecompressSync(twins[0]![1]).toString()).toBe(page);
    expect(gunzipSync(twins[1]![1]).toString()).toBe(page);
    expect(twins[0]![1]).toEqual(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: lower, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } }));
    expect(listFiles(cache)).toEqual([]);
    // The script keeps quality 11, and its twins are kept.
    compressTwins('assets/app.js', bytes('console.log("x");'.repeat(50)), bulk);
    expect(listFiles(cache).map((f) => path.basename(f))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.br$/), expect.stringMatching(/^[0-9a-f]{64}\.gz$/)]);
  });

  it('compresses the drawings at quality 10, in every site, and keeps those twins apart from quality 11 ones', () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg"><text>${'Fiskalna kasa '.repeat(300)}</text></svg>`;
    expect([false, true].map((bulkSite) => brotliQuality('assets/drawings/hero.Ab1.svg', 40_000, bulkSite))).toEqual([10, 10]);
    // The sprite and other pictures are not drawings.
    expect([brotliQuality('assets/icons.Ab1.svg', 10_000, false), brotliQuality('favicon.svg', 500, false)]).toEqual([11, 11]);
    const cachedSmall = { cacheDir: cache, bulkSite: false };
    const twins = compressTwins('assets/drawings/hero.Ab1.svg', bytes(drawing), cachedSmall);
    expect(twins[0]![1]).toEqual(brotliCompressSync(drawing, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: drawing.length } }));
    expect(brotliDecompressSync(twins[0]![1]).toString()).toBe(drawing);
    expect(listFiles(cache).map((f) => path.basename(f)).sort()).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.gz$/), expect.stringMatching(/^[0-9a-f]{64}\.q10\.br$/)]);
    expect(needsCompressing('assets/drawings/hero.Ab1.svg', bytes(drawing), cachedSmall)).toBe(false);
    // The same bytes outside the drawings want quality 11: not the cached quality-10 twin.
    expect(needsCompressing('assets/other.svg', bytes(drawing), cachedSmall)).toBe(true);
    const other = compressTwins('assets/other.svg', bytes(drawing), cachedSmall);
    expect(other[0]![1]).toEqual(brotliCompressSync(drawing, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: drawing.length } }));
    expect(compressTwins('assets/drawings/hero.Ab1.svg', bytes(drawing), cachedSmall)).toEqual(twins);
  });
});
