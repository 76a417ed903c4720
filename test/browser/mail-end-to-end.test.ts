/**
 * The forms against the real contact service, end to end: the built site served by the real server with
 * the mail routes, Chromium filling the form (the island solving the real ALTCHA challenge, at a test's
 * cost), and the message arriving at an SMTP server on loopback. Also the same without JavaScript. The two
 * tests share a page.
 */
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createServer, serverOptionsFor } from '../../server/app.js';
import { launchBrowser } from '../helpers/browser.js';
import { createTempOutbox, realContent, startSmtpSink, testMailConfig, waitUntil, type SmtpSink } from '../helpers/mail.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const outbox = createTempOutbox();
let relay: SmtpSink;
let app: FastifyInstance;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  relay = await startSmtpSink();
  const content = realContent();
  app = await createServer({
    ...serverOptionsFor(content, inject('distDir')),
    rootRedirect: 'off',
    mail: { content, config: testMailConfig(outbox.dir, { SMTP_URL: relay.url }) },
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  await relay?.close();
  outbox.dispose();
});

it('a visitor sends the contact form; the message reaches the relay in their language', { timeout: 60_000 }, async () => {
  await page.goto(`${origin}/en`);
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await page.focus('#contact-name');
  await page.locator('#contact-form[novalidate]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.fill('#contact-name', 'Ana Test');
  await page.fill('#contact-email', 'ana@example.me');
  await page.fill('#contact-phoneNumber', '+382 67 123 456');
  await page.click('#contact-form button[type=submit]');
  await expect.poll(() => page.locator('#contact-status').textContent(), { timeout: 30_000, interval: 100 }).toBe(catalogueOf(realContent(), 'en').format('contact.form.success'));
  await waitUntil(() => relay.received.length === 1, 15_000, 'the message at the relay');
  const { email } = relay.received[0]!;
  expect(email.subject).toBe('Contact request: Ana Test');
  expect(email.replyTo).toEqual([{ name: 'Ana Test', address: 'ana@example.me' }]);
  expect(email.text).toContain('Page: https://fiskalis.me/en');
});

it('without JavaScript, the account-deletion form lands on its answer page at #mail-sent and is delivered', { timeout: 60_000 }, async () => {
  // The switch that Playwright's `javaScriptEnabled: false` sets on each page of a context, for the shared page.
  const scripts = await context.newCDPSession(page);
  await scripts.send('Emulation.setScriptExecutionDisabled', { value: true });
  try {
    await page.goto(`${origin}/sr/account-delete`);
    const form = page.locator('form.contact-form');
    const id = (await form.getAttribute('id'))!.replace(/-form$/, '');
    await page.fill(`#${id}-name`, 'Petar Petrović');
    await page.fill(`#${id}-email`, 'petar@example.rs');
    await page.fill(`#${id}-phoneNumber`, '064 123 4567');
    await Promise.all([page.waitForURL(`${origin}/sr/account-delete/answer.html#mail-sent`), page.click(`#${id}-form button[type=submit]`)]);
    await expect(page.locator('#mail-sent').isVisible()).resolves.toBe(true);
    await waitUntil(() => relay.received.length === 2, 15_000, 'the message at the relay');
    const { email, envelope } = relay.received[1]!;
    expect(envelope.to).toEqual(['privacy@fiskalis.me']);
    expect(email.subject).toBe('Zahtev za brisanje naloga: Petar Petrović');
    expect(email.text).toContain('Broj telefona: +381641234567');
  } finally {
    await scripts.send('Emulation.setScriptExecutionDisabled', { value: false });
    await scripts.detach();
  }
});
