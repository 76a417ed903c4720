/**
 * When the form islands load and the proof of work runs, in Chromium on the built site served by the real
 * server, with the contact service stood in: island code only when needed, the work started when the form
 * comes into view, a new challenge after expiry, the "securing" status, typing kept across hydration. The
 * tests share a context, and all but the one that counts the code loaded share its page, each loading its form anew.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION, fillForm, HOME, hydrateForm, messageIn, openFormPage, POLL, serveBuiltSite, statusText, submitButton, TEXTS, VALID, type FormPage, type ServedSite } from '../helpers/form-page.js';
import { gate } from '../helpers/mail-stand-in.js';

let served: ServedSite;
let tab: FormPage;
beforeAll(async () => {
  served = await serveBuiltSite();
  tab = await openFormPage(served);
}, 90_000);
afterAll(async () => {
  await tab?.close();
  await served?.close();
});

/**
 * A new page of the shared context and the scripts it asks for, without their hashes. Playwright reports a
 * request served from the HTTP cache too, so a script the context has loaded before is counted all the same.
 */
async function pageCountingScripts(): Promise<{ readonly page: Page; readonly scripts: string[] }> {
  const page = await tab.context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, '.js'));
  });
  return { page, scripts };
}

describe('hydration and the proof of work', { timeout: 60_000 }, () => {
  it('the deletion page loads no island code until its form is used (interaction), the home page as the form nears (visible)', async () => {
    const deletion = await pageCountingScripts();
    try {
      await deletion.page.goto(`${served.origin}${DELETION.sr}`, { waitUntil: 'networkidle' });
      await deletion.page.mouse.wheel(0, 400);
      await deletion.page.waitForTimeout(300);
      expect(deletion.scripts).toEqual(['/assets/boot.js']);
      await deletion.page.focus('#deletion-email');
      await expect.poll(() => deletion.scripts, POLL).toContain('/assets/contact-form.js');
      // A touched form starts its proof of work, whose chunks and workers follow the island's: the home page is
      // opened in a page of its own, so none of them is counted as the home page's.
      await expect.poll(() => deletion.scripts, POLL).toContain('/assets/proof-of-work.js');
    } finally {
      await deletion.page.close();
    }
    const home = await pageCountingScripts();
    try {
      await home.page.goto(`${served.origin}${HOME.sr}`, { waitUntil: 'networkidle' });
      expect(home.scripts).toEqual(['/assets/boot.js']);
      await home.page.locator('#contact').scrollIntoViewIfNeeded();
      await expect.poll(() => home.scripts, POLL).toContain('/assets/contact-form.js');
    } finally {
      await home.page.close();
    }
  });

  // Issue 20, item 8: the work starts before the visitor types, so a quick visitor seldom waits for it.
  it('solves the proof of work under the served CSP, as soon as the form is in view, before it is touched', async () => {
    const { page, mail, problems } = tab;
    const response = await tab.open(HOME.en);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'[^;]*; style-src 'self';/);
    expect(mail.challengesServed).toBe(0);
    await hydrateForm(page, 'contact');
    await expect.poll(() => mail.challengesServed, POLL).toBe(1);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.focus('#contact-name');
    await fillForm(page, 'contact', VALID);
    await submitButton(page, 'contact').click();
    await expect.poll(() => mail.requests.length, POLL).toBe(1);
    expect(mail.requests[0]!.proof).toBe('verified');
    // A CSP violation would be logged as a console error by the page's listener.
    expect(problems).toEqual([]);
  });

  it('solves a new challenge when the first one expires', async () => {
    const { page, mail, problems } = tab;
    await tab.open(HOME.en);
    mail.challengeSeconds = 2;
    await hydrateForm(page, 'contact');
    await page.focus('#contact-name');
    await expect.poll(() => mail.challengesServed, POLL).toBe(1);
    // The widget says when its challenge has expired (its state stays "expired" if that was before we listen).
    await page.locator('altcha-widget').evaluate((widget: HTMLElement & { getState(): string }) => {
      if (widget.getState() !== 'expired') return new Promise((resolve) => widget.addEventListener('expired', resolve, { once: true }));
    });
    mail.challengeSeconds = 600;
    await fillForm(page, 'contact', VALID);
    await submitButton(page, 'contact').click();
    await expect.poll(() => mail.requests.length, POLL).toBe(1);
    expect(mail.challengesServed).toBe(2);
    expect(mail.requests[0]!.proof).toBe('verified');
    expect(problems).toEqual([]);
  });

  it.each(['en', 'me', 'sr'] as const)('%s: a send still waiting for the proof of work says it is securing the message, then sends', async (code) => {
    const { page, mail, problems } = tab;
    await tab.open(HOME[code]);
    // The challenge is held back, so the proof of work cannot finish before the visitor sends.
    const challenge = gate();
    mail.challengesUntil = challenge.promise;
    try {
      await hydrateForm(page, 'contact');
      await fillForm(page, 'contact', VALID);
      await submitButton(page, 'contact').click();
      expect(await submitButton(page, 'contact').textContent()).toBe(TEXTS[code].sending);
      await expect.poll(() => statusText(page, 'contact'), POLL).toBe(messageIn(served, code, 'contact.form.securing'));
      expect(mail.requests).toHaveLength(0);
      challenge.open();
      await expect.poll(() => submitButton(page, 'contact').textContent(), POLL).toBe(TEXTS[code].sent);
      expect(await statusText(page, 'contact')).toBe(messageIn(served, code, 'contact.form.success'));
      expect(mail.requests.map((r) => r.proof)).toEqual(['verified']);
      expect(problems).toEqual([]);
    } finally {
      challenge.open();
    }
  });

  it('keeps what was typed before the island hydrated (the deletion form hydrates on first use)', async () => {
    const { page, mail, problems } = tab;
    // The island's code is held back until the visitor has typed, so the typing surely comes first. The route
    // is there before the page loads: with it the page's HTTP cache is off, so the code is surely asked for.
    const island = gate();
    const islandCode = /\/assets\/contact-form-[\w-]+\.js$/;
    const hold = async (route: Route) => {
      await island.promise;
      await route.continue();
    };
    await page.route(islandCode, hold);
    try {
      await tab.open(DELETION.en);
      expect(await page.getAttribute('[data-island-id="deletion"]', 'data-hydrate')).toBe('interaction');
      await page.focus('#deletion-name');
      await page.keyboard.type('Ana Anić');
      expect(await page.locator('#deletion-form[novalidate]').count()).toBe(0);
      island.open();
      await page.locator('#deletion-form[novalidate]').waitFor({ state: 'attached' });
      expect(await page.inputValue('#deletion-name')).toBe('Ana Anić');
      await page.fill('#deletion-email', 'ana@example.me');
      await page.fill('#deletion-phoneNumber', '067 123 456');
      await submitButton(page, 'deletion').click();
      await expect.poll(() => mail.requests.length, POLL).toBe(1);
      expect(mail.requests[0]!.body.name).toBe('Ana Anić');
      expect(problems).toEqual([]);
    } finally {
      island.open();
      await page.unroute(islandCode, hold);
    }
  });
});
