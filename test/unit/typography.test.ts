import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { bindShortWords, isDisplayKey, typesetMessage } from '../../core/typography.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

/** Non-breaking spaces shown as "°", so a failing expectation is readable. */
const shown = (text: string) => text.replace(/\u00a0/g, '°');

describe('bindShortWords', () => {
  it('ties a one- or two-letter word to the word after it', () => {
    expect(shown(bindShortWords('Sve što vam treba, u jednoj aplikaciji'))).toBe('Sve što vam treba, u°jednoj aplikaciji');
    expect(shown(bindShortWords('Spremni za rad u tri jednostavna koraka'))).toBe('Spremni za°rad u°tri jednostavna koraka');
    expect(shown(bindShortWords('Pouzdanost na koju možete računati'))).toBe('Pouzdanost na°koju možete računati');
  });

  it('ties a chain of short words, at the start, after an opening mark, and leaves longer words alone', () => {
    expect(shown(bindShortWords('i u radnji i na terasi'))).toBe('i°u°radnji i°na°terasi');
    expect(shown(bindShortWords('O nama (i o vama) „od srca“'))).toBe('O°nama (i°o°vama) „od°srca“');
    expect(bindShortWords('Kasa bez komplikacija')).toBe('Kasa bez komplikacija');
  });

  it('does not tie a short word that ends in punctuation, or inside a word or an abbreviation', () => {
    expect(bindShortWords('Da, i to.')).toBe('Da, i\u00a0to.');
    expect(bindShortWords('Fiskalis d.o.o. osnovan')).toBe('Fiskalis d.o.o. osnovan');
    expect(bindShortWords('e-fiskalizacija je tu')).toBe('e-fiskalizacija je\u00a0tu');
  });

  it('leaves a line break where a tie would make a run too long to wrap on a narrow screen', () => {
    expect(bindShortWords('Kasa i e\u2011fiskalizacija, bez komplikacija')).toBe('Kasa i e\u2011fiskalizacija, bez komplikacija');
  });

  it('is harmless for English and keeps every other character', () => {
    const text = 'Up and running in three simple steps';
    expect(shown(bindShortWords(text))).toBe('Up°and running in°three simple steps');
    expect(bindShortWords(text).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('typesetMessage', () => {
  it('typesets headings and leads, not page metadata', () => {
    expect(['landing.title', 'offer.lead', 'privacy.sections.rights.title', 'accountDelete.form.lead'].every(isDisplayKey)).toBe(true);
    expect(['seo.home.title', 'header.nav.home', 'contact.form.send', 'pricingPackages.rsd.addOnsTitle', 'landing.titleNote'].some(isDisplayKey)).toBe(false);
  });

  const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));

  it('never changes a text the specification fixes: validation, buttons, navigation, the 404 status', () => {
    const fixed = [
      'contact.validation.nameRequired', 'contact.validation.emailRequired', 'contact.validation.emailInvalid',
      'contact.validation.phoneRequired', 'contact.validation.phoneInvalid',
      'contact.form.send', 'contact.form.sending', 'contact.form.sent',
      ...content.site.navigation.header.map((item) => item.label), content.site.navigation.signIn.label,
      'errors.notFound', 'errors.internal',
    ];
    for (const locale of content.locales) {
      const catalogue = catalogueOf(content, locale.code);
      for (const key of fixed) expect(typesetMessage(key, catalogue.format(key))).toBe(catalogue.format(key));
      // The locale labels (USA, Crna Gora, Srbija) are data, not messages; nothing typesets them.
      expect(locale.label).toBe({ en: 'USA', me: 'Crna Gora', sr: 'Srbija' }[locale.code]);
    }
    expect(catalogueOf(content, 'en').format('errors.notFound')).toBe('Page Not Found');
  });

  it('ties the short words of the Montenegrin and Serbian headings', () => {
    for (const code of ['me', 'sr'] as const) {
      const title = catalogueOf(content, code).format('allYouNeed.title');
      expect(shown(typesetMessage('allYouNeed.title', title))).toBe('Sve što vam treba, u°jednoj aplikaciji');
    }
  });
});
