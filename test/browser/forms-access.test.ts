/**
 * The forms for everyone: keyboard alone, axe (WCAG 2.1 A/AA) with errors and statuses showing, and the
 * plain form post when JavaScript is off. The tests share one page, each loading its page anew.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillForm, hydrateForm, messageIn, openFormPage, POLL, serveBuiltSite, type FormPage, type ServedSite } from '../helpers/form-page.js';
import { axeViolations } from '../helpers/browser-site.js';

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

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('keyboard alone', { timeout: 60_000 }, () => {
  it('tabs into the deletion form from the top of the page, is told what to fix, and sends it', async () => {
    const { page, mail, problems } = tab;
    await tab.open('/sr/account-delete');
    for (let presses = 0; presses < 80 && (await activeId(page)) !== 'deletion-name'; presses++) await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('deletion-name');
    // Focus hydrated the island; tab on through the form to its button (the privacy link is on the way).
    await page.locator('#deletion-form[novalidate]').waitFor({ state: 'attached' });
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || ''));
    }
    expect(order).toEqual(['deletion-email', 'deletion-phoneNumber', messageIn(served, 'sr', 'contact.form.privacyLink'), 'Pošalji']);
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('deletion-name');
    await page.keyboard.type('Nikola Nikolić');
    await page.keyboard.press('Tab');
    await page.keyboard.type('nikola@example.rs');
    await page.keyboard.press('Tab');
    await page.keyboard.type('064 123 4567');
    // Enter in a field submits the form (implicit submission).
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#deletion-status').textContent(), POLL).toBe(messageIn(served, 'sr', 'accountDelete.form.success'));
    expect(mail.requests.map((r) => r.body.kind)).toEqual(['account-deletion']);
    expect(problems).toEqual([]);
  });
});

describe('axe (WCAG 2.1 A and AA) with a form showing its errors', { timeout: 60_000 }, () => {
  it.each([
    ['/en', 'contact', 1440],
    ['/', 'contact', 390],
    ['/sr/account-delete', 'deletion', 390],
    ['/en/account-delete', 'deletion', 1440],
  ])('%s (%s form) at %i px', async (path, formId, width) => {
    const { page, mail } = tab;
    await tab.open(path, { width });
    await hydrateForm(page, formId);
    await page.locator(`#${formId}-form button[type=submit]`).click();
    const island = `[data-island-id="${formId}"]`;
    expect(await axeViolations(page, { include: island })).toEqual([]);
    // And with the server's refusal and a field error of its own showing.
    await fillForm(page, formId, { name: 'Ana', email: 'ana@example.me', phoneNumber: '+382 67 123 456' });
    mail.answerNext({ status: 422, json: { statusCode: 422, statusMessage: 'Check the highlighted fields.', errors: { phoneNumber: 'This number cannot receive calls' } } });
    await page.locator(`#${formId}-form button[type=submit]`).click();
    await expect.poll(() => page.locator(`#${formId}-${'phoneNumber'}-error`).textContent(), POLL).toBe('This number cannot receive calls');
    expect(await axeViolations(page, { include: island })).toEqual([]);
  });
});

describe('the answer page of a form posted without JavaScript', { timeout: 60_000 }, () => {
  it.each(['/en/answer.html#mail-sent', '/answer.html#mail-invalid', '/sr/account-delete/answer.html#mail-failed'])('%s shows that outcome alone and passes axe', async (path) => {
    const { page, problems } = tab;
    await tab.open(path);
    const shown = await page.locator('main [id^="mail-"]').evaluateAll((notices) => notices.filter((n) => n.checkVisibility()).map((n) => n.id));
    expect(shown).toEqual([path.split('#')[1]]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('without JavaScript', { timeout: 60_000 }, () => {
  it('the browser checks the required fields, and the form posts natively with every field; the answer page shows the notice and the way back', async () => {
    const { page, mail } = tab;
    await tab.open('/en', { javaScript: false });
    await page.locator('#contact-form button[type=submit]').click();
    await page.waitForTimeout(200);
    expect(mail.requests).toEqual([]);
    expect(await page.locator('#mail-sent').count()).toBe(0);
    await fillForm(page, 'contact', { name: 'Ana Anić', email: 'ana@example.me', phoneNumber: '067 123 456' });
    await Promise.all([page.waitForURL(/\/en\/answer\.html#mail-sent$/), page.locator('#contact-form button[type=submit]').click()]);
    expect(mail.requests).toHaveLength(1);
    const [request] = mail.requests;
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(request!.idempotencyKey).toBeUndefined();
    expect(request!.body).toEqual({ kind: 'contact', locale: 'en', page: '/en', website: '', topic: 'general', name: 'Ana Anić', email: 'ana@example.me', phoneNumber: '067 123 456' });
    expect(await page.locator('#mail-sent').isVisible()).toBe(true);
    expect(await page.locator('#mail-sent p').textContent()).toBe(messageIn(served, 'en', 'contact.form.success'));
    // Only the outcome the service named is shown; the way back leads to the form.
    expect(await page.locator('#mail-invalid').isVisible()).toBe(false);
    expect(await page.locator('#mail-failed').isVisible()).toBe(false);
    const back = page.getByRole('link', { name: messageIn(served, 'en', 'formAnswer.back.home') });
    expect(await back.getAttribute('href')).toBe('/en#contact-form');
    await Promise.all([page.waitForURL(/\/en#contact-form$/), back.click()]);
    expect(await page.locator('#contact-form').isVisible()).toBe(true);
  });

  it('the account-deletion form posts kind "account-deletion" and its answer page leads back to it', async () => {
    const { page, mail } = tab;
    await tab.open('/sr/account-delete', { javaScript: false });
    await fillForm(page, 'deletion', { name: 'Ana Anić', email: 'ana@example.rs', phoneNumber: '064 123 4567' });
    await Promise.all([page.waitForURL(/\/sr\/account-delete\/answer\.html#mail-sent$/), page.locator('#deletion-form button[type=submit]').click()]);
    expect(mail.requests[0]!.body).toMatchObject({ kind: 'account-deletion', locale: 'sr', page: '/sr/account-delete' });
    expect(await page.locator('#mail-sent p').textContent()).toBe(messageIn(served, 'sr', 'accountDelete.form.success'));
    expect(await page.getByRole('link', { name: messageIn(served, 'sr', 'formAnswer.back.accountDelete') }).getAttribute('href')).toBe('/sr/account-delete#deletion-form');
  });
});
