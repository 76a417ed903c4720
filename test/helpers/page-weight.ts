import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** A file's bytes as sent: raw, gzip (level 9) and brotli (quality 11), as the build's twins are made. */
export interface Weight {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export function weightOf(bytes: Uint8Array | string): Weight {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }).length,
  };
}

/** Elements of a parsed page: in the body (what Lighthouse's "DOM size" counts) and in the whole document. */
export interface ElementCount {
  readonly body: number;
  readonly document: number;
}

/**
 * How many elements Chromium builds from an HTML document, with scripts off and nothing fetched: the
 * markup's own DOM, before any island adds to it. `body` counts the body's descendants, as Lighthouse's
 * DOM size audit does (its warning starts past 800); `document` adds <html>, <head> and what is in it.
 */
export async function countElements(browser: Browser, html: string): Promise<ElementCount> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    return (await page.evaluate('({ body: document.body.getElementsByTagName("*").length, document: document.getElementsByTagName("*").length })')) as ElementCount;
  } finally {
    await context.close();
  }
}
