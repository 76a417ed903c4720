/**
 * Edges of serving the built site (issue 20, items 18 and 26): answers that must carry the promised headers
 * (a request without Host, a bad percent-encoding behind a trusted proxy), files that must never be served
 * (dot-files at any depth, a compressed twin that is a symbolic link), a body the server never reads.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, rawRequest, securityHeadersOf, sendPartialUpload, type ServedSite } from './http.js';

let served: ServedSite;
let security: Record<string, string>;
const SECRET = 'SECRET=do-not-serve';
beforeAll(async () => {
  served = await buildAndServe();
  security = securityHeadersOf(served.site.read('_headers'));
  // Planted before the server loads the site: what an editor, a Mac or a careless deploy leaves behind.
  const dist = served.site.outDir;
  for (const file of ['en/.env', 'assets/.DS_Store', '.env', 'en/privacy/.secret/key.txt', '.well-known-ish/.hidden.json']) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), SECRET);
  }
  // A compressed twin that is a link to a file outside the site.
  const outside = path.join(path.dirname(dist), 'outside.txt');
  writeFileSync(outside, SECRET);
  const favicon = served.site.list().find((f) => f === 'favicon.svg')!;
  for (const twin of ['.br', '.gz']) {
    rmSync(path.join(dist, `${favicon}${twin}`), { force: true });
    symlinkSync(outside, path.join(dist, `${favicon}${twin}`));
  }
}, 60_000);
afterAll(() => served?.close());

describe('dot-files at any depth (item 26)', () => {
  it.each(['/en/.env', '/assets/.DS_Store', '/.env', '/en/privacy/.secret/key.txt', '/.well-known-ish/.hidden.json', '/en/%2Eenv', '/assets/.DS_Store?x=1'])('are never served: %s', async (url) => {
    const server = await served.serve();
    const response = await server.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status, url).not.toBe(200);
    expect(await response.text()).not.toContain(SECRET);
  });
});

describe('a compressed twin that is a symbolic link (item 18)', () => {
  it('is not followed: the file is served as itself, uncompressed', async () => {
    const server = await served.serve();
    for (const encoding of ['br', 'gzip', 'br, gzip']) {
      const response = await server.get('/favicon.svg', { headers: { 'accept-encoding': encoding } });
      expect(response.status, encoding).toBe(200);
      expect(response.headers.get('content-encoding'), encoding).toBeNull();
      const body = await response.text();
      expect(body, encoding).not.toContain(SECRET);
      expect(body, encoding).toContain('<svg');
    }
  });
});

describe('answers with the promised headers (item 18)', () => {
  it('a request without a Host header: 400 with the security headers', async () => {
    const server = await served.serve();
    const answer = await rawRequest(server.port, 'GET /en HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    for (const [name, value] of Object.entries(security)) if (name !== 'strict-transport-security') expect(answer.headers[name], name).toBe(value);
    expect(answer.body).toBe('400 Bad Request\n');
  });

  it('a bad percent-encoding behind a trusted proxy that says https: 400 with HSTS', async () => {
    const server = await served.serve({ trustProxy: ['loopback'] });
    const response = await server.get('/%E0%A4%A', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('strict-transport-security')).toBe(security['strict-transport-security']);
    expect(response.headers.get('content-security-policy')).toBe(security['content-security-policy']);
  });
});

describe('a body the server answers before reading', () => {
  // Left open, such a connection waited for the rest of the body, and the server's own close (a restart, the
  // end of a test file) waited about 70 s for it.
  it.each([['PUT', '/en', 405], ['DELETE', '/en/nope', 404]] as const)('%s %s: %s, then the server closes the connection', async (method, url, status) => {
    const server = await served.serve();
    const raw = await sendPartialUpload(server.port, method, url);
    expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(raw.toLowerCase()).toContain('\r\nconnection: close\r\n');
  }, 10_000);

  it.each([['GET', '/en/nope', 404], ['DELETE', '/en', 405]] as const)('%s %s without a body: %s on a connection kept alive', async (method, url, status) => {
    const server = await served.serve();
    const answer = await rawRequest(server.port, `${method} ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(status);
    expect(answer.headers.connection).toBe('keep-alive');
  });
});
