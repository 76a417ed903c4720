import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, rawRequest, securityHeadersOf, type RawAnswer, type Served, type ServedSite } from './http.js';

let served: ServedSite;
let server: Served;
let security: Record<string, string>;
beforeAll(async () => {
  served = await buildAndServe();
  server = await served.serve();
  security = securityHeadersOf(served.site.read('_headers'));
}, 60_000);
afterAll(() => served?.close());

const headersOf = (response: Response | RawAnswer) => (response instanceof Response ? Object.fromEntries(response.headers) : response.headers);
const raw = (request: string | Buffer) => rawRequest(server.port, request);

/** Every security header of `_headers` but HSTS, with its exact value. */
function expectSecurityHeaders(response: Response | RawAnswer, what: string): void {
  const headers = headersOf(response);
  for (const [name, value] of Object.entries(security)) {
    if (name !== 'strict-transport-security') expect(headers[name], `${what}: ${name}`).toBe(value);
  }
  expect(headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
}

describe('security headers on every answer', () => {
  it('uses a CSP without unsafe-inline that allows the root page\'s inline script by its hash', async () => {
    const csp = security['content-security-policy']!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await (await server.get('/')).text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    for (const name of ['x-content-type-options', 'referrer-policy', 'permissions-policy']) expect(security[name], name).toBeTruthy();
  });

  it.each([
    ['a page', '/en', {}], ['the root', '/', {}], ['an asset', '/favicon.svg', {}], ['the 404 page', '/nope', {}], ['a 301', '/en/', {}],
    ['a 302', '/', { cookie: 'i18n_redirected=en' }], ['a 304', '/en', { 'if-none-match': '*' }], ['a 405', '/en', {}, 'DELETE'],
    ['a 400 for bad percent-encoding', '/%E0%A4%A', {}],
  ] as [string, string, Record<string, string>, string?][])('on %s (%s)', async (what, url, headers, method = 'GET') => {
    expectSecurityHeaders(await server.get(url, { headers, method }), what);
  });

  it('on answers Node writes for requests it cannot parse', async () => {
    const cases: [string, string, number][] = [
      ['oversized headers', `GET /en HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['an oversized URL', `GET /en/${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      ['an unknown method', 'FOO /en HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['a malformed header', 'GET /en HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400],
      ['a control byte in the path', 'GET /en\x01x HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['a garbled request line', 'hello there\r\n\r\n', 400],
    ];
    for (const [what, request, status] of cases) {
      const answer = await raw(request);
      expect([what, answer.status]).toEqual([what, status]);
      expectSecurityHeaders(answer, what);
      expect(answer.headers['content-type'], what).toBe('text/plain; charset=utf-8');
    }
  });
});

describe('HSTS only over https', () => {
  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const behindProxy = await served.serve({ trustProxy: ['loopback'] });
    const https = await behindProxy.get('/en', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe(security['strict-transport-security']);
    expect((await behindProxy.get('/nope', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(security['strict-transport-security']);
    expect((await behindProxy.get('/en')).headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto from a peer that is not trusted', async () => {
    for (const trustProxy of [false, ['10.0.0.0/8']]) {
      const direct = await served.serve({ trustProxy });
      expect((await direct.get('/en', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('trusts a number of hops', async () => {
    const hops = await served.serve({ trustProxy: 1 });
    expect((await hops.get('/en', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(security['strict-transport-security']);
  });
});

describe('the defects of the old server', () => {
  it('never answers GET //en/ with Location: //en, nor redirects off the site from any spelling', async () => {
    const targets = ['//en/', '//en', '//evil.example/', '//evil.example/en/', '/\\evil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/', '///en/', '//en/privacy/', '/en//', 'http://evil.example/en/', '//', '//index.html'];
    for (const target of targets) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      const location = answer.headers.location;
      if (location !== undefined) expect([target, location]).toEqual([target, expect.stringMatching(/^\/(?![/\\])/)]);
      expect([target, answer.status]).toEqual([target, expect.any(Number)]);
      if (target.startsWith('//en') || target.includes('evil')) expect([target, answer.status]).toEqual([target, 404]);
    }
  });

  it('keeps the query string in redirects, encoded so it cannot break out of the header', async () => {
    expect((await server.get('/en/?utm_source=news&x=%0D%0A')).headers.get('location')).toBe('/en?utm_source=news&x=%0D%0A');
    // Node takes these bytes in a request target (and refuses control bytes and non-ASCII ones with 400).
    const answer = await raw('GET /en/?q="<x>{|}\\^`\' HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/en?q=%22%3Cx%3E%7B%7C%7D%5C%5E%60'");
  });

  it.each(['http://[::1', '%', '\u00ff\u00fe', 'javascript:alert(1)', 'http://127.0.0.1/', 'x'.repeat(8000)])('answers / with a malformed or any Referer (%j) by its rule, never 500', async (referer) => {
    const plain = await raw(`GET / HTTP/1.1\r\nHost: x\r\nReferer: ${referer}\r\n\r\n`);
    expect(plain.status).toBe(200);
    const withCookie = await raw(`GET / HTTP/1.1\r\nHost: x\r\nReferer: ${referer}\r\nCookie: i18n_redirected=sr\r\n\r\n`);
    expect([withCookie.status, withCookie.headers.location]).toEqual([302, '/sr']);
  });

  it('answers bad percent-encoding with 400 that does not echo the URL', async () => {
    for (const url of ['/%E0%A4%A', '/en/%ZZ', '/%', '/assets/%C0%AF']) {
      const answer = await raw(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect([url, answer.status, answer.body]).toEqual([url, 400, '400 Bad Request\n']);
      expect(answer.raw).not.toContain(url.slice(1));
    }
  });

  it('never echoes the request or leaks a stack or a path in an error answer', async () => {
    const probes: [string, string][] = [
      ['oversized', `GET /en HTTP/1.1\r\nHost: x\r\nX-Secret: ${'s3cr3t'.repeat(4000)}\r\n\r\n`],
      ['unknown method', 'SMUGGLE /en?s3cr3t HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['404', 'GET /en/%3Cscript%3Es3cr3t%3C/script%3E HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['405', 'PUT /en?s3cr3t HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{"s3cr3t"'],
      ['405 with a bad body', 'POST /en HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8\r\n\r\ns3cr3t{{'],
      ['bad url', 'GET /s3cr3t%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
    ];
    for (const [what, request] of probes) {
      const answer = await raw(request);
      expect(answer.raw, what).not.toMatch(/s3cr3t|\bat .+:\d+:\d+|\/tmp\/|node_modules|Error:/);
    }
  });

  it('does not serve /_headers or /404.html as pages', async () => {
    for (const url of ['/_headers', '/404.html']) {
      const response = await server.get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(await response.text()).not.toContain('Content-Security-Policy:');
    }
  });

  it('answers PUT and DELETE on pages with 405 and Allow, also over a raw socket and for methods Fastify does not route', async () => {
    for (const method of ['PUT', 'DELETE', 'PROPFIND', 'TRACE', 'MKCOL']) {
      const answer = await raw(`${method} /en/privacy HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`);
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
  });

  it('serves the ETag and 304 and HEAD the old server lacked on pages', async () => {
    // Answers without a body: the server closing the connection ends them, and shows that no body follows.
    const answer = await raw('HEAD /sr HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n');
    expect([answer.status, answer.headers['content-encoding'], answer.body]).toEqual([200, 'br', '']);
    const again = await raw(`GET /sr HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nIf-None-Match: ${answer.headers.etag}\r\nConnection: close\r\n\r\n`);
    expect(again.status).toBe(304);
  });
});
