import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type Served, type ServedSite } from './http.js';

let served: ServedSite;
let server: Served;
beforeAll(async () => {
  served = await buildAndServe();
  server = await served.serve();
}, 60_000);
afterAll(() => served?.close());

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const file = (name: string) => readFileSync(path.join(served.site.outDir, name));
const cssFile = () => served.site.list().find((f) => /^assets\/home-[\w-]+\.css$/.test(f))!;

describe('pages at clean URLs', () => {
  it.each([
    ['/', 'index.html', 'sr-Latn-ME'], ['/privacy', 'privacy.html', 'sr-Latn-ME'], ['/account-delete', 'account-delete.html', 'sr-Latn-ME'],
    ['/en', 'en.html', 'en-US'], ['/en/privacy', 'en/privacy.html', 'en-US'], ['/en/account-delete', 'en/account-delete.html', 'en-US'],
    ['/sr', 'sr.html', 'sr-Latn-RS'], ['/sr/privacy', 'sr/privacy.html', 'sr-Latn-RS'], ['/sr/account-delete', 'sr/account-delete.html', 'sr-Latn-RS'],
  ])('serves %s: the bytes of %s, revalidated, with an ETag', async (url, name, lang) => {
    const response = await server.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(file(name))).toBe(true);
    expect(body.toString()).toContain(`<html lang="${lang}">`);
  });

  it.each([
    ['/en/', '/en'], ['/en/privacy/', '/en/privacy'], ['/privacy/', '/privacy'], ['/en.html', '/en'], ['/sr/privacy.html', '/sr/privacy'], ['/index.html', '/'],
    ['/en/index.html', '/en'], ['/sr/privacy/index.html', '/sr/privacy'],
    ['/en/privacy/?a=1&b=%20c', '/en/privacy?a=1&b=%20c'], ['/sr/?utm_source=x&utm_medium=y', '/sr?utm_source=x&utm_medium=y'], ['/en/index.html?x', '/en?x'],
  ])('redirects %s once, permanently, to %s, keeping the query', async (url, location) => {
    const response = await server.get(url);
    expect([response.status, response.headers.get('location')]).toEqual([301, location]);
    const next = await server.get(location);
    expect(next.status).toBe(200);
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/en', `/${cssFile()}`, '/en/missing', '/builds/latest.json']) {
      const [get, head] = [await server.get(url, { headers: BROWSER }), await server.get(url, { method: 'HEAD', headers: BROWSER })];
      expect(head.status, url).toBe(get.status);
      for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'cache-control', 'vary', 'content-security-policy']) expect(head.headers.get(name), `${url} ${name}`).toBe(get.headers.get(name));
      expect(Number(head.headers.get('content-length')), url).toBeGreaterThan(0);
      expect((await head.arrayBuffer()).byteLength, url).toBe(0);
    }
  });
});

describe('compressed twins by Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], ['br', 'br'], ['BR', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip'], ['gzip;q=0.4, br;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'], ['br;q=0, gzip;q=0', null], ['identity', null], ['deflate', null], ['*', 'gzip'], ['br;q=0, *', 'gzip'], ['', null], [undefined, null],
  ])('Accept-Encoding %j gets %s', async (accept, encoding) => {
    const names: Record<string, string> = { br: 'en.html.br', gzip: 'en.html.gz' };
    for (const url of ['/en', '/en/missing', `/${cssFile()}`]) {
      // fetch sends its own Accept-Encoding unless one is given; the raw value '' stands for none at all.
      const headers: Record<string, string> = accept === undefined ? { 'accept-encoding': '' } : { 'accept-encoding': accept };
      const response = await server.get(url, { headers });
      expect(response.headers.get('content-encoding'), url).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase(), url).toContain('accept-encoding');
      if (url === '/en') {
        // fetch decodes what it is sent: the page's bytes whatever the encoding, and the encoded bytes are the twin's.
        expect(Buffer.from(await response.arrayBuffer()).equals(file('en.html'))).toBe(true);
        if (encoding) expect(Number(response.headers.get('content-length'))).toBe(file(names[encoding]!).length);
      }
    }
  });

  it('sends the twins as the build wrote them, which decode to the page', async () => {
    const raw = async (encoding: string) => Buffer.from((await server.app.inject({ url: '/en', headers: { 'accept-encoding': encoding } })).rawPayload);
    expect(brotliDecompressSync(await raw('br')).equals(file('en.html'))).toBe(true);
    expect(gunzipSync(await raw('gzip')).equals(file('en.html'))).toBe(true);
  });

  it('gives each encoding its own ETag', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (e) => (await server.get('/en', { headers: { 'accept-encoding': e } })).headers.get('etag')));
    expect(new Set(tags).size).toBe(3);
  });
});

describe('caching as _headers says, ETag and 304', () => {
  it('makes hashed assets immutable, revalidates pages, payloads and latest.json', async () => {
    const id = served.site.result.build.id;
    const expected: [string, string][] = [
      [`/${cssFile()}`, IMMUTABLE], [`/builds/meta/${id}.json`, IMMUTABLE], ['/builds/latest.json', 'no-cache'],
      ['/en', REVALIDATE], ['/en/_payload.json', REVALIDATE], ['/_payload.json', REVALIDATE], ['/sitemap.xml', REVALIDATE], ['/robots.txt', REVALIDATE],
    ];
    for (const [url, cacheControl] of expected) {
      const response = await server.get(url);
      expect([url, response.status, response.headers.get('cache-control')]).toEqual([url, 200, cacheControl]);
    }
    expect(await (await server.get('/builds/latest.json')).json()).toEqual({ id, timestamp: served.site.result.build.timestamp });
  });

  it('serves the drawings and the icon sprite as image/svg+xml, immutable, brotli-compressed for browsers', async () => {
    const images = served.site.list().filter((f) => /^assets\/(drawings\/[\w.-]+|icons\.[\w-]{8})\.svg$/.test(f));
    expect(images.filter((f) => f.startsWith('assets/drawings/')).length).toBeGreaterThanOrEqual(8);
    expect(images.filter((f) => f.startsWith('assets/icons.'))).toHaveLength(1);
    for (const name of images) {
      const response = await server.get(`/${name}`, { headers: BROWSER });
      expect([name, response.status, response.headers.get('cache-control')]).toEqual([name, 200, IMMUTABLE]);
      expect(response.headers.get('content-type'), name).toMatch(/^image\/svg\+xml\b/);
      expect(response.headers.get('content-encoding'), name).toBe('br');
      expect(response.headers.get('content-security-policy'), name).toContain("img-src 'self'");
      expect(Buffer.from(await response.arrayBuffer()).equals(file(name)), name).toBe(true);
    }
  });

  it.each(['/en', '/', '/sr/privacy'])('answers a matching If-None-Match on %s with 304 and no body', async (url) => {
    const first = await server.get(url, { headers: BROWSER });
    const etag = first.headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await server.get(url, { headers: { ...BROWSER, 'if-none-match': ifNoneMatch } });
      expect([ifNoneMatch, again.status]).toEqual([ifNoneMatch, 304]);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(REVALIDATE);
      expect(again.headers.get('vary')).toMatch(/^Accept-Encoding/);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
    }
    const stale = await server.get(url, { headers: { ...BROWSER, 'if-none-match': '"an-older-build"' } });
    expect(stale.status).toBe(200);
    // Another encoding's ETag does not match: its bytes differ.
    expect((await server.get(url, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })).status).toBe(200);
  });

  it('answers 304 for files from disk too', async () => {
    // Through inject: fetch adds Cache-Control: no-cache to a conditional request, which @fastify/send
    // (unlike the pages) takes as a reload and answers in full.
    const url = `/${cssFile()}`;
    const first = await server.app.inject({ url, headers: BROWSER });
    const again = await server.app.inject({ url, headers: { ...BROWSER, 'if-none-match': String(first.headers.etag) } });
    expect([again.statusCode, again.headers['cache-control'], again.rawPayload.length]).toEqual([304, IMMUTABLE, 0]);
  });
});

describe('what is not a page', () => {
  it.each([
    ['/nope', 'sr-Latn-ME'], ['/en/nope', 'en-US'], ['/sr/nope/deeper', 'sr-Latn-RS'], ['/english', 'sr-Latn-ME'], ['/en/privacy/x', 'en-US'], ['/srb', 'sr-Latn-ME'],
  ])('answers %s with the 404 page of its locale, status 404', async (url, lang) => {
    const response = await server.get(url, { headers: BROWSER });
    expect([response.status, response.headers.get('content-encoding'), response.headers.get('cache-control')]).toEqual([404, 'br', 'no-store']);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each(['/_headers', '/_redirects', '/404.html', '/en/404.html', '/500.html', '/sr/500.html', '/index.html.br', '/en.html.gz', '/_payload.json.br', '/sitemap.xml.gz', '/en/privacy.html.br'])(
    'never serves the build file %s',
    async (url) => {
      const response = await server.get(url, { headers: BROWSER });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it('never serves an asset twin by name', async () => {
    const response = await server.get(`/${cssFile()}.br`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('never serves a file outside dist/, however the path is encoded', async () => {
    for (const url of ['/en/%2e%2e/%2e%2e/package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/assets/..%2f..%2fpackage.json', '/../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/%2fetc%2fpasswd']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"devDependencies"');
    }
  });

  it.each([['PUT', '/en'], ['DELETE', '/en/privacy'], ['POST', '/'], ['PATCH', '/sr'], ['OPTIONS', '/en'], ['POST', '/en/'], ['DELETE', '/builds/latest.json'], ['PUT', '/favicon.svg']])(
    'answers %s %s with 405 and Allow: GET, HEAD',
    async (method, url) => {
      const response = await server.get(url, { method });
      expect([response.status, response.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
      expect(await response.text()).toBe('405 Method Not Allowed\n');
    },
  );

  it('answers 405 before reading a body, whatever its type or size', async () => {
    for (const [type, body] of [['application/json', '{"a":1}'], ['application/xml', '<a/>'], ['text/plain', 'x'.repeat(2 * 1024 * 1024)]] as const) {
      const response = await server.get('/en', { method: 'PUT', headers: { 'content-type': type }, body });
      expect([type, response.status]).toEqual([type, 405]);
    }
  });

  it('answers other methods on unknown paths with the 404 page', async () => {
    const response = await server.get('/en/nope', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="en-US">');
  });
});

describe('a server error', () => {
  it('renders the localized error view with 500, without the error', async () => {
    // A real fault: the payload and its twins become links to themselves after the server listed them (ELOOP).
    for (const name of ['_payload.json', '_payload.json.br', '_payload.json.gz']) {
      const target = path.join(served.site.outDir, 'en/privacy', name);
      rmSync(target);
      symlinkSync(name, target);
    }
    for (const encoding of ['br', 'identity']) {
      const response = await server.get('/en/privacy/_payload.json', { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      const html = await response.text();
      expect(html).toContain('<html lang="en-US">');
      expect(html).toContain('Internal Server Error');
      expect(html).not.toMatch(/ELOOP|_payload\.json|at .+\.js:\d+|\/tmp\//);
    }
  });
});
