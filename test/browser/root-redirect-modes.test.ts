/**
 * The root page's inline script is built for the site's rootRedirect mode (site/runtime/inline/): the real
 * site is built in `cookie` mode (test/browser/pages.test.ts visits it); here the project is built in
 * `browser` and `off` mode from a copy of its content. In Chromium, under the CSP the build writes, `browser`
 * mode follows the browser's languages after a stored choice; `off` carries no inline script and its CSP
 * allows none.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { buildSite } from '../../engine/build.js';
import { launchBrowser } from '../helpers/browser.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { copyBuildCache } from '../helpers/project-copy.js';
import { serveStatic, type StaticHost } from '../helpers/static-host.js';
import { SharedTab } from '../helpers/visitor-runtime.js';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/;
const COOKIE = 'i18n_redirected';

/**
 * A temp folder with a copy of the project's content/ and of its build cache. The builds read the project's
 * own sources and take the copy of content/ (only site.yaml changes); the cache copy, which the run's shared
 * build (test/setup/site.ts) has just filled, spares them Vite and most compression, and nothing is written
 * into the project's node_modules/.
 */
let workspace: string | undefined;
afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

/** The project built with rootRedirect `mode` into a folder of its own, and a reader of its files. */
async function buildInMode(mode: 'browser' | 'off'): Promise<{ outDir: string; read(file: string): string }> {
  if (!workspace) {
    workspace = mkdtempSync(path.join(tmpdir(), 'fiskalis-root-redirect-'));
    cpSync(path.join(PROJECT_ROOT, 'content'), path.join(workspace, 'content'), { recursive: true });
    copyBuildCache(path.join(workspace, 'cache'));
  }
  const contentDir = path.join(workspace, 'content');
  const yaml = readFileSync(path.join(PROJECT_ROOT, 'content', 'site.yaml'), 'utf8');
  expect(yaml).toMatch(/^rootRedirect: cookie$/m);
  writeFileSync(path.join(contentDir, 'site.yaml'), yaml.replace(/^rootRedirect: cookie$/m, `rootRedirect: ${mode}`));
  const outDir = path.join(workspace, `dist-${mode}`);
  await buildSite({ ...resolveConfig({ root: PROJECT_ROOT, contentDir }), cacheDir: path.join(workspace, 'cache') }, { outDir });
  return { outDir, read: (file) => readFileSync(path.join(outDir, file), 'utf8') };
}

describe('rootRedirect: browser', () => {
  let host: StaticHost;
  let browser: Browser;
  // One tab for the cases, in the language each asks for, with no cookies but the case's.
  let tab: SharedTab;
  beforeAll(async () => {
    const site = await buildInMode('browser');
    [host, browser] = await Promise.all([serveStatic(site.outDir), launchBrowser()]);
    tab = new SharedTab(browser, host.origin, { locale: 'en-US' });
  }, 120_000);
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
    await host?.close();
  });

  it.each([
    ['en-US', undefined, '/en'],
    ['sr-RS', undefined, '/sr'],
    ['sr-ME', undefined, '/'],
    ['de-DE', undefined, '/'],
    ['en-US', 'me', '/'],
    ['en-US', 'sr', '/sr'],
  ])('a visitor with %s and cookie %s lands on %s', async (language, cookie, expected) => {
    const { context, page } = await tab.open({ language });
    try {
      if (cookie) await context.addCookies([{ name: COOKIE, value: cookie, url: host.origin }]);
      const blocked: string[] = [];
      page.on('console', (m) => m.type() === 'error' && blocked.push(m.text()));
      await page.goto(`${host.origin}/?a=1#pricing`);
      await page.waitForLoadState('load');
      const url = new URL(page.url());
      expect(url.pathname).toBe(expected);
      if (expected !== '/') expect([url.search, url.hash]).toEqual(['?a=1', '#pricing']);
      // The CSP let the inline script run (a refused script logs an error).
      expect(blocked).toEqual([]);
    } finally {
      await tab.release(page);
    }
  });
});

describe('rootRedirect: off', () => {
  it('puts no inline script on / and allows none in the CSP but the speculation rules', async () => {
    const site = await buildInMode('off');
    expect(INLINE_SCRIPT.test(site.read('index.html'))).toBe(false);
    const csp = /Content-Security-Policy: (.*)/.exec(site.read('_headers'))![1]!;
    expect([...csp.matchAll(/'sha256-/g)]).toHaveLength(1);
  }, 120_000);
});
