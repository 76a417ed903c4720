import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type Served, type ServedSite } from './http.js';

let served: ServedSite;
let modes: Record<'cookie' | 'browser' | 'off', Served>;
beforeAll(async () => {
  served = await buildAndServe();
  modes = {
    cookie: await served.serve({ rootRedirect: 'cookie' }),
    browser: await served.serve({ rootRedirect: 'browser' }),
    off: await served.serve({ rootRedirect: 'off' }),
  };
}, 60_000);
afterAll(() => served?.close());

const SR = 'i18n_redirected=sr';
type Case = [headers: Record<string, string>, location: string | null];

async function expectRoot(server: Served, headers: Record<string, string>, location: string | null, vary: string, url = '/') {
  const response = await server.get(url, { headers: { 'accept-encoding': 'br', ...headers } });
  expect([response.status, response.headers.get('location')]).toEqual(location ? [302, location] : [200, null]);
  expect(response.headers.get('vary')).toBe(location ? vary : `Accept-Encoding, ${vary}`);
  if (!location) expect(await response.text()).toContain('<html lang="sr-Latn-ME">');
}

describe('/ in cookie mode (the default): only a stored choice redirects', () => {
  it.each<Case>([
    [{}, null],
    [{ 'accept-language': 'sr-RS,sr;q=0.9' }, null],
    [{ 'accept-language': 'en-US,en;q=0.9' }, null],
    [{ cookie: SR }, '/sr'],
    [{ cookie: 'i18n_redirected=en', 'accept-language': 'sr-RS' }, '/en'],
    [{ cookie: 'other=1; i18n_redirected=sr; third=x' }, '/sr'],
    [{ cookie: 'i18n_redirected=me' }, null],
    [{ cookie: 'i18n_redirected=xx', 'accept-language': 'sr-RS' }, null],
    [{ cookie: 'i18n_redirected=%E0%A4%A' }, null],
    [{ cookie: 'i18n_redirected=' }, null],
    [{ cookie: '=;;=sr; i18n_redirected' }, null],
  ])('%o → %s, Vary: Cookie', async (headers, location) => {
    await expectRoot(modes.cookie, headers, location, 'Cookie');
  });

  it('keeps the query in the redirect', async () => {
    const response = await modes.cookie.get('/?utm_source=news&utm_campaign=a%20b', { headers: { cookie: SR } });
    expect(response.headers.get('location')).toBe('/sr?utm_source=news&utm_campaign=a%20b');
  });

  it('answers HEAD as GET', async () => {
    const response = await modes.cookie.get('/', { method: 'HEAD', headers: { cookie: SR } });
    expect([response.status, response.headers.get('location')]).toEqual([302, '/sr']);
  });

  it('never redirects a deeper path or a prefixed home, so nothing loops', async () => {
    for (const url of ['/privacy', '/account-delete', '/sr', '/en', '/en/privacy']) {
      const response = await modes.cookie.get(url, { headers: { cookie: SR } });
      expect([url, response.status, response.headers.get('location')]).toEqual([url, 200, null]);
    }
  });

  it('revalidates the home with its ETag and the same Vary', async () => {
    const first = await modes.cookie.get('/', { headers: { 'accept-encoding': 'br' } });
    const again = await modes.cookie.get('/', { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! } });
    expect([again.status, again.headers.get('vary')]).toEqual([304, 'Accept-Encoding, Cookie']);
  });
});

describe('/ in browser mode: the cookie, then Accept-Language when there is one', () => {
  it.each<Case>([
    [{}, null],
    [{ 'accept-language': 'sr-RS,sr;q=0.9,en;q=0.8' }, '/sr'],
    [{ 'accept-language': 'sr' }, '/sr'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, '/en'],
    [{ 'accept-language': 'de-DE,de;q=0.9' }, null],
    [{ 'accept-language': 'sr-ME;q=0.9,en;q=0.5' }, null],
    [{ 'accept-language': 'cnr,en;q=0.5' }, null],
    [{ 'accept-language': 'de, en;q=0.1' }, '/en'],
    [{ 'accept-language': '*' }, null],
    [{ 'accept-language': ';;;,,,q=x' }, null],
    [{ cookie: 'i18n_redirected=me', 'accept-language': 'en-US' }, null],
    [{ cookie: SR, 'accept-language': 'en-US' }, '/sr'],
  ])('%o → %s, Vary: Cookie, Accept-Language', async (headers, location) => {
    await expectRoot(modes.browser, headers, location, 'Cookie, Accept-Language');
  });
});

describe('/ in off mode', () => {
  it('never redirects and varies only by encoding', async () => {
    for (const headers of [{}, { cookie: SR }, { cookie: SR, 'accept-language': 'sr-RS' }] as Record<string, string>[]) {
      const response = await modes.off.get('/', { headers });
      expect([response.status, response.headers.get('location'), response.headers.get('vary')]).toEqual([200, null, 'Accept-Encoding']);
    }
  });
});

describe('the Referer plays no part', () => {
  it('redirects a stored choice even when the visitor followed a link on this site', async () => {
    const response = await modes.cookie.get('/', { headers: { cookie: SR, referer: `${modes.cookie.origin}/sr` } });
    expect([response.status, response.headers.get('location')]).toEqual([302, '/sr']);
  });
});
