/**
 * Screenshots of the form islands in each state a visitor can meet — errors, a refusal from the server,
 * sending, sent — cut to the form, with the contact service stood in (test/helpers/mail-stand-in.ts).
 * Called by scripts/screenshots.ts after the full pages.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Content, LocaleCode } from '../core/content/types.js';
import { gate, MailStandIn } from '../test/helpers/mail-stand-in.js';
import { catalogueOf } from '../core/content/catalogue-of.js';

const FORMS: readonly { readonly url: string; readonly formId: string; readonly locale: LocaleCode }[] = [
  { url: '/en', formId: 'contact', locale: 'en' },
  { url: '/', formId: 'contact', locale: 'me' },
  { url: '/sr', formId: 'contact', locale: 'sr' },
  { url: '/en/account-delete', formId: 'deletion', locale: 'en' },
  { url: '/account-delete', formId: 'deletion', locale: 'me' },
  { url: '/sr/account-delete', formId: 'deletion', locale: 'sr' },
];

export async function captureFormStates(browser: Browser, origin: string, content: Content, outDir: string, widths: readonly number[]): Promise<string[]> {
  const files: string[] = [];
  for (const width of widths) {
    for (const { url, formId, locale } of FORMS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const mail = new MailStandIn();
      await mail.install(context);
      const page = await context.newPage();
      await page.goto(`${origin}${url}`);
      const island = page.locator(`[data-island-id="${formId}"]`);
      await island.scrollIntoViewIfNeeded();
      await page.focus(`#${formId}-name`);
      await page.locator(`#${formId}-form[novalidate]`).waitFor({ state: 'attached' });
      const shoot = async (state: string) => {
        const file = path.join(outDir, `${width}${url.replace(/\//g, '_') || '_root'}_form-${state}.png`);
        await page.mouse.move(0, 0);
        await island.screenshot({ path: file, animations: 'disabled' });
        files.push(file);
      };
      const button = page.locator(`#${formId}-form button[type=submit]`);
      await button.click();
      await fill(page, formId, { name: '', email: 'ana@', phoneNumber: '12' });
      await shoot('errors');
      await fill(page, formId, { name: 'Ana Anić', email: 'ana@example.me', phoneNumber: '+382 67 123 456' });
      mail.answerNext({ status: 429, json: { statusCode: 429, statusMessage: catalogueOf(content, locale).format('contact.form.rateLimited') } });
      await button.click();
      await page.locator(`#${formId}-status[data-kind="failed"]`).waitFor();
      await shoot('failed');
      const held = gate();
      mail.answerNext({ status: 200, json: { statusCode: 200, statusMessage: 'OK' }, until: held.promise });
      await button.click();
      await page.locator(`#${formId}-form[data-phase="sending"]`).waitFor();
      await shoot('sending');
      held.open();
      await page.locator(`#${formId}-form[data-phase="sent"]`).waitFor();
      await shoot('sent');
      await context.close();
    }
  }
  return files;
}

async function fill(page: Page, formId: string, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await page.fill(`#${formId}-${field}`, value);
}
