/**
 * The topic of a contact request in Chromium (issue 20, item 2), on the built site served by the real server,
 * with the contact service stood in: each call to action opens the form on its topic, also without JavaScript.
 * The tests share one page, each loading its form anew.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION, fillForm, HOME, messageIn, openFormPage, POLL, serveBuiltSite, submitButton, VALID, type FormPage, type ServedSite } from '../helpers/form-page.js';

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

// Issue 20, item 2: the call to action that brought the visitor picks what the request is about.
describe('the topic of a request', { timeout: 60_000 }, () => {
  const TOPIC_LINKS = { demo: 'a[href="#contact-demo"]', quote: 'a[href="#contact-quote"]', support: 'a[href="#contact-support"]' } as const;
  const lead = (page: Page) => page.evaluate(() => document.getElementById('contact-lead')?.textContent ?? '');
  const support = (page: Page) => page.evaluate(() => document.querySelector('.contact-form__support')?.textContent ?? '');

  it.each(['en', 'me', 'sr'] as const)('%s: each call to action opens the form on its topic, said in the form\'s lead; support shows the phones and hours; the choice can be changed and is sent', async (code) => {
    const { page, mail, problems } = tab;
    await tab.open(HOME[code]);
    const t = (key: string) => messageIn(served, code, key);
    const select = page.locator('#contact-topic');
    // The hero's "Book a demo", before the island has loaded: it reads the fragment when it hydrates.
    await page.click(TOPIC_LINKS.demo);
    await page.locator('#contact-form[novalidate]').waitFor({ state: 'attached' });
    await expect.poll(() => select.inputValue(), POLL).toBe('demo');
    expect(await lead(page)).toBe(t('contact.form.topicLeads.demo'));
    expect(await support(page)).toBe('');

    // Later calls to action, with the island hydrated.
    await page.click(TOPIC_LINKS.quote);
    await expect.poll(() => select.inputValue(), POLL).toBe('quote');
    expect(await lead(page)).toBe(t('contact.form.topicLeads.quote'));
    await page.click(TOPIC_LINKS.support);
    await expect.poll(() => select.inputValue(), POLL).toBe('support');
    expect(await lead(page)).toBe(t('contact.form.topicLeads.support'));
    const shown = await support(page);
    for (const phone of ['+382\u00a020\u00a0672\u00a0310', '+381\u00a021\u00a0454\u00a0720']) expect(shown).toContain(phone);
    expect(shown).toContain(t('pricingPackages.support.business'));
    expect(shown).toContain(t('pricingPackages.support.allDay'));
    expect(await page.locator('.contact-form__support a[href="tel:+38220672310"]').count()).toBe(1);

    // The visitor changes it: a general question has the section's own heading and lead only.
    await select.selectOption('general');
    expect(await lead(page)).toBe('');
    expect(await support(page)).toBe('');
    await select.selectOption('quote');
    expect(await lead(page)).toBe(t('contact.form.topicLeads.quote'));
    expect(await select.evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.textContent))).toEqual(['general', 'demo', 'quote', 'support'].map((k) => t(`contact.form.topics.${k}`)));

    await fillForm(page, 'contact', VALID);
    await submitButton(page, 'contact').click();
    await expect.poll(() => mail.requests.length, POLL).toBe(1);
    expect(mail.requests[0]!.body).toMatchObject({ kind: 'contact', locale: code, topic: 'quote' });
    expect(problems).toEqual([]);
  });

  it('without JavaScript the call to action still lands on the form, and the visitor picks the topic in the select, which is posted', async () => {
    const { page, mail } = tab;
    await tab.open(HOME.en, { javaScript: false });
    await page.click(TOPIC_LINKS.support);
    expect(new URL(page.url()).hash).toBe('#contact-support');
    expect(await page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top < innerHeight && section.getBoundingClientRect().bottom > 0)).toBe(true);
    expect(await page.locator('#contact-topic').inputValue()).toBe('general');
    await page.locator('#contact-topic').selectOption('demo');
    await fillForm(page, 'contact', VALID);
    await Promise.all([page.waitForURL(/answer\.html#mail-sent$/), submitButton(page, 'contact').click()]);
    expect(mail.requests[0]!.body).toMatchObject({ kind: 'contact', topic: 'demo' });
  });

  it('the account-deletion form has no topic', async () => {
    await tab.open(DELETION.en);
    expect(await tab.page.locator('#deletion-topic').count()).toBe(0);
  });
});
