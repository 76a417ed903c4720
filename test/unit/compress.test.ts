import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliQuality, gzipLevel, TEXT_BROTLI_11_BUDGET, LARGE_FILE_BYTES, withCompressedTwins } from '../../generator/write/compress.js';
import { listFiles } from '../../generator/files.js';

describe('withCompressedTwins', () => {
  let cache: string;
  beforeEach(() => {
    cache = mkdtempSync(path.join(tmpdir(), 'fiskalis-twins-'));
  });
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  const page = `<!DOCTYPE html><p>${'Fiskalis kasa u oblaku. '.repeat(200)}</p>`;

  it('adds a brotli and a gzip twin that decompress to the file, and only for text files that shrink', async () => {
    const files = new Map<string, string | Uint8Array>([
      ['index.html', page], ['a/app.js', 'console.log("x");'.repeat(50)], ['tiny.json', '{}'], ['logo.png', new Uint8Array(500)], ['_headers', 'x'.repeat(500)],
    ]);
    const out = await withCompressedTwins(files, cache);
    expect([...out.keys()].sort()).toEqual(['_headers', 'a/app.js', 'a/app.js.br', 'a/app.js.gz', 'index.html', 'index.html.br', 'index.html.gz', 'logo.png', 'tiny.json']);
    expect(brotliDecompressSync(out.get('index.html.br') as Uint8Array).toString()).toBe(page);
    expect(gunzipSync(out.get('index.html.gz') as Uint8Array).toString()).toBe(page);
  });

  it('reuses cached twins keyed by the bytes, and is deterministic', async () => {
    const first = await withCompressedTwins(new Map([['index.html', page]]), cache);
    const entries = listFiles(cache);
    expect(entries).toHaveLength(2);
    const second = await withCompressedTwins(new Map([['other/index.html', page]]), cache);
    expect(listFiles(cache)).toEqual(entries);
    expect(Buffer.from(second.get('other/index.html.br') as Uint8Array)).toEqual(Buffer.from(first.get('index.html.br') as Uint8Array));
    const uncached = await withCompressedTwins(new Map([['index.html', page]]), undefined);
    expect(Buffer.from(uncached.get('index.html.gz') as Uint8Array)).toEqual(Buffer.from(first.get('index.html.gz') as Uint8Array));
    expect(readdirSync(cache).every((d) => d.length === 2)).toBe(true);
  });

  it('compresses the pages of a site past the text budget at a lower brotli quality, cached under their own name', async () => {
    expect(brotliQuality('index.html', 100_000, TEXT_BROTLI_11_BUDGET)).toBe(11);
    expect(brotliQuality('assets/app.js', 100_000, TEXT_BROTLI_11_BUDGET * 10)).toBe(11);
    const lower = brotliQuality('index.html', 100_000, TEXT_BROTLI_11_BUDGET + 1);
    expect(lower).toBeLessThan(11);
    expect(brotliQuality('en/_payload.json', 5_000, TEXT_BROTLI_11_BUDGET + 1)).toBe(lower);
    // A file that large costs seconds at quality 11 whatever the site (a sitemap listing hundreds of locales).
    expect(brotliQuality('sitemap.xml', LARGE_FILE_BYTES + 1, 0)).toBe(lower);
    expect(brotliQuality('sitemap.xml', LARGE_FILE_BYTES, 0)).toBe(11);
    // gzip by the same rule: level 9, and zlib's default 6 for the same files.
    expect(gzipLevel('index.html', 100_000, TEXT_BROTLI_11_BUDGET)).toBe(9);
    expect(gzipLevel('assets/app.js', 100_000, TEXT_BROTLI_11_BUDGET * 10)).toBe(9);
    expect(gzipLevel('index.html', 100_000, TEXT_BROTLI_11_BUDGET + 1)).toBe(6);
    expect(gzipLevel('sitemap.xml', LARGE_FILE_BYTES + 1, 0)).toBe(6);

    const count = Math.ceil((TEXT_BROTLI_11_BUDGET + 1) / page.length);
    const files = new Map<string, string | Uint8Array>(Array.from({ length: count }, (_, i) => [`p${i}/index.html`, `${page}<!--${i}-->`]));
    files.set('assets/app.js', 'console.log("x");'.repeat(50));
    const large = await withCompressedTwins(files, cache);
    expect(brotliDecompressSync(large.get('p0/index.html.br') as Uint8Array).toString()).toBe(files.get('p0/index.html'));
    const names = listFiles(cache).map((f) => path.basename(f));
    expect(names.filter((n) => n.endsWith(`.q${lower}.br`))).toHaveLength(count);
    expect(names.filter((n) => n.endsWith('.l6.gz'))).toHaveLength(count);
    expect(gunzipSync(large.get('p0/index.html.gz') as Uint8Array).toString()).toBe(files.get('p0/index.html'));
    // The script keeps quality 11, under the name quality-11 twins always had.
    expect(names.filter((n) => /^[0-9a-f]{64}\.br$/.test(n))).toHaveLength(1);
  });
});
