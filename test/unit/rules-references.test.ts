import { describe, expect, it } from 'vitest';
import type { PackagesData, SectionsData, SiteData, TiersData } from '../../core/content/types.js';
import { createProblem } from '../../core/errors/problem.js';
import { checkReferences } from '../../pipeline/validate/rules/references.js';
import { positionOf } from '../helpers/fixture-site.js';
import { checked, yaml } from '../helpers/inline-yaml.js';

const SITE = 'content/site.yaml';
const siteText = yaml`
  routes:
    - { id: home, path: /, seo: seo.home }
    - { id: privacy, path: /privacy, seo: seo.privacy }
  navigation:
    header:
      - { label: header.nav.home, section: hero }
      - { label: header.nav.gone, section: pricing }
    signIn: { label: header.nav.signIn, link: signIn }
    footer:
      - { label: footer.privacy, route: privacy }
      - { label: footer.terms, route: terms }
  offices:
    - { id: montenegro, title: footer.offices.montenegro }
`;
const SECTIONS = 'content/sections.yaml';
const sectionsText = yaml`
  sections:
    - { id: hero, type: hero, messages: landing }
    - { id: statistics, type: statistics, messages: appData, stats: [{ id: users, millions: 1, label: appData.users }] }
    - { id: devices, type: devices, messages: devices, downloads: [{ link: app, label: devices.app }] }
    - id: testimonials
      type: testimonials
      messages: testimonials
      quotes: [{ id: ana, name: Ana, messages: posQuotes.ana }]
      members: [{ id: milica, name: Milica, messages: team.milica }]
`;
const TIERS = 'content/tiers.yaml';
const tiersText = yaml`
  features: [oneTill, warehouse]
  tiers:
    - { id: start, support: business }
    - { id: premium, support: allDay }
`;
const PACKAGES = 'content/packages.yaml';
const packagesText = yaml`
  markets:
    - id: eur
      billingPeriod: month
      packages:
        - { segment: retail, tier: start }
        - { segment: retail, tier: premium, title: pricingPackages.custom.title, cta: pricingPackages.custom.cta }
      addOns: [{ id: extra, price: 1, label: pricingPackages.addOns.extra }]
`;

/** Every key the data above names, so each test can remove the ones it is about. */
const allKeys = [
  'seo.home.title', 'seo.home.description', 'seo.privacy.title', 'seo.privacy.description',
  'header.nav.home', 'header.nav.gone', 'header.nav.signIn', 'footer.privacy', 'footer.terms', 'footer.offices.montenegro',
  'landing.title', 'appData.title', 'appData.users', 'devices.deep.title', 'devices.app', 'testimonials.title',
  'posQuotes.ana.quote', 'posQuotes.ana.role', 'team.milica.role',
  'pricingPackages.features.oneTill', 'pricingPackages.features.warehouse',
  'pricingPackages.tiers.start', 'pricingPackages.tiers.premium', 'pricingPackages.support.business', 'pricingPackages.support.allDay',
  'pricingPackages.cta', 'pricingPackages.custom.title', 'pricingPackages.custom.cta', 'pricingPackages.addOns.extra',
  'pricingPackages.billingPeriod.month', 'pricingPackages.segments.retail',
];
const context = (keys?: readonly string[]) => ({
  site: checked<SiteData>(SITE, siteText),
  sections: checked<SectionsData>(SECTIONS, sectionsText),
  tiers: checked<TiersData>(TIERS, tiersText),
  packages: checked<PackagesData>(PACKAGES, packagesText),
  messageFiles: new Map(),
  ...(keys ? { messageKeys: new Set(keys) } : {}),
});
const without = (...removed: string[]) => allKeys.filter((k) => !removed.includes(k));
const at = (file: string, text: string, needle: string, offset = 0, occurrence = 1) => ({ file, ...positionOf(text, needle, offset, occurrence) });
const unknownMessage = (where: string, key: string, position: { file: string; line: number; column: number }) =>
  createProblem('E_UNKNOWN_MESSAGE', `${where} refers to message "${key}", which the message catalogues do not have`, position);

const navigationProblems = [
  createProblem('E_UNKNOWN_SECTION', 'Unknown section "pricing" at navigation.header[1]; known: hero, statistics, devices, testimonials', at(SITE, siteText, 'pricing')),
  createProblem('E_UNKNOWN_ROUTE', 'Unknown route "terms" at navigation.footer[1]; known: home, privacy', at(SITE, siteText, 'terms }')),
];

describe('checkReferences', () => {
  it('reports navigation to a section or a route that does not exist, and nothing else when every key exists', () => {
    expect(checkReferences(context(allKeys))).toEqual(navigationProblems);
  });

  it('checks navigation without message keys, and section targets only with a checked sections file', () => {
    expect(checkReferences(context())).toEqual(navigationProblems);
    const { sections: _, ...noSections } = context();
    expect(checkReferences(noSections)).toEqual([navigationProblems[1]]);
  });

  it('reports a missing label, office title, stat, download and add-on label as the key itself', () => {
    const problems = checkReferences(context(without('header.nav.signIn', 'footer.offices.montenegro', 'appData.users', 'devices.app', 'pricingPackages.addOns.extra')));
    expect(problems.slice(navigationProblems.length)).toEqual([
      unknownMessage('navigation.signIn.label', 'header.nav.signIn', at(SITE, siteText, 'header.nav.signIn')),
      unknownMessage('offices[0].title', 'footer.offices.montenegro', at(SITE, siteText, 'footer.offices.montenegro')),
      unknownMessage('sections[1].stats[0].label', 'appData.users', at(SECTIONS, sectionsText, 'appData.users')),
      unknownMessage('sections[2].downloads[0].label', 'devices.app', at(SECTIONS, sectionsText, 'devices.app')),
      unknownMessage('markets[0].addOns[0].label', 'pricingPackages.addOns.extra', at(PACKAGES, packagesText, 'pricingPackages.addOns.extra')),
    ]);
  });

  it('requires title and description under a route\'s seo group, role and quote under a quote, role under a member', () => {
    const problems = checkReferences(context(without('seo.privacy.description', 'posQuotes.ana.quote', 'team.milica.role')));
    expect(problems.slice(navigationProblems.length)).toEqual([
      unknownMessage('routes[1].seo', 'seo.privacy.description', at(SITE, siteText, 'seo.privacy')),
      unknownMessage('sections[3].quotes[0].messages', 'posQuotes.ana.quote', at(SECTIONS, sectionsText, 'posQuotes.ana')),
      unknownMessage('sections[3].members[0].messages', 'team.milica.role', at(SECTIONS, sectionsText, 'team.milica')),
    ]);
  });

  it('leaves a section\'s own message group to message-groups.ts, and accepts any key, however deep, under a group', () => {
    expect(checkReferences(context(without('landing.title'))).slice(navigationProblems.length)).toEqual([]);
    // devices.deep.title keeps the group devices alive without devices.app.
    expect(checkReferences(context(without('devices.app'))).slice(navigationProblems.length)).toEqual([
      unknownMessage('sections[2].downloads[0].label', 'devices.app', at(SECTIONS, sectionsText, 'devices.app')),
    ]);
  });

  it('requires the labels of features, tier names and support levels that tiers.yaml names', () => {
    const problems = checkReferences(context(without('pricingPackages.features.warehouse', 'pricingPackages.support.allDay', 'pricingPackages.tiers.start')));
    expect(problems.slice(navigationProblems.length)).toEqual([
      unknownMessage('features[1]', 'pricingPackages.features.warehouse', at(TIERS, tiersText, 'warehouse')),
      unknownMessage('tiers[0].id', 'pricingPackages.tiers.start', at(TIERS, tiersText, 'start')),
      unknownMessage('tiers[1].support', 'pricingPackages.support.allDay', at(TIERS, tiersText, 'allDay')),
      unknownMessage('markets[0].packages[0].tier', 'pricingPackages.tiers.start', at(PACKAGES, packagesText, 'start')),
    ]);
  });

  it('requires a package\'s title and cta, or their defaults by tier, at the field that names them', () => {
    const problems = checkReferences(context(without('pricingPackages.cta', 'pricingPackages.custom.title', 'pricingPackages.custom.cta')));
    expect(problems.slice(navigationProblems.length)).toEqual([
      unknownMessage('markets[0].packages[0].tier', 'pricingPackages.cta', at(PACKAGES, packagesText, 'start')),
      unknownMessage('markets[0].packages[1].title', 'pricingPackages.custom.title', at(PACKAGES, packagesText, 'pricingPackages.custom.title')),
      unknownMessage('markets[0].packages[1].cta', 'pricingPackages.custom.cta', at(PACKAGES, packagesText, 'pricingPackages.custom.cta')),
    ]);
  });

  it("requires the label of each market's billing period, and of each segment it sells once", () => {
    expect(checkReferences(context(without('pricingPackages.billingPeriod.month', 'pricingPackages.segments.retail')))).toEqual([
      ...navigationProblems,
      unknownMessage('markets[0].billingPeriod', 'pricingPackages.billingPeriod.month', at(PACKAGES, packagesText, 'month')),
      unknownMessage('markets[0].packages[0].segment', 'pricingPackages.segments.retail', at(PACKAGES, packagesText, 'retail')),
    ]);
  });
});
