/**
 * The contact and account-deletion forms in Chromium, on the built site served by the real server (its CSP),
 * with the contact service stood in by test/helpers/mail-stand-in.ts: validation messages in every locale,
 * the button states, the request, failures, idempotency and the proof of work.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillForm, hydrateForm, messageIn, openPage, POLL, serveBuiltSite, unexpectedProblems, type ServedSite } from '../helpers/form-page.js';
import { gate } from '../helpers/mail-stand-in.js';

let served: ServedSite;
beforeAll(async () => {
  served = await serveBuiltSite();
}, 90_000);
afterAll(async () => {
  await served?.close();
});

const HOME = { en: '/en', me: '/', sr: '/sr' } as const;
const DELETION = { en: '/en/account-delete', me: '/account-delete', sr: '/sr/account-delete' } as const;

/** The specification's texts (§4, §5), verbatim, and the project's two name rules. */
const TEXTS = {
  en: { nameRequired: 'Name is required', emailRequired: 'Email is required', emailInvalid: 'Invalid email', phoneRequired: 'Phone number is required', phoneInvalid: 'Invalid phone number', nameTooLong: 'Name must be 100 characters or fewer', nameInvalid: 'Name contains characters that are not allowed', send: 'Send', sending: 'Sending...', sent: 'Sent' },
  me: { nameRequired: 'Ime je obavezno', emailRequired: 'Email je obavezan', emailInvalid: 'Nevažeći email', phoneRequired: 'Broj telefona je obavezan', phoneInvalid: 'Nevažeći broj telefona', nameTooLong: 'Ime može imati najviše 100 znakova', nameInvalid: 'Ime sadrži nedozvoljene znakove', send: 'Pošalji', sending: 'Slanje...', sent: 'Poslato' },
  sr: { nameRequired: 'Ime je obavezno', emailRequired: 'Email je obavezan', emailInvalid: 'Nevažeći email', phoneRequired: 'Broj telefona je obavezan', phoneInvalid: 'Nevažeći broj telefona', nameTooLong: 'Ime može imati najviše 100 znakova', nameInvalid: 'Ime sadrži nedozvoljene znakove', send: 'Pošalji', sending: 'Slanje...', sent: 'Poslato' },
} as const;

const VALID = { name: 'Milica Jovanović', email: 'milica@example.me', phoneNumber: '067 123 456' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What a field shows: its error text, and whether the input is marked and described by it. */
async function fieldState(page: Page, formId: string, field: string) {
  const input = page.locator(`#${formId}-${field}`);
  return {
    // The error element is there only while there is an error.
    error: await page.evaluate((id) => document.getElementById(id)?.textContent ?? '', `${formId}-${field}-error`),
    invalid: await input.getAttribute('aria-invalid'),
    describedBy: await input.getAttribute('aria-describedby'),
  };
}
const shown = (formId: string, field: string, error: string) => ({ error, invalid: 'true', describedBy: `${formId}-${field}-error` });
const clean = { error: '', invalid: null, describedBy: null };

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const submitButton = (page: Page, formId: string) => page.locator(`#${formId}-form button[type=submit]`);
const statusText = async (page: Page, formId: string) => (await page.locator(`#${formId}-status`).textContent()) ?? '';

describe('validation messages', { timeout: 60_000 }, () => {
  it.each(['en', 'me', 'sr'] as const)('%s: every message of the rules, exactly, tied to its field; focus on the first invalid one', async (code) => {
    const texts = TEXTS[code];
    const { page, mail, problems, close } = await openPage(served, HOME[code]);
    try {
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
    } finally {
      await close();
    }
  });

  it.each(['en', 'me', 'sr'] as const)('%s: the account-deletion form shows the same messages', async (code) => {
    const texts = TEXTS[code];
    const { page, problems, close } = await openPage(served, DELETION[code]);
    try {
      await hydrateForm(page, 'deletion');
      await submitButton(page, 'deletion').click();
      expect(await fieldState(page, 'deletion', 'name')).toEqual(shown('deletion', 'name', texts.nameRequired));
      expect(await fieldState(page, 'deletion', 'email')).toEqual(shown('deletion', 'email', texts.emailRequired));
      expect(await fieldState(page, 'deletion', 'phoneNumber')).toEqual(shown('deletion', 'phoneNumber', texts.phoneRequired));
      expect(await focusedId(page)).toBe('deletion-name');
      expect(await submitButton(page, 'deletion').textContent()).toBe(texts.send);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('sending', { timeout: 60_000 }, () => {
  it('send → sending → sent; no second submit while sending; cleared after sent and sendable again with a new key', async () => {
    const texts = TEXTS.me;
    const { page, mail, problems, close } = await openPage(served, HOME.me);
    try {
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
    } finally {
      await close();
    }
  });

  it("a refusal (4xx) shows the server's statusMessage and keeps the input; a retry keeps the Idempotency-Key, changed input gets a new one", async () => {
    const { page, mail, problems, close } = await openPage(served, HOME.sr);
    try {
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
    } finally {
      await close();
    }
  });

  it('a refusal without a statusMessage shows the generic message; field errors from the server show on their fields', async () => {
    const { page, mail, problems, close } = await openPage(served, HOME.en);
    try {
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
    } finally {
      await close();
    }
  });

  // Issue 20, item 7: a visitor whose network is fine is not told to check it when the service is down.
  it.each(['en', 'me', 'sr'] as const)('%s: the service not answering or answering 5xx says so with the support address as a link; only a browser offline says offline; retries keep the key', async (code) => {
    const { page, context, mail, problems, close } = await openPage(served, HOME[code]);
    try {
      await hydrateForm(page, 'contact');
      await fillForm(page, 'contact', VALID);
      const support = code === 'sr' ? 'podrska@fiskalis.rs' : 'podrska@fiskalis.me';
      const unavailable = served.content.messages[code].format('contact.form.unavailable', { email: support });
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
      await close();
    }
  });

  it.each(['en', 'me', 'sr'] as const)('%s: the account-deletion form posts JSON of the contract with kind "account-deletion"', async (code) => {
    const { page, mail, problems, close } = await openPage(served, DELETION[code]);
    try {
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
    } finally {
      await close();
    }
  });

  it('the contact form sends kind "contact"; numbers without a country code are read in the locale\'s country', async () => {
    const { page, mail, close } = await openPage(served, HOME.sr);
    try {
      await hydrateForm(page, 'contact');
      await fillForm(page, 'contact', { ...VALID, phoneNumber: '064 123 4567' });
      await submitButton(page, 'contact').click();
      await expect.poll(() => mail.requests.length, POLL).toBe(1);
      expect(mail.requests[0]!.body).toMatchObject({ kind: 'contact', locale: 'sr', phoneNumber: '+381641234567' });
    } finally {
      await close();
    }
  });
});

// Issue 20, item 2: the call to action that brought the visitor picks what the request is about.
describe('the topic of a request', { timeout: 60_000 }, () => {
  const TOPIC_LINKS = { demo: 'a[href="#contact-demo"]', quote: 'a[href="#contact-quote"]', support: 'a[href="#contact-support"]' } as const;
  const lead = (page: Page) => page.evaluate(() => document.getElementById('contact-lead')?.textContent ?? '');
  const support = (page: Page) => page.evaluate(() => document.querySelector('.contact-form__support')?.textContent ?? '');

  it.each(['en', 'me', 'sr'] as const)('%s: each call to action opens the form on its topic, said in the form\'s lead; support shows the phones and hours; the choice can be changed and is sent', async (code) => {
    const { page, mail, problems, close } = await openPage(served, HOME[code]);
    const t = (key: string) => messageIn(served, code, key);
    try {
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
    } finally {
      await close();
    }
  });

  it('without JavaScript the call to action still lands on the form, and the visitor picks the topic in the select, which is posted', async () => {
    const { page, mail, close } = await openPage(served, HOME.en, { javaScriptEnabled: false });
    try {
      await page.click(TOPIC_LINKS.support);
      expect(new URL(page.url()).hash).toBe('#contact-support');
      expect(await page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top < innerHeight && section.getBoundingClientRect().bottom > 0)).toBe(true);
      expect(await page.locator('#contact-topic').inputValue()).toBe('general');
      await page.locator('#contact-topic').selectOption('demo');
      await fillForm(page, 'contact', VALID);
      await Promise.all([page.waitForURL(/answer\.html#mail-sent$/), submitButton(page, 'contact').click()]);
      expect(mail.requests[0]!.body).toMatchObject({ kind: 'contact', topic: 'demo' });
    } finally {
      await close();
    }
  });

  it('the account-deletion form has no topic', async () => {
    const { page, close } = await openPage(served, DELETION.en);
    try {
      expect(await page.locator('#deletion-topic').count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('hydration and the proof of work', { timeout: 60_000 }, () => {
  it('the deletion page loads no island code until its form is used (interaction), the home page as the form nears (visible)', async () => {
    const scripts: string[] = [];
    const { page, context, close } = await openPage(served, '/');
    try {
      context.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, '.js'));
      });
      await page.goto(`${served.origin}${DELETION.sr}`, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(300);
      expect(scripts).toEqual(['/assets/boot.js']);
      await page.focus('#deletion-email');
      await expect.poll(() => scripts, POLL).toContain('/assets/contact-form.js');
      // A touched form starts its proof of work, whose chunks and workers follow the island's: the home page is
      // opened in a page of its own, once this one is closed, so none of them is counted as the home page's.
      await expect.poll(() => scripts, POLL).toContain('/assets/proof-of-work.js');
      await page.close();
      scripts.length = 0;
      const home = await context.newPage();
      await home.goto(`${served.origin}${HOME.sr}`, { waitUntil: 'networkidle' });
      expect(scripts).toEqual(['/assets/boot.js']);
      await home.locator('#contact').scrollIntoViewIfNeeded();
      await expect.poll(() => scripts, POLL).toContain('/assets/contact-form.js');
    } finally {
      await close();
    }
  });

  // Issue 20, item 8: the work starts before the visitor types, so a quick visitor seldom waits for it.
  it('solves the proof of work under the served CSP, as soon as the form is in view, before it is touched', async () => {
    const { page, mail, problems, close } = await openPage(served, HOME.en);
    try {
      const response = await page.reload();
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
    } finally {
      await close();
    }
  });

  it('solves a new challenge when the first one expires', async () => {
    const { page, mail, problems, close } = await openPage(served, HOME.en);
    try {
      mail.challengeSeconds = 2;
      await hydrateForm(page, 'contact');
      await page.focus('#contact-name');
      await expect.poll(() => mail.challengesServed, POLL).toBe(1);
      await page.waitForTimeout(3_000);
      mail.challengeSeconds = 600;
      await fillForm(page, 'contact', VALID);
      await submitButton(page, 'contact').click();
      await expect.poll(() => mail.requests.length, POLL).toBe(1);
      expect(mail.challengesServed).toBe(2);
      expect(mail.requests[0]!.proof).toBe('verified');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['en', 'me', 'sr'] as const)('%s: a send still waiting for the proof of work says it is securing the message, then sends', async (code) => {
    const { page, context, mail, problems, close } = await openPage(served, HOME[code]);
    try {
      // The challenge is held back, so the proof of work cannot finish before the visitor sends.
      const challenge = gate();
      await context.route((url) => url.pathname === '/mail/challenge', async (route) => {
        await challenge.promise;
        await route.fallback();
      });
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
      await close();
    }
  });

  it('keeps what was typed before the island hydrated (the deletion form hydrates on first use)', async () => {
    const { page, context, mail, problems, close } = await openPage(served, DELETION.en);
    try {
      // Slow the island's code down so the typing surely comes first.
      await context.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      expect(await page.getAttribute('[data-island-id="deletion"]', 'data-hydrate')).toBe('interaction');
      await page.focus('#deletion-name');
      await page.keyboard.type('Ana Anić');
      expect(await page.locator('#deletion-form[novalidate]').count()).toBe(0);
      await page.locator('#deletion-form[novalidate]').waitFor({ state: 'attached' });
      expect(await page.inputValue('#deletion-name')).toBe('Ana Anić');
      await page.fill('#deletion-email', 'ana@example.me');
      await page.fill('#deletion-phoneNumber', '067 123 456');
      await submitButton(page, 'deletion').click();
      await expect.poll(() => mail.requests.length, POLL).toBe(1);
      expect(mail.requests[0]!.body.name).toBe('Ana Anić');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
