/**
 * Copy a native reader checks, read where visitors meet it: the product drawings as rendered, the English
 * typography, the privacy texts beside what the runtime and the service really do, and the about section.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { DISMISSED_KEY } from '../../site/runtime/locale/suggestion.js';
import { RELOAD_GUARD_KEY } from '../../site/runtime/reload-guard.js';
import { productDrawings } from '../../site/drawings/product/index.js';
import { contactFormProps } from '../../site/islands/contact-form/props.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));
const CODES = ['en', 'me', 'sr'] as const;
type Code = (typeof CODES)[number];
const t = (code: Code, key: string) => catalogueOf(content, code).format(key);
const localeOf = (code: string) => content.locales.find((l) => l.code === code)!;

function drawn(id: string, code: Code): string {
  const drawing = productDrawings.find((d) => d.id === id)!;
  const catalogue = catalogueOf(content, code);
  return renderToStaticMarkup(drawing.draw({ content, locale: localeOf(code), t: (key, values) => catalogue.format(key, values) }));
}

/** Every string of a message file (comments are not copy), with its dotted key. */
function stringsOf(file: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.push([key, value]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(parse(readFileSync(path.join(PROJECT_ROOT, 'content', file), 'utf8')), '');
  return out;
}

describe('the product drawings in Montenegrin', () => {
  it('say "Kisela voda", the standard form, never the hyper-ijekavian "Kisjela"', () => {
    const misspelt = productDrawings.filter((d) => drawn(d.id, 'me').includes('Kisjel')).map((d) => d.id);
    expect(misspelt).toEqual([]);
    // The hero's checkout, the software tour and the devices drawing all list the water.
    for (const id of ['hero', 'devices']) expect(drawn(id, 'me')).toContain('Kisela voda');
    expect(productDrawings.filter((d) => drawn(d.id, 'me').includes('Kisela voda')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the English copy', () => {
  it('speaks of refunds and corrective receipts, as the Montenegrin and Serbian copy do, never of voiding receipts', () => {
    expect(t('en', 'startNow.features.users.text')).toMatch(/refund/i);
    expect(t('en', 'startNow.features.users.text')).toMatch(/correct/i);
    for (const [key, text] of stringsOf('messages/en.yaml')) expect(`${key}: ${text}`).not.toMatch(/\bvoid(s|ed|ing)?\b/i);
  });

  it('uses curly quotes and apostrophes (US editorial typography), no straight ones', () => {
    const straight = stringsOf('messages/en.yaml').filter(([, text]) => /['"]/.test(text));
    expect(straight.map(([key, text]) => `${key}: ${text.slice(0, 80)}`)).toEqual([]);
    expect(t('en', 'contact.title')).toBe('Let’s talk about your business');
  });
});

describe('the privacy texts', () => {
  it('name the two browser-storage entries beside the one cookie, in every locale, by the keys the runtime uses', () => {
    expect([DISMISSED_KEY, RELOAD_GUARD_KEY]).toEqual(['locale-suggestion-dismissed', 'reload-guard']);
    for (const code of CODES) {
      const cookies = t(code, 'privacy.sections.cookies.body');
      expect(cookies, code).toContain(content.site.localeCookie.name);
      expect(cookies, code).toContain(DISMISSED_KEY);
      expect(cookies, code).toContain(RELOAD_GUARD_KEY);
    }
  });

  it('give one privacy mailbox, the one the deletion form delivers to, on every page', () => {
    const [mailbox, ...others] = content.site.mail.to.accountDeletion;
    expect(others).toEqual([]);
    for (const code of CODES) {
      const texts = catalogueOf(content, code).keys.filter((key) => /^(privacy|accountDelete)\./.test(key)).map((key) => {
        try {
          return catalogueOf(content, code).format(key, { supportEmail: 'SUPPORT', portal: 'PORTAL', policy: 'POLICY' });
        } catch {
          return '';
        }
      });
      const mailboxes = new Set(texts.join('\n').match(/[\w.+-]+@[\w.-]+\.\w+/g));
      expect([...mailboxes].filter((m) => /priva/i.test(m)), code).toEqual([mailbox]);
    }
  });

  it("give the deletion form its own privacy note, not the contact form's inquiry", () => {
    for (const code of CODES) {
      const placement = { formId: 'f', locale: localeOf(code), page: '/account-delete', apiBase: '' };
      const deletion = contactFormProps(content, { ...placement, kind: 'account-deletion' }).messages.privacyNote;
      const contact = contactFormProps(content, { ...placement, kind: 'contact' }).messages.privacyNote;
      expect(deletion.before, code).not.toEqual(contact.before);
      expect(`${deletion.before}${deletion.after}`, code).not.toMatch(/inquiry|upit/i);
      expect(`${deletion.before}${deletion.after}`, code).toMatch(/delet|brisanj/i);
    }
  });
});

describe('the about section', () => {
  // The heading promises what the body then says: the software is the company's own and tested where the
  // customers work. A heading about reliability "every working day" had lost the lines that supported it.
  const claims: Record<(typeof CODES)[number], { title: RegExp; body: RegExp }> = {
    en: { title: /own software.*tested/i, body: /build the software ourselves, test it in real venues/ },
    me: { title: /softver.*provjeren/i, body: /Softver razvijamo sami, testiramo ga u stvarnim objektima/ },
    sr: { title: /softver.*proveren/i, body: /Softver razvijamo sami, testiramo ga u stvarnim objektima/ },
  };
  it.each(CODES)('has a heading its body supports (%s)', (code) => {
    const title = t(code, 'about.title');
    expect(title).toMatch(claims[code].title);
    expect(t(code, 'about.body')).toMatch(claims[code].body);
    expect(title).not.toMatch(/reliab|pouzdan|working day|radnog dana/i);
  });
});
