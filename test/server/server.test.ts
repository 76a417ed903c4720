import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, serverOptionsFor } from '../../server/app.js';
import { buildIntoTemp, type BuiltSite } from '../helpers/built-site.js';

let site: BuiltSite;
let app: FastifyInstance;
beforeAll(async () => {
  site = await buildIntoTemp();
  app = await createServer(serverOptionsFor(site.result.content, site.outDir));
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  site?.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}${url}`, { headers, redirect: 'manual' });

describe('the preview server', () => {
  it.each([
    ['/en', 'en-US'], ['/en/privacy', 'en-US'], ['/sr/account-delete', 'sr-Latn-RS'], ['/privacy', 'sr-Latn-ME'],
  ])('serves %s as a clean URL', async (url, lang) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(`<html lang="${lang}">`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
  });

  it('never serves a file outside dist/, however the path is encoded', async () => {
    for (const url of ['/en/%2e%2e/%2e%2e/package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"devDependencies"');
    }
  });

  it('refuses a malformed percent-encoding as a bad request', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('redirects a trailing slash to the canonical URL', async () => {
    const response = await get('/en/privacy/');
    expect([response.status, response.headers.get('location')]).toEqual([301, '/en/privacy']);
  });

  it.each([
    ['/nope', 'sr-Latn-ME'], ['/en/nope', 'en-US'], ['/sr/nope/deeper', 'sr-Latn-RS'], ['/../package.json', 'sr-Latn-ME'],
  ])('answers %s with the locale\'s 404 page', async (url, lang) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<html lang="${lang}">`);
  });

  it.each([
    [{ 'accept-language': 'sr-RS,sr;q=0.9,en;q=0.8' }, null],
    [{ 'accept-language': 'en-US,en;q=0.9' }, null],
    [{ 'accept-language': 'de-DE,de;q=0.9' }, null],
    [{ 'accept-language': 'sr-ME;q=0.9,en;q=0.5' }, null],
    [{ 'accept-language': 'cnr,en;q=0.5' }, null],
    [{ cookie: 'i18n_redirected=sr', 'accept-language': 'en-US' }, '/sr'],
    [{ cookie: 'i18n_redirected=me', 'accept-language': 'en-US' }, null],
    [{ cookie: 'i18n_redirected=xx', 'accept-language': 'sr-RS' }, null],
  ])('on / with %o redirects to %s', async (headers, location) => {
    const response = await get('/', headers);
    expect(response.status).toBe(location ? 302 : 200);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
  });


  it('serves assets immutable and latest.json revalidated', async () => {
    const css = site.list().find((f) => f.endsWith('.css'))!;
    expect((await get(`/${css}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const latest = await get('/builds/latest.json');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect(await latest.json()).toEqual({ id: site.result.build.id, timestamp: site.result.build.timestamp });
  });
});
