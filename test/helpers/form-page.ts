/**
 * The built site served over loopback by the real server (its `_headers` CSP included) with the contact
 * service stood in on that server (test/helpers/mail-stand-in.ts), a browser, and pages that open a form,
 * recording console problems and CSP violations.
 */
import type { FastifyInstance } from 'fastify';
import type { Content } from '../../core/content/types.js';
import type { Browser, BrowserContext, CDPSession, Locator, Page, Response } from 'playwright-core';
import { createServer, serverOptionsFor } from '../../server/app.js';
import { launchBrowser } from './browser.js';
import { sharedSite, type SharedSite } from './built-site.js';
import { MailStandIn } from './mail-stand-in.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

export interface ServedSite {
  readonly origin: string;
  /** The content the site was built from, for the texts a test expects. */
  readonly content: Content;
  readonly browser: Browser;
  /** The contact service's stand-in at /mail/… of the same server: no request of the browser is intercepted. */
  readonly mail: MailStandIn;
  close(): Promise<void>;
}

export async function serveBuiltSite(): Promise<ServedSite> {
  const site: SharedSite = await sharedSite();
  // Pages as they are: the root page is the Montenegrin home, whatever the browser's language.
  const app: FastifyInstance = await createServer({ ...serverOptionsFor(site.result.content, site.outDir), rootRedirect: 'off' });
  const mail = new MailStandIn();
  await mail.serveOn(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  return {
    origin,
    content: site.result.content,
    browser,
    mail,
    async close() {
      await browser.close();
      await app.close();
      site.dispose();
    },
  };
}

export interface FormPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The served site's stand-in. */
  readonly mail: MailStandIn;
  /** Console errors and warnings, uncaught page errors and CSP violations, in order, since the last `open`. */
  readonly problems: string[];
  /**
   * Loads `path` anew, as a visitor arriving there at `width` px (1280 by default), with JavaScript on unless
   * `javaScript` is false: the stand-in forgets the requests and plans of earlier tests, and the problems are
   * cleared. The page's response.
   */
  open(path: string, options?: { readonly width?: number; readonly javaScript?: boolean }): Promise<Response | null>;
  close(): Promise<void>;
}

const WIDTH = 1280;
const HEIGHT = 900;

/**
 * A context and a page that the tests of a file share, each test starting with `open`: a context costs more
 * than a page load, and the forms keep nothing in cookies or storage for the next test.
 */
export async function openFormPage(served: ServedSite): Promise<FormPage> {
  const context = await served.browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const { mail } = served;
  let scripts: CDPSession | undefined;
  let javaScriptOn = true;
  return {
    context,
    page,
    mail,
    problems,
    async open(path, { width = WIDTH, javaScript = true } = {}) {
      mail.reset();
      problems.length = 0;
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
      if (javaScript !== javaScriptOn) {
        // The switch that Playwright's `javaScriptEnabled: false` sets on each page of a context, for this page.
        scripts ??= await context.newCDPSession(page);
        await scripts.send('Emulation.setScriptExecutionDisabled', { value: !javaScript });
        javaScriptOn = javaScript;
      }
      // Where only the fragment differs from the page shown, goto just scrolls (and answers null): load it anew.
      return (await page.goto(`${served.origin}${path}`)) ?? (await page.reload());
    },
    close: () => context.close(),
  };
}

/** Brings the form into view (and, for an `interaction` island, focuses its first field) and waits until it has hydrated. */
export async function hydrateForm(page: Page, formId: string): Promise<Locator> {
  const form = page.locator(`#${formId}-form`);
  await form.scrollIntoViewIfNeeded();
  if ((await page.locator(`[data-island-id="${formId}"]`).getAttribute('data-hydrate')) === 'interaction') await page.focus(`#${formId}-name`);
  // The island sets noValidate once hydrated; before, the browser's own checks apply.
  await page.locator(`#${formId}-form[novalidate]`).waitFor({ state: 'attached' });
  return form;
}

/**
 * For expect.poll: solving, sending and hydrating can take seconds on a loaded CI machine (the default is 1 s).
 * Each look at the page is a round trip through Playwright to the browser, so not every 50 ms (the default).
 */
export const POLL = { timeout: 15_000, interval: 100 } as const;

/** Failed requests are logged by Chromium itself; tests that make the endpoint fail on purpose expect those. */
export function unexpectedProblems(problems: readonly string[]): string[] {
  return problems.filter((p) => !p.includes('Failed to load resource'));
}

export async function fillForm(page: Page, formId: string, values: { name: string; email: string; phoneNumber: string }): Promise<void> {
  await page.fill(`#${formId}-name`, values.name);
  await page.fill(`#${formId}-email`, values.email);
  await page.fill(`#${formId}-phoneNumber`, values.phoneNumber);
}

/** A message of the built content in a locale, as the page shows it. */
export function messageIn(served: ServedSite, locale: string, key: string): string {
  return catalogueOf(served.content, locale).format(key);
}

/** The home and account-deletion page of each locale. */
export const HOME = { en: '/en', me: '/', sr: '/sr' } as const;
export const DELETION = { en: '/en/account-delete', me: '/account-delete', sr: '/sr/account-delete' } as const;

/** The specification's texts (§4, §5), verbatim, and the project's two name rules. */
export const TEXTS = {
  en: { nameRequired: 'Name is required', emailRequired: 'Email is required', emailInvalid: 'Invalid email', phoneRequired: 'Phone number is required', phoneInvalid: 'Invalid phone number', nameTooLong: 'Name must be 100 characters or fewer', nameInvalid: 'Name contains characters that are not allowed', send: 'Send', sending: 'Sending...', sent: 'Sent' },
  me: { nameRequired: 'Ime je obavezno', emailRequired: 'Email je obavezan', emailInvalid: 'Nevažeći email', phoneRequired: 'Broj telefona je obavezan', phoneInvalid: 'Nevažeći broj telefona', nameTooLong: 'Ime može imati najviše 100 znakova', nameInvalid: 'Ime sadrži nedozvoljene znakove', send: 'Pošalji', sending: 'Slanje...', sent: 'Poslato' },
  sr: { nameRequired: 'Ime je obavezno', emailRequired: 'Email je obavezan', emailInvalid: 'Nevažeći email', phoneRequired: 'Broj telefona je obavezan', phoneInvalid: 'Nevažeći broj telefona', nameTooLong: 'Ime može imati najviše 100 znakova', nameInvalid: 'Ime sadrži nedozvoljene znakove', send: 'Pošalji', sending: 'Slanje...', sent: 'Poslato' },
} as const;

export const VALID = { name: 'Milica Jovanović', email: 'milica@example.me', phoneNumber: '067 123 456' };
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The form's submit button, and its status line. */
export const submitButton = (page: Page, formId: string) => page.locator(`#${formId}-form button[type=submit]`);
export const statusText = async (page: Page, formId: string) => (await page.locator(`#${formId}-status`).textContent()) ?? '';
