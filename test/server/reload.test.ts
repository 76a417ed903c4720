import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite } from '../../engine/build.js';
import { resolveConfig } from '../../core/config.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { buildAndServe, type Served, type ServedSite } from './http.js';

let served: ServedSite;
let server: Served;
beforeAll(async () => {
  served = await buildAndServe();
  server = await served.serve({ watch: true });
}, 60_000);
afterAll(() => served?.close());

it('serves a new build as soon as it has replaced dist/, pages and headers alike', async () => {
  const before = await server.get('/en');
  expect(before.headers.get('content-security-policy')).not.toContain('https://api.fiskalis.example');
  // A real build into the served folder: another API origin changes the build id, every page and the CSP.
  await buildSite(resolveConfig({ root: PROJECT_ROOT }), { outDir: served.site.outDir, apiBaseUrl: 'https://api.fiskalis.example' });
  let after = await server.get('/en');
  for (let waited = 0; waited < 10_000 && !after.headers.get('content-security-policy')?.includes('https://api.fiskalis.example'); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await server.get('/en');
  }
  expect(after.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.fiskalis.example");
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  // The form posts to the API's origin, with or without JavaScript.
  expect(await after.text()).toContain('action="https://api.fiskalis.example/mail/send"');
  expect((await server.get('/nope')).headers.get('content-security-policy')).toContain('https://api.fiskalis.example');
}, 60_000);
