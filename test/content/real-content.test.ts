import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { numberKind } from '../../core/format.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));

describe('the real content', () => {
  it('declares the three locales with their labels, tags, prefixes and markets', () => {
    expect(content.locales.map((l) => [l.code, l.label, l.lang, l.hreflang, l.prefix, l.market.currency])).toEqual([
      ['en', 'USA', 'en-US', 'en-US', '/en', 'EUR'],
      ['me', 'Crna Gora', 'sr-Latn-ME', 'sr-ME', '', 'EUR'],
      ['sr', 'Srbija', 'sr-Latn-RS', 'sr-RS', '/sr', 'RSD'],
    ]);
    expect(content.site.localeCookie).toEqual({ name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax' });
    expect(content.site.updateCheckMinutes).toBe(60);
    expect(content.site.rootRedirect).toBe('cookie');
    expect(content.locales.map((l) => [l.code, l.country])).toEqual([['en', 'ME'], ['me', 'ME'], ['sr', 'RS']]);
    expect(content.site.mail.to.contact.length).toBeGreaterThan(0);
  });

  it('has the three routes with their layouts', () => {
    expect(content.routes.map((r) => [r.id, r.path, r.layout])).toEqual([
      ['home', '/', 'default'],
      ['privacy', '/privacy', 'custom'],
      ['accountDelete', '/account-delete', 'custom'],
    ]);
  });

  it('lists the 14 landing sections in the order of the specification (its footer is the layout\'s)', () => {
    expect(content.sections.map((s) => `${s.type}:${s.messages}`)).toEqual([
      'hero:landing', 'whoWeAre:digitalStrategy', 'administration:startNow', 'whatWeOffer:optimizedPlatform',
      'about:about', 'howToStart:howToStart', 'whyBetter:betterBecause', 'software:allYouNeed',
      'statistics:appData', 'offer:offer', 'devices:multipleDevices', 'testimonials:testimonials',
      'supportTeam:supportTeam', 'contact:contact',
    ]);
    expect(content.sections.find((s) => s.type === 'howToStart')?.setupMinutes).toBe(2);
  });

  it('prices the EUR packages as the specification does, one popular per segment', () => {
    const eur = content.markets.find((m) => m.id === 'eur')!;
    expect(eur.packages.map((p) => [p.segment, p.tier, p.price, p.isPopular])).toEqual([
      ['retail', 'start', 12, false], ['retail', 'standard', 15, true], ['retail', 'premium', 20, false],
      ['hospitality', 'start', 25, true], ['hospitality', 'standard', 30, false], ['hospitality', 'premium', 50, false],
    ]);
    expect([eur.currency, eur.billingPeriod, eur.plusVat]).toEqual(['EUR', 'month', false]);
  });

  it('gives the Serbian market no package price, and the RSD device and add-on prices plus VAT', () => {
    const rsd = content.markets.find((m) => m.id === 'rsd')!;
    expect([rsd.currency, rsd.billingPeriod, rsd.plusVat, rsd.numericPrices]).toEqual(['RSD', 'month', true, false]);
    expect(rsd.packages.every((p) => p.price === undefined)).toBe(true);
    const device = (segment: string) => rsd.packages.find((p) => p.segment === segment && p.tier === 'start')?.device?.price;
    expect([device('retail'), device('hospitality')]).toEqual([1800, 3000]);
    expect(rsd.packages.find((p) => p.segment === 'hospitality' && p.tier === 'premium')?.includes).toEqual({ cashRegisters: 1, mobileDevices: 2 });
    expect(rsd.addOns.map((a) => [a.id, a.price])).toEqual([['extraCashRegister', 2000], ['extraMobileDevice', 1200]]);
  });

  it('accumulates tier features: Standard includes Start, Premium includes Standard', () => {
    const features = (tier: string, segment: 'retail' | 'hospitality') => content.tiers.find((t) => t.id === tier)!.features[segment];
    expect(features('start', 'retail')).toEqual(['oneTill', 'articles', 'invoices', 'reports', 'warehouse']);
    expect(features('standard', 'retail')).toEqual([...features('start', 'retail'), 'quickKeys', 'weighedBarcodes', 'incomingInvoices', 'partnerCards']);
    expect(features('standard', 'hospitality')).toEqual([...features('standard', 'retail'), 'priceLists', 'recipeNorms']);
    expect(features('premium', 'hospitality')).toEqual(
      content.features.filter((f) => [...features('standard', 'hospitality'), 'multipleTills', 'integrations', 'networkMode', 'mobileOrdering', 'kitchenMonitor'].includes(f)),
    );
    expect(features('premium', 'retail')).not.toContain('kitchenMonitor');
    expect(content.tiers.map((t) => t.support)).toEqual(['business', 'business', 'allDay']);
    // The hours of each support level are worded per locale (a clock range reads differently in each language).
    const support = (code: 'en' | 'me' | 'sr') => catalogueOf(content, code).format('pricingPackages.support.business');
    expect([support('en'), support('me'), support('sr')]).toEqual(['Support 8 a.m.–midnight', 'Podrška od 8 do 24 h', 'Podrška od 8 do 24 h']);
  });

  it('has the contact-form labels and validation messages of the specification, verbatim', () => {
    const pick = (code: 'en' | 'me' | 'sr', keys: string[]) => keys.map((k) => catalogueOf(content, code).format(k));
    const keys = ['contact.form.send', 'contact.form.sending', 'contact.form.sent', 'contact.validation.nameRequired', 'contact.validation.emailRequired', 'contact.validation.emailInvalid', 'contact.validation.phoneRequired', 'contact.validation.phoneInvalid'];
    expect(pick('en', keys)).toEqual(['Send', 'Sending...', 'Sent', 'Name is required', 'Email is required', 'Invalid email', 'Phone number is required', 'Invalid phone number']);
    const local = ['Pošalji', 'Slanje...', 'Poslato', 'Ime je obavezno', 'Email je obavezan', 'Nevažeći email', 'Broj telefona je obavezan', 'Nevažeći broj telefona'];
    expect(pick('me', keys)).toEqual(local);
    expect(pick('sr', keys)).toEqual(local);
  });

  it('formats ICU plurals and dates per locale, in Latin script', () => {
    const millions = (code: 'en' | 'me' | 'sr', value: number) => catalogueOf(content, code).format('appData.millions', { value, kind: numberKind(value) });
    expect([1.2, 2.1, 186].map((v) => millions('en', v))).toEqual(['1.2 million', '2.1 million', '186 million']);
    // Integers follow the plural rules (1 and 21 milion, 2–4 and 22 miliona); a decimal always takes the
    // genitive, though CLDR puts 2.1 and 1.1 in `one` with 21.
    for (const code of ['me', 'sr'] as const) {
      expect([1, 21, 11, 2, 22, 5, 186].map((v) => millions(code, v))).toEqual(['1 milion', '21 milion', '11 miliona', '2 miliona', '22 miliona', '5 miliona', '186 miliona']);
      expect([1.2, 2.1, 1.1, 2.4, 21.5].map((v) => millions(code, v))).toEqual(['1,2 miliona', '2,1 miliona', '1,1 miliona', '2,4 miliona', '21,5 miliona']);
    }
    expect(catalogueOf(content, 'me').format('errors.notFoundPath', { path: '/x' })).toBe('Stranica nije pronađena: /x');
    // After a day number the month is in the genitive ("15. januara"), whatever CLDR's nominative says.
    const updated = (code: 'en' | 'me' | 'sr', date: Date) => catalogueOf(content, code).format('privacy.updated', { date });
    expect(updated('sr', new Date(Date.UTC(2026, 0, 15)))).toBe('Poslednja izmena: 15. januara 2026.');
    expect(updated('me', new Date(Date.UTC(2026, 10, 1)))).toBe('Posljednja izmjena: 1. novembra 2026.');
    expect(updated('sr', new Date(Date.UTC(2026, 7, 31)))).toBe('Poslednja izmena: 31. avgusta 2026.');
    expect(updated('en', new Date(Date.UTC(2026, 10, 1)))).toBe('Last updated: November 1, 2026');
    expect(updated('sr', new Date(Date.UTC(2026, 0, 15)))).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('writes Montenegrin and Serbian copy in Latin script only', () => {
    for (const code of ['me', 'sr'] as const) {
      const catalogue = catalogueOf(content, code);
      const cyrillic = catalogue.keys.filter((k) => /[\u0400-\u04FF]/.test(catalogue.source(k)));
      expect(cyrillic).toEqual([]);
    }
  });

  it('is frozen, so no stage can change it', () => {
    expect(Object.isFrozen(content)).toBe(true);
    expect(Object.isFrozen(content.markets[0]!.packages[0])).toBe(true);
  });
});
