/**
 * The contact and account-deletion forms in Chromium, on the built site served by the real server (its CSP),
 * with the contact service stood in by test/helpers/mail-stand-in.ts: validation messages in every locale,
 * the button states, the request, failures and idempotency. The topic of a request: forms-topic.test.ts; when
 * the islands load and the proof of work runs: forms-proof-of-work.test.ts. The tests share one page, each
 * loading its form anew.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION, fillForm, HOME, hydrateForm, messageIn, openFormPage, POLL, serveBuiltSite, statusText, submitButton, TEXTS, unexpectedProblems, UUID, VALID, type FormPage, type ServedSite } from '../helpers/form-page.js';
import { gate } from '../helpers/mail-stand-in.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

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

/** What a field shows: its error text, and whether the input is marked and described by it (read in one round trip). */
function fieldState(page: Page, formId: string, field: string) {
  return page.evaluate((id) => {
    const input = document.getElementById(id)!;
    return {
      // The error element is there only while there is an error.
      error: document.getElementById(`${id}-error`)?.textContent ?? '',
      invalid: input.getAttribute('aria-invalid'),
      describedBy: input.getAttribute('aria-describedby'),
    };
  }, `${formId}-${field}`);
}
const shown = (formId: string, field: string, error: string) => ({ error, invalid: 'true', describedBy: `${formId}-${field}-error` });
const clean = { error: '', invalid: null, describedBy: null };

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('validation messages', { timeout: 60_000 }, () => {
  it.each(['en', 'me', 'sr'] as const)('%s: every message of the rules, exactly, tied to its field; focus on the first invalid one', async (code) => {
    const texts = TEXTS[code];
    const { page, mail, problems } = tab;
    await tab.open(HOME[code]);
    await hydrateForm(page, 'contact');
    // No nagging: typing alone shows nothing.
    await page.fill('#contact-email', 'nope');
    expect(await fieldState(page, 'contact', 'email')).toEqual(clean);
    await page.fill('#contact-email', '');

    await submitButton(page, 'contact').click();
    expect(await fieldState(page, 'contact', 'name')).toEqual(shown('contact', 'name', texts.nameRequired));
    expect(await fieldState(page, 'contact', 'email')).toEqual(shown('contact', 'email', texts.emailRequired));
    expect(await fieldState(page, 'contact', 'phoneNumber')).toEqual(shown('contact', 'phoneNumber', texts.phoneRequired));
    expect(await focusedId(page)).toBe('contact-name');
    expect(await statusText(page, 'contact')).toBe(messageIn(served, code, 'contact.form.invalid'));

    // A field that shows an error is checked again as the visitor corrects it.
    await page.keyboard.type('Ana');
    expect(await fieldState(page, 'contact', 'name')).toEqual(clean);
    await page.fill('#contact-email', 'ana@');
    expect(await fieldState(page, 'contact', 'email')).toEqual(shown('contact', 'email', texts.emailInvalid));
    await page.fill('#contact-email', 'ana@example.me');
    expect(await fieldState(page, 'contact', 'email')).toEqual(clean);
    await page.fill('#contact-phoneNumber', '12');
    expect(await fieldState(page, 'contact', 'phoneNumber')).toEqual(shown('contact', 'phoneNumber', texts.phoneInvalid));
    await page.fill('#contact-phoneNumber', '+382 67 123 456');
    expect(await fieldState(page, 'contact', 'phoneNumber')).toEqual(clean);
    // Nothing left to correct: the summary goes too.
    expect(await statusText(page, 'contact')).toBe('');

    await fillForm(page, 'contact', { name: 'a'.repeat(101), email: 'not an address', phoneNumber: '067-ABC' });
    await submitButton(page, 'contact').click();
    expect(await fieldState(page, 'contact', 'name')).toEqual(shown('contact', 'name', texts.nameTooLong));
    expect(await fieldState(page, 'contact', 'email')).toEqual(shown('contact', 'email', texts.emailInvalid));
    expect(await fieldState(page, 'contact', 'phoneNumber')).toEqual(shown('contact', 'phoneNumber', texts.phoneInvalid));
    expect(await focusedId(page)).toBe('contact-name');

    await fillForm(page, 'contact', VALID);
    await page.locator('#contact-name').evaluate((input: HTMLInputElement) => {
      input.value = 'Ana\u0007';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.fill('#contact-email', 'nope');
    await submitButton(page, 'contact').click();
    expect(await fieldState(page, 'contact', 'name')).toEqual(shown('contact', 'name', texts.nameInvalid));
    expect(await fieldState(page, 'contact', 'email')).toEqual(shown('contact', 'email', texts.emailInvalid));
    expect(await fieldState(page, 'contact', 'phoneNumber')).toEqual(clean);
    expect(mail.requests).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(['en', 'me', 'sr'] as const)('%s: the account-deletion form shows the same messages', async (code) => {
    const texts = TEXTS[code];
    const { page, problems } = tab;
    await tab.open(DELETION[code]);
    await hydrateForm(page, 'deletion');
    await submitButton(page, 'deletion').click();
    expect(await fieldState(page, 'deletion', 'name')).toEqual(shown('deletion', 'name', texts.nameRequired));
    expect(await fieldState(page, 'deletion', 'email')).toEqual(shown('deletion', 'email', texts.emailRequired));
    expect(await fieldState(page, 'deletion', 'phoneNumber')).toEqual(shown('deletion', 'phoneNumber', texts.phoneRequired));
    expect(await focusedId(page)).toBe('deletion-name');
    expect(await submitButton(page, 'deletion').textContent()).toBe(texts.send);
    expect(problems).toEqual([]);
  });
});

describe('sending', { timeout: 60_000 }, () => {
  it('send → sending → sent; no second submit while sending; cleared after sent and sendable again with a new key', async () => {
    const texts = TEXTS.me;
    const { page, mail, problems } = tab;
    await tab.open(HOME.me);
    await hydrateForm(page, 'contact');
    await fillForm(page, 'contact', VALID);
    const answer = gate();
    mail.answerNext({ status: 200, json: { statusCode: 200, statusMessage: 'OK' }, until: answer.promise });
    const button = submitButton(page, 'contact');
    expect(await button.textContent()).toBe(texts.send);
    await button.click();
    await expect.poll(() => mail.requests.length, POLL).toBe(1);
    expect(await button.textContent()).toBe(texts.sending);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    // Still focused (not `disabled`), and nothing sends it twice: clicks, Enter on it, Enter in a field.
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    // force: Playwright would wait for an aria-disabled button to be enabled; a visitor just clicks.
    await button.click({ force: true });
    await page.keyboard.press('Enter');
    await page.locator('#contact-email').press('Enter');
    expect(await page.locator('#contact-email').evaluate((i: HTMLInputElement) => i.readOnly)).toBe(true);
    answer.open();
    await expect.poll(() => button.textContent(), POLL).toBe(texts.sent);
    expect(mail.requests).toHaveLength(1);
    expect(await statusText(page, 'contact')).toBe(messageIn(served, 'me', 'contact.form.success'));
    for (const field of ['name', 'email', 'phoneNumber']) expect(await page.inputValue(`#contact-${field}`)).toBe('');
    expect(await button.getAttribute('aria-disabled')).toBeNull();

    // The next edit starts a new message: the button says send again.
    await page.fill('#contact-name', 'Marko Marković');
    expect(await button.textContent()).toBe(texts.send);
    expect(await statusText(page, 'contact')).toBe('');
    await page.fill('#contact-email', 'marko@example.me');
    await page.fill('#contact-phoneNumber', '+382 69 765 432');
    await button.click();
    await expect.poll(() => button.textContent(), POLL).toBe(texts.sent);
    expect(mail.requests).toHaveLength(2);
    const [first, second] = mail.requests;
    expect(first!.idempotencyKey).toMatch(UUID);
    expect(second!.idempotencyKey).toMatch(UUID);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(mail.requests.map((r) => r.proof)).toEqual(['verified', 'verified']);
    expect(problems).toEqual([]);
  });

  it("a refusal (4xx) shows the server's statusMessage and keeps the input; a retry keeps the Idempotency-Key, changed input gets a new one", async () => {
    const { page, mail, problems } = tab;
    await tab.open(HOME.sr);
    await hydrateForm(page, 'contact');
    const values = { name: 'Jelena Petrović', email: 'jelena@example.rs', phoneNumber: '064 123 4567' };
    await fillForm(page, 'contact', values);
    const limited = 'Poslali ste više poruka u kratkom roku. Sačekajte minut i pokušajte ponovo.';
    mail.answerNext(
      { status: 429, json: { statusCode: 429, statusMessage: limited } },
      { status: 403, json: { statusCode: 403, statusMessage: 'Provera nije uspela.' } },
    );
    const button = submitButton(page, 'contact');
    await button.click();
    await expect.poll(() => statusText(page, 'contact'), POLL).toBe(limited);
    expect(await button.textContent()).toBe(TEXTS.sr.send);
    for (const [field, value] of Object.entries(values)) expect(await page.inputValue(`#contact-${field}`)).toBe(value);

    await button.click();
    await expect.poll(() => statusText(page, 'contact'), POLL).toBe('Provera nije uspela.');
    // Trailing spaces do not make it another submission: the values are compared normalized.
    await page.fill('#contact-email', 'jelena@example.rs  ');
    await page.fill('#contact-email', 'jelena.petrovic@example.rs');
    await button.click();
    await expect.poll(() => button.textContent(), POLL).toBe(TEXTS.sr.sent);
    const keys = mail.requests.map((r) => r.idempotencyKey);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // Each attempt carries a proof of work of its own.
    expect(mail.requests.map((r) => r.proof)).toEqual(['verified', 'verified', 'verified']);
    expect(mail.requests[0]!.body.phoneNumber).toBe('+381641234567');
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('a refusal without a statusMessage shows the generic message; field errors from the server show on their fields', async () => {
    const { page, mail, problems } = tab;
    await tab.open(HOME.en);
    await hydrateForm(page, 'contact');
    await fillForm(page, 'contact', VALID);
    mail.answerNext({ status: 400, json: {} }, { status: 422, json: { statusCode: 422, statusMessage: 'Please check the highlighted fields.', errors: { email: 'This address does not accept mail' } } });
    await submitButton(page, 'contact').click();
    await expect.poll(() => statusText(page, 'contact'), POLL).toBe(messageIn(served, 'en', 'contact.form.error'));
    await submitButton(page, 'contact').click();
    await expect.poll(() => statusText(page, 'contact'), POLL).toBe('Please check the highlighted fields.');
    expect(await fieldState(page, 'contact', 'email')).toEqual(shown('contact', 'email', 'This address does not accept mail'));
    expect(await fieldState(page, 'contact', 'name')).toEqual(clean);
    expect(await focusedId(page)).toBe('contact-email');
    expect(await page.inputValue('#contact-email')).toBe(VALID.email);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  // Issue 20, item 7: a visitor whose network is fine is not told to check it when the service is down.
  it.each(['en', 'me', 'sr'] as const)('%s: the service not answering or answering 5xx says so with the support address as a link; only a browser offline says offline; retries keep the key', async (code) => {
    const { page, context, mail, problems } = tab;
    await tab.open(HOME[code]);
    await hydrateForm(page, 'contact');
    // A lost answer is a route's to give: from here to the end of the test the stand-in answers this page's
    // requests itself (the form has hydrated: its code came from the server, as any visitor's does).
    const unroute = await mail.install(page);
    try {
      await fillForm(page, 'contact', VALID);
      const support = code === 'sr' ? 'podrska@fiskalis.rs' : 'podrska@fiskalis.me';
      const unavailable = catalogueOf(served.content, code).format('contact.form.unavailable', { email: support });
      const button = submitButton(page, 'contact');
      const link = page.locator(`#contact-status a[href="mailto:${support}"]`);
      // The connection fails while the browser is online: the service is down.
      mail.answerNext({ abort: true }, { status: 503, json: { statusCode: 503, statusMessage: 'Service Unavailable' } }, { status: 502, json: {} });
      for (let attempt = 0; attempt < 3; attempt++) {
        await button.click();
        await expect.poll(() => mail.requests.length, POLL).toBe(attempt + 1);
        await expect.poll(() => statusText(page, 'contact'), POLL).toBe(unavailable);
        expect(await link.textContent()).toBe(support);
        expect(await button.textContent()).toBe(TEXTS[code].send);
      }
      expect(await page.inputValue('#contact-name')).toBe(VALID.name);

      // The browser goes offline (navigator.onLine is false) and the request fails (the stand-in is a route, which offline emulation does not cut).
      await context.setOffline(true);
      mail.answerNext({ abort: true });
      await button.click();
      await expect.poll(() => statusText(page, 'contact'), POLL).toBe(messageIn(served, code, 'contact.form.offline'));
      expect(await link.count()).toBe(0);
      await context.setOffline(false);
      await button.click();
      await expect.poll(() => button.textContent(), POLL).toBe(TEXTS[code].sent);
      expect(new Set(mail.requests.map((r) => r.idempotencyKey)).size).toBe(1);
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      // The next test shares the context and the page.
      await context.setOffline(false);
      await unroute();
    }
  });

  it.each(['en', 'me', 'sr'] as const)('%s: the account-deletion form posts JSON of the contract with kind "account-deletion"', async (code) => {
    const { page, mail, problems } = tab;
    await tab.open(DELETION[code]);
    await hydrateForm(page, 'deletion');
    await fillForm(page, 'deletion', { name: '  Petar Perić ', email: 'petar@example.me', phoneNumber: '+382 67 123 456' });
    await submitButton(page, 'deletion').click();
    await expect.poll(() => submitButton(page, 'deletion').textContent(), POLL).toBe(TEXTS[code].sent);
    expect(await statusText(page, 'deletion')).toBe(messageIn(served, code, 'accountDelete.form.success'));
    const [request] = mail.requests;
    expect(request!.contentType).toBe('application/json');
    expect(request!.idempotencyKey).toMatch(UUID);
    expect(Object.keys(request!.body).sort()).toEqual(['altcha', 'email', 'kind', 'locale', 'name', 'phoneNumber', 'website']);
    expect(request!.body).toMatchObject({ name: 'Petar Perić', email: 'petar@example.me', phoneNumber: '+38267123456', kind: 'account-deletion', locale: code, website: '' });
    expect(request!.proof).toBe('verified');
    expect(problems).toEqual([]);
  });

  it('the contact form sends kind "contact"; numbers without a country code are read in the locale\'s country', async () => {
    const { page, mail } = tab;
    await tab.open(HOME.sr);
    await hydrateForm(page, 'contact');
    await fillForm(page, 'contact', { ...VALID, phoneNumber: '064 123 4567' });
    await submitButton(page, 'contact').click();
    await expect.poll(() => mail.requests.length, POLL).toBe(1);
    expect(mail.requests[0]!.body).toMatchObject({ kind: 'contact', locale: 'sr', phoneNumber: '+381641234567' });
  });
});
