import { describe, expect, it } from 'vitest';
import { resolveContent, resolveTiers } from '../../pipeline/resolve.js';
import type { PackagesData, SectionsData, SiteData, TiersData } from '../../core/content/types.js';
import { compileCatalogue, createFormatter } from '../../pipeline/i18n/compile.js';
import type { Catalogue } from '../../core/messages.js';

const tiersData: TiersData = {
  features: ['oneTill', 'articles', 'quickKeys', 'priceLists', 'integrations'],
  tiers: [
    { id: 'start', support: 'business', features: { all: ['articles', 'oneTill'] } },
    { id: 'standard', includes: 'start', support: 'business', features: { retail: ['quickKeys'], hospitality: ['priceLists', 'quickKeys'] } },
    { id: 'premium', includes: 'standard', support: 'allDay', features: { all: ['integrations'] } },
  ],
};

describe('resolveTiers', () => {
  it('accumulates features along includes per segment, in catalogue order, and keeps what each tier adds', () => {
    expect(resolveTiers(tiersData)).toEqual([
      {
        id: 'start',
        support: 'business',
        features: { retail: ['oneTill', 'articles'], hospitality: ['oneTill', 'articles'] },
        addedFeatures: { retail: ['oneTill', 'articles'], hospitality: ['oneTill', 'articles'] },
      },
      {
        id: 'standard',
        includes: 'start',
        support: 'business',
        features: { retail: ['oneTill', 'articles', 'quickKeys'], hospitality: ['oneTill', 'articles', 'quickKeys', 'priceLists'] },
        addedFeatures: { retail: ['quickKeys'], hospitality: ['quickKeys', 'priceLists'] },
      },
      {
        id: 'premium',
        includes: 'standard',
        support: 'allDay',
        features: { retail: ['oneTill', 'articles', 'quickKeys', 'integrations'], hospitality: ['oneTill', 'articles', 'quickKeys', 'priceLists', 'integrations'] },
        addedFeatures: { retail: ['integrations'], hospitality: ['integrations'] },
      },
    ]);
  });

  it('does not depend on the order of the tiers in the file, and lists a feature once when a tier repeats it', () => {
    const [start, standard, premium] = tiersData.tiers;
    const reordered: TiersData = { ...tiersData, tiers: [premium!, { ...standard!, features: { all: ['oneTill', 'quickKeys'] } }, start!] };
    expect(resolveTiers(reordered).map((t) => [t.id, t.features.retail, t.addedFeatures.retail])).toEqual([
      ['premium', ['oneTill', 'articles', 'quickKeys', 'integrations'], ['integrations']],
      ['standard', ['oneTill', 'articles', 'quickKeys'], ['oneTill', 'quickKeys']],
      ['start', ['oneTill', 'articles'], ['oneTill', 'articles']],
    ]);
  });
});

describe('resolveContent', () => {
  const link = 'https://fiskalis.me';
  const site: SiteData = {
    brand: { name: 'Fiskalis', legalName: 'Fiskalis d.o.o.' },
    baseUrl: 'https://fiskalis.me',
    defaultLocale: 'en',
    locales: [
      { code: 'en', label: 'USA', lang: 'en-US', hreflang: 'en-US', ogLocale: 'en_US', prefix: '/en', market: 'eur', country: 'ME' },
      { code: 'sr', label: 'Srbija', lang: 'sr-Latn-RS', hreflang: 'sr-RS', ogLocale: 'sr_RS', prefix: '/sr', market: 'rsd', country: 'RS' },
    ],
    localeCookie: { name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax' },
    rootRedirect: 'cookie',
    routes: [
      { id: 'home', path: '/', middleware: ['rootRedirect'], seo: 'seo.home' },
      { id: 'privacy', path: '/privacy', layout: 'custom', seo: 'seo.privacy' },
    ],
    navigation: { header: [{ label: 'header.nav.home', section: 'hero' }], signIn: { label: 'header.nav.signIn', link: 'signIn' }, footer: [] },
    offices: [],
    links: { signIn: link, freeTrial: link, selfServicePortal: link, app: link, setup: link, demoApp: link, documentation: link },
    api: { baseUrl: '' },
    mail: { from: 'web@fiskalis.me', to: { contact: ['a@fiskalis.me'], accountDeletion: ['b@fiskalis.me'] } },
    updateCheckMinutes: false,
  };
  const sections: SectionsData = { sections: [{ id: 'hero', type: 'hero', messages: 'landing' }] };
  const packages: PackagesData = {
    markets: [
      {
        id: 'eur', currency: 'EUR', billingPeriod: 'month', plusVat: false, numericPrices: true,
        packages: [{ segment: 'retail', tier: 'start', price: 12, isPopular: true, title: 'custom.title' }],
      },
      {
        id: 'rsd', currency: 'RSD', billingPeriod: 'month', plusVat: true, numericPrices: false,
        packages: [{ segment: 'retail', tier: 'premium', isPopular: true, cta: 'custom.cta' }],
        addOns: [{ id: 'extra', price: 2000, label: 'addOns.extra' }],
      },
    ],
  };
  const catalogue = (lang: string): Catalogue => compileCatalogue(lang, createFormatter(lang), []).catalogue;
  const messages = { en: catalogue('en'), me: catalogue('sr-Latn-ME'), sr: catalogue('sr-Latn-RS') };
  const content = resolveContent({ site, sections, tiers: tiersData, packages, messages });

  it('fills route defaults: layout default, no middleware', () => {
    expect(content.routes).toEqual([
      { id: 'home', path: '/', layout: 'default', middleware: ['rootRedirect'], seo: 'seo.home' },
      { id: 'privacy', path: '/privacy', layout: 'custom', middleware: [], seo: 'seo.privacy' },
    ]);
  });

  it('fills package title and cta from the tier, and gives a market without add-ons an empty list', () => {
    expect(content.markets.map((m) => [m.id, m.addOns, m.packages.map((p) => [p.title, p.cta])])).toEqual([
      ['eur', [], [['custom.title', 'pricingPackages.cta']]],
      ['rsd', [{ id: 'extra', price: 2000, label: 'addOns.extra' }], [['pricingPackages.tiers.premium', 'custom.cta']]],
    ]);
  });

  it('resolves each locale\'s market to the market itself', () => {
    expect(content.locales.map((l) => [l.code, l.market])).toEqual([
      ['en', content.markets[0]],
      ['sr', content.markets[1]],
    ]);
    expect(content.locales[1]!.market).toBe(content.markets[1]);
  });

  it('keeps the rest of site.yaml as site, without locales and routes', () => {
    const { locales: _l, routes: _r, ...rest } = site;
    expect(content.site).toEqual(rest);
    expect(Object.keys(content.site)).not.toContain('locales');
  });

  it('carries sections, the feature catalogue, resolved tiers and the catalogues', () => {
    expect(content.sections).toEqual(sections.sections);
    expect(content.features).toEqual(tiersData.features);
    expect(content.tiers).toEqual(resolveTiers(tiersData));
    expect(content.messages.sr).toBe(messages.sr);
  });

  it('freezes everything, deeply', () => {
    expect([
      Object.isFrozen(content),
      Object.isFrozen(content.site.brand),
      Object.isFrozen(content.routes[0]!.middleware),
      Object.isFrozen(content.markets[1]!.addOns[0]),
      Object.isFrozen(content.tiers[2]!.features.hospitality),
    ]).toEqual([true, true, true, true, true]);
  });
});
