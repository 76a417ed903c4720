/** Broken files, YAML syntax, schema violations and unknown names. */
import { type BrokenCase, EN, ME, PACKAGES, SECTIONS, SITE, SR, TIERS, aliasBomb, at, edit } from './helpers.js';

export const fileCases: BrokenCase[] = [
  // ── Files ──────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a missing data file',
    mutate: (site) => site.remove(TIERS),
    expect: () => ({ code: 'E_FILE_MISSING', file: TIERS, line: 1, column: 1, message: ['content/tiers.yaml'] }),
  },
  {
    name: 'a message catalogue saved as .yml',
    mutate: (site) => site.write('content/messages/hr.yml', site.read(EN)),
    expect: () => ({ code: 'E_FILE_NAME', file: 'content/messages/hr.yml', line: 1, column: 1, message: ['.yaml'] }),
  },
  {
    name: 'a language tag that matches the pattern but is not BCP 47',
    mutate: edit(SITE, 'lang: en-US', 'lang: en-US-US'),
    expect: (site) => ({ code: 'E_INVALID_LANG', ...at(site, SITE, 'en-US-US'), message: ['"en-US-US"', 'locales[0].lang'] }),
  },

  // ── YAML syntax ────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a map key indented less than its siblings',
    mutate: edit(SITE, '  maxAgeDays: 365', ' maxAgeDays: 365'),
    expect: (site) => ({ code: 'E_YAML_SYNTAX', ...at(site, SITE, 'maxAgeDays: 365'), message: [/same column/] }),
  },
  {
    name: 'an unclosed double quote (reported where the closing quote is missing)',
    mutate: edit(SITE, 'phone: "+382 20 672 310"', 'phone: "+382 20 672 310'),
    expect: (site) => ({ code: 'E_YAML_SYNTAX', ...at(site, SITE, '"+382 20 672 310', '"+382 20 672 310'.length), message: [/closing "quote/] }),
  },
  {
    name: 'an unclosed double quote in a message file',
    mutate: edit(EN, 'menu: "Menu"', 'menu: "Menu'),
    expect: (site) => ({ code: 'E_YAML_SYNTAX', ...at(site, EN, 'menu: "Menu', 'menu: "Menu'.length), message: [/closing "quote/] }),
  },
  {
    name: 'a tab used as indentation',
    mutate: edit(SITE, '  maxAgeDays: 365', '\tmaxAgeDays: 365'),
    expect: (site) => ({ code: 'E_YAML_SYNTAX', ...at(site, SITE, '\tmaxAgeDays'), message: [/Tabs/] }),
  },
  {
    name: 'an unclosed flow sequence (reported at the first token that cannot belong to it)',
    mutate: edit(TIERS, 'all: [oneTill, articles, invoices, reports, warehouse]', 'all: [oneTill, articles, invoices, reports, warehouse'),
    expect: (site) => ({ code: 'E_YAML_SYNTAX', ...at(site, TIERS, '- id: standard'), message: [/end with a \]/] }),
  },
  {
    name: 'an alias to an anchor that does not exist',
    mutate: edit(TIERS, '  - oneTill', '  - *hours'),
    expect: (site) => ({ code: 'E_YAML_SYNTAX', ...at(site, TIERS, '*hours'), message: ['hours'] }),
  },
  {
    name: 'a duplicate key in a data file',
    mutate: edit(SITE, '  legalName: Fiskalis d.o.o.', '  legalName: Fiskalis d.o.o.\n  name: Fiskalis POS'),
    expect: (site) => ({ code: 'E_YAML_DUPLICATE_KEY', ...at(site, SITE, 'name: Fiskalis POS') }),
  },
  {
    name: 'a duplicate key in a message file',
    mutate: edit(SR, '  menu: "Meni"', '  menu: "Meni"\n  menu: "Izbornik"'),
    expect: (site) => ({ code: 'E_YAML_DUPLICATE_KEY', ...at(site, SR, 'menu: "Izbornik"') }),
  },
  {
    name: 'a billion-laughs alias bomb (positioned at the first alias)',
    mutate: (site) => site.write(TIERS, `${site.read(TIERS)}\n${aliasBomb()}`),
    expect: (site) => ({ code: 'E_YAML_ALIAS_LIMIT', ...at(site, TIERS, '*l0'), message: [/more than \d+/] }),
  },

  // ── Schema ─────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'an unknown field',
    mutate: edit(SITE, '  legalName: Fiskalis d.o.o.', '  legalName: Fiskalis d.o.o.\n  slogan: Kasa u oblaku'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, 'slogan:'), message: ['"slogan"', 'allowed fields: name, legalName'] }),
  },
  {
    name: 'a missing required field (positioned at the map that lacks it)',
    mutate: edit(SITE, '  legalName: Fiskalis d.o.o.\n', ''),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, 'name: Fiskalis'), message: ['brand', '"legalName"'] }),
  },
  {
    name: 'a number in quotes where a number belongs',
    mutate: edit(SECTIONS, 'millions: 1.2,', 'millions: "1.2",'),
    expect: (site) => ({ code: 'E_NUMBER_FORMAT', ...at(site, SECTIONS, '"1.2"'), text: 'sections[8].stats[0].millions is 1.2 in quotes, which makes it text; write 1.2 without quotes', alone: true }),
  },
  {
    name: 'a string where an integer belongs',
    mutate: edit(SECTIONS, 'setupMinutes: 2', 'setupMinutes: two'),
    expect: (site) => ({ code: 'E_NUMBER_FORMAT', ...at(site, SECTIONS, 'two'), text: 'sections[5].setupMinutes is "two", which is not a number; write a whole number such as 2: digits only, no currency or unit', alone: true }),
  },
  {
    name: 'a link that is not a URL',
    mutate: edit(SITE, 'documentation: https://docs.fiskalis.me', 'documentation: docs fiskalis me'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, 'docs fiskalis me'), message: ['links.documentation'] }),
  },
  {
    name: 'an email address without @',
    mutate: edit(SITE, 'email: podrska@fiskalis.rs', 'email: podrska.fiskalis.rs'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, 'podrska.fiskalis.rs'), message: ['offices[1].email', '"email"'] }),
  },
  {
    name: 'a baseUrl with a trailing path',
    mutate: edit(SITE, 'baseUrl: https://fiskalis.me', 'baseUrl: https://fiskalis.me/en'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, 'https://fiskalis.me/en'), message: ['baseUrl', 'without a trailing slash'] }),
  },
  {
    name: 'a value outside its enum',
    mutate: edit(SITE, 'sameSite: lax', 'sameSite: none'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, 'none'), message: ['"none"', 'lax, strict'] }),
  },
  {
    name: 'a navigation item with both a section and a route',
    mutate: edit(SITE, '{ label: footer.privacy, route: privacy }', '{ label: footer.privacy, route: privacy, section: hero }'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, '{ label: footer.privacy'), message: ['navigation.footer[7]'] }),
  },
  {
    name: 'a message leaf that is not a string',
    mutate: edit(ME, '  menu: "Meni"', '  menu: 42'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, ME, '42'), message: ['header.menu'] }),
  },
  {
    name: 'a message key that is not lowerCamelCase',
    mutate: edit(EN, '  closeMenu: "Close menu"', '  close-menu: "Close menu"'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, EN, 'close-menu'), message: ['"close-menu"', 'lowerCamelCase'] }),
  },

  // ── Unknown names ──────────────────────────────────────────────────────────────────────────────────
  {
    name: 'an unknown layout',
    mutate: edit(SITE, 'layout: custom', 'layout: fancy'),
    expect: (site) => ({ code: 'E_UNKNOWN_LAYOUT', ...at(site, SITE, 'fancy'), message: ['"fancy"', 'known: default, custom'] }),
  },
  {
    name: 'an unknown middleware',
    mutate: edit(SITE, 'middleware: [rootRedirect]', 'middleware: [rootRedirect, auth]'),
    expect: (site) => ({ code: 'E_UNKNOWN_MIDDLEWARE', ...at(site, SITE, 'auth]'), message: ['"auth"', 'known: rootRedirect'] }),
  },
  {
    name: 'an unknown section type',
    mutate: edit(SECTIONS, 'type: whyBetter', 'type: whyWorse'),
    expect: (site) => ({ code: 'E_UNKNOWN_SECTION_TYPE', ...at(site, SECTIONS, 'whyWorse'), message: ['"whyWorse"', 'known: hero, whoWeAre, administration'] }),
  },
  {
    name: 'navigation to an unknown section',
    mutate: edit(SITE, 'section: about }', 'section: aboutUs }'),
    expect: (site) => ({ code: 'E_UNKNOWN_SECTION', ...at(site, SITE, 'aboutUs'), message: ['"aboutUs"', 'navigation.header[1]', 'known: hero, whoWeAre, administration'] }),
  },
  {
    name: 'navigation to an unknown route',
    mutate: edit(SITE, 'route: privacy }', 'route: privacyPolicy }'),
    expect: (site) => ({ code: 'E_UNKNOWN_ROUTE', ...at(site, SITE, 'privacyPolicy'), message: ['"privacyPolicy"', 'known: home, privacy, accountDelete'] }),
  },
  {
    name: 'a locale in an unknown market',
    mutate: edit(SITE, 'market: rsd', 'market: usd'),
    expect: (site) => ({ code: 'E_UNKNOWN_MARKET', ...at(site, SITE, 'usd'), message: ['"usd"', 'known: eur, rsd'] }),
  },
  {
    name: 'a package of an unknown tier',
    mutate: edit(PACKAGES, 'tier: premium, price: 20', 'tier: platinum, price: 20'),
    expect: (site) => ({ code: 'E_UNKNOWN_TIER', ...at(site, PACKAGES, 'platinum'), message: ['"platinum"', 'known: start, standard, premium'] }),
  },
  {
    name: 'a tier that includes an unknown tier',
    mutate: edit(TIERS, 'includes: start', 'includes: basic'),
    expect: (site) => ({ code: 'E_UNKNOWN_TIER', ...at(site, TIERS, 'basic'), message: ['"basic"', 'known: start, standard, premium'] }),
  },
  {
    name: 'a package for an unknown segment',
    mutate: edit(PACKAGES, '{ segment: hospitality, tier: premium, price: 50', '{ segment: bakery, tier: premium, price: 50'),
    expect: (site) => ({ code: 'E_UNKNOWN_SEGMENT', ...at(site, PACKAGES, 'bakery'), message: ['"bakery"', 'known: retail, hospitality'] }),
  },
  {
    name: 'a tier feature that is not in the catalogue',
    mutate: edit(TIERS, 'all: [quickKeys,', 'all: [quickKeyz,'),
    expect: (site) => ({ code: 'E_UNKNOWN_FEATURE', ...at(site, TIERS, 'quickKeyz'), message: ['"quickKeyz"', 'tiers[1].features.all[0]', 'known: oneTill, articles'] }),
  },
  {
    name: 'an unknown defaultLocale',
    mutate: edit(SITE, 'defaultLocale: en', 'defaultLocale: de'),
    expect: (site) => ({ code: 'E_UNKNOWN_LOCALE', ...at(site, SITE, 'de\n'), message: ['"de"', 'known: en, me, sr'] }),
  },
  {
    name: 'a locale code that is not two or three lowercase letters',
    mutate: edit(SITE, '  - code: sr', '  - code: SR'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, 'SR\n') }),
  },
  // ── What a locale says of itself (rules/locale-settings.ts) ─────────────────────────────────────────
  {
    name: 'the default locale marked in progress',
    mutate: edit(SITE, '    country: ME\n    browserLanguages: { languages: [en] }', '    country: ME\n    browserLanguages: { languages: [en] }\n    status: in-progress'),
    expect: (site) => ({ code: 'E_DEFAULT_LOCALE_IN_PROGRESS', ...at(site, SITE, 'in-progress\n'), message: ['"en"'], alone: true }),
  },
  {
    name: 'a locale that names an office site.yaml does not list',
    mutate: edit(SITE, '    country: RS\n', '    country: RS\n    office: belgrade\n'),
    expect: (site) => ({ code: 'E_UNKNOWN_OFFICE', ...at(site, SITE, 'belgrade'), message: ['"belgrade"', 'locales[2].office', 'known: montenegro, serbia'], alone: true }),
  },
  {
    name: "a locale whose country has no office, naming none (it would show another country's address)",
    mutate: edit(SITE, '    country: RS\n', '    country: HR\n'),
    expect: (site) => ({ code: 'E_LOCALE_WITHOUT_OFFICE', ...at(site, SITE, 'HR\n'), message: ['"sr"', 'country HR', 'known offices: montenegro, serbia'], alone: true }),
  },
  {
    name: 'two locales that answer the same browser region',
    mutate: edit(SITE, 'browserLanguages: { regions: [RS], languages: [sr] }', 'browserLanguages: { regions: [ME, RS], languages: [sr] }'),
    expect: (site) => ({ code: 'E_DUPLICATE_BROWSER_LANGUAGE', ...at(site, SITE, 'ME, RS', 0), message: ['Locale "sr" answers browser region "ME", which locale "me" answers already'], alone: true }),
  },
];
