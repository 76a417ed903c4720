/**
 * The root page's inline script is built for the site's rootRedirect mode (site/runtime/inline/): the real
 * site is built in `cookie` mode (test/browser/pages.test.ts visits it); here copies of the project are built
 * in `browser` and `off` mode. In Chromium, under the CSP the build writes, `browser` mode follows the
 * browser's languages after a stored choice; `off` carries no inline script and its CSP allows none.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildIntoTemp, type BuiltSite } from '../helpers/built-site.js';
import { trimContent } from '../helpers/fixture-site.js';
import { copyProject, SITE_INPUTS, type ProjectCopy } from '../helpers/project-copy.js';
import { serveStatic, type StaticHost } from '../helpers/static-host.js';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/;

async function buildInMode(mode: 'browser' | 'off'): Promise<{ copy: ProjectCopy; site: BuiltSite }> {
  const copy = copyProject(SITE_INPUTS);
  // Every locale (the redirect's answers are locales), the legal documents cut short: they are not the point.
  trimContent(copy.root, 'trimmed');
  const file = path.join(copy.root, 'content', 'site.yaml');
  const yaml = readFileSync(file, 'utf8');
  expect(yaml).toMatch(/^rootRedirect: cookie$/m);
  writeFileSync(file, yaml.replace(/^rootRedirect: cookie$/m, `rootRedirect: ${mode}`));
  return { copy, site: await buildIntoTemp(copy.root) };
}

describe('rootRedirect: browser', () => {
  let built: Awaited<ReturnType<typeof buildInMode>>;
  let host: StaticHost;
  let browser: Browser;
  beforeAll(async () => {
    built = await buildInMode('browser');
    [host, browser] = await Promise.all([serveStatic(built.site.outDir), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    built?.site.dispose();
    built?.copy.dispose();
  });

  it.each([
    ['en-US', undefined, '/en'],
    ['sr-RS', undefined, '/sr'],
    ['sr-ME', undefined, '/'],
    ['de-DE', undefined, '/'],
    ['en-US', 'me', '/'],
    ['en-US', 'sr', '/sr'],
  ])('a visitor with %s and cookie %s lands on %s', async (language, cookie, expected) => {
    const context = await browser.newContext({ locale: language });
    try {
      if (cookie) await context.addCookies([{ name: 'i18n_redirected', value: cookie, url: host.origin }]);
      const page = await context.newPage();
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
      await context.close();
    }
  });
});

describe('rootRedirect: off', () => {
  it('puts no inline script on / and allows none in the CSP but the speculation rules', async () => {
    const { copy, site } = await buildInMode('off');
    try {
      expect(INLINE_SCRIPT.test(site.read('index.html'))).toBe(false);
      const csp = /Content-Security-Policy: (.*)/.exec(site.read('_headers'))![1]!;
      expect([...csp.matchAll(/'sha256-/g)]).toHaveLength(1);
    } finally {
      site.dispose();
      copy.dispose();
    }
  }, 120_000);
});
