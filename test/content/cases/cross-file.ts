/** Cross-file problems: message references, locales, ICU, ids, tiers and packages. */
import { positionOf } from '../../helpers/fixture-site.js';
import { type BrokenCase, EN, ME, PACKAGES, SECTIONS, SITE, SR, TIERS, at, edit } from './helpers.js';

export const crossFileCases: BrokenCase[] = [
  // ── Message references ─────────────────────────────────────────────────────────────────────────────
  {
    name: 'a route whose seo group lacks a description',
    mutate: edit(SITE, 'seo: seo.privacy', 'seo: seo.notFound'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SITE, 'seo.notFound'), message: ['routes[1].seo', '"seo.notFound.description"'] }),
  },
  {
    name: 'a navigation label that is not a message',
    mutate: edit(SITE, 'label: header.nav.software', 'label: header.nav.shop'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SITE, 'header.nav.shop'), message: ['"header.nav.shop"'] }),
  },
  {
    name: 'a section whose messages group does not exist',
    mutate: edit(SECTIONS, 'messages: betterBecause', 'messages: betterBecauze'),
    // The group it no longer names is the likely meaning, named in the one problem rather than reported as unused.
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SECTIONS, 'betterBecauze'), message: ['"betterBecauze"', 'groups no section uses: betterBecause'], alone: true }),
  },
  {
    name: 'an office title that is not a message',
    mutate: edit(SITE, 'title: footer.offices.serbia', 'title: footer.offices.croatia'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SITE, 'footer.offices.croatia'), message: ['"footer.offices.croatia"'] }),
  },

  // ── Locales ────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a message missing in one locale (positioned where it belongs: after the key before it in en.yaml)',
    mutate: edit(ME, '    about: "O nama"\n', ''),
    expect: (site) => ({
      code: 'E_MISSING_MESSAGE',
      ...at(site, ME, 'signIn: "Prijava"'),
      text: `Message "header.nav.about" is missing in locale "me" (it is in content/messages/en.yaml, line ${positionOf(site.read(EN), 'about: "About"').line}); add it after "header.nav.home"`,
      alone: true,
    }),
  },
  {
    name: 'a message only one locale has',
    mutate: edit(SR, '  menu: "Meni"', '  menu: "Meni"\n  menuHint: "Otvori meni"'),
    expect: (site) => ({ code: 'E_EXTRA_MESSAGE', ...at(site, SR, 'menuHint'), message: ['"header.menuHint"', '"sr"'] }),
  },
  {
    name: 'a locale declared twice',
    mutate: edit(SITE, '  - code: sr', '  - code: me'),
    expect: (site) => ({ code: 'E_DUPLICATE_LOCALE', ...at(site, SITE, 'code: me', 6, 2), message: ['"me"', 'locales[1]'] }),
  },
  {
    name: 'two locales with the same prefix',
    mutate: edit(SITE, 'prefix: /sr', 'prefix: /en'),
    expect: (site) => ({ code: 'E_DUPLICATE_PREFIX', ...at(site, SITE, 'prefix: /en', 8, 2), message: ['"/en"', 'locales[2]', 'locales[0]'] }),
  },
  {
    name: 'a declared locale without a message file',
    mutate: (site) => site.remove(SR),
    expect: (site) => ({ code: 'E_LOCALE_FILE_MISSING', ...at(site, SITE, 'code: sr', 6), message: ['"sr"', 'content/messages/sr.yaml'] }),
  },
  {
    name: 'a message file for an undeclared locale',
    mutate: (site) => site.write('content/messages/xx.yaml', site.read(EN)),
    expect: () => ({ code: 'E_LOCALE_NOT_DECLARED', file: 'content/messages/xx.yaml', line: 1, column: 1, message: ['"xx"', 'declared: en, me, sr'] }),
  },
  {
    name: 'a message file whose name is not a language tag',
    mutate: (site) => site.write('content/messages/x.yaml', site.read(EN)),
    expect: () => ({ code: 'E_LOCALE_NOT_DECLARED', file: 'content/messages/x.yaml', line: 1, column: 1, message: ['"x"', 'declared: en, me, sr'] }),
  },

  {
    name: 'a message still marked untranslated by `i18n add`',
    mutate: edit(SR, 'menu: "Meni"', 'menu: "[untranslated] Menu"'),
    expect: (site) => ({ code: 'E_UNTRANSLATED', ...at(site, SR, '[untranslated] Menu'), message: ['"header.menu"', '"sr"'] }),
  },

  // ── ICU ────────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'an unclosed brace in a plain scalar',
    mutate: edit(EN, 'title: Who is responsible for your data', 'title: Who is {responsible for your data'),
    // The parser stops at the second word inside the braces.
    expect: (site) => ({ code: 'E_ICU_SYNTAX', ...at(site, EN, 'Who is {responsible for', 'Who is {responsible '.length), message: ['"privacy.sections.controller.title"'] }),
  },
  {
    name: 'an unclosed brace at the end of a plain scalar',
    mutate: edit(EN, 'title: Data we collect', 'title: Data we collect {kind'),
    expect: (site) => ({ code: 'E_ICU_SYNTAX', ...at(site, EN, 'Data we collect {kind', 'Data we collect {kind'.length), message: ['"privacy.sections.dataWeCollect.title"', 'a "{" is not closed by "}"'] }),
  },
  {
    name: 'an unclosed brace in a double-quoted scalar',
    mutate: edit(EN, 'reload: "Reload"', 'reload: "Reload {page now"'),
    expect: (site) => ({ code: 'E_ICU_SYNTAX', ...at(site, EN, 'now"'), message: ['"update.reload"'] }),
  },
  {
    name: 'an unclosed brace in a |- block scalar, on its third line',
    mutate: edit(EN, '- answer inquiries sent through', '- answer {inquiries sent through'),
    expect: (site) => ({ code: 'E_ICU_SYNTAX', ...at(site, EN, '{inquiries sent', '{inquiries '.length), message: ['"privacy.sections.purposes.body"'] }),
  },
  {
    name: 'a plural case that English does not have',
    mutate: edit(EN, 'one {under # minute} other', 'one {under # minute} few {under # minutes} other'),
    expect: (site) => ({ code: 'E_ICU_SYNTAX', ...at(site, EN, 'few {under # minutes}'), message: ['"howToStart.setupTime"', 'few'] }),
  },
  {
    name: 'a renamed argument',
    mutate: edit(ME, 'copyright: "© {year} Fiskalis.', 'copyright: "© {godina} Fiskalis.'),
    expect: (site) => ({ code: 'E_ICU_ARGUMENTS', ...at(site, ME, '{godina}'), message: ['"footer.copyright"', '"me"', '{godina}', '{year}'], alone: true }),
  },
  {
    name: 'an argument used as a number in one locale and as a date in another',
    mutate: edit(SR, '{date, date, long}', '{date, number}'),
    expect: (site) => ({ code: 'E_ICU_ARGUMENTS', ...at(site, SR, 'updated:'), message: ['"privacy.updated"', '{date} as number', 'as date'] }),
  },

  // ── Ids ────────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'two sections with the same id',
    mutate: edit(SECTIONS, '  - id: whyBetter', '  - id: about'),
    expect: (site) => ({ code: 'E_DUPLICATE_ID', ...at(site, SECTIONS, 'id: about', 4, 2), message: ['"about"', 'first at index 4'] }),
  },
  {
    name: 'two routes with the same id',
    mutate: edit(SITE, '  - id: accountDelete', '  - id: privacy'),
    expect: (site) => ({ code: 'E_DUPLICATE_ID', ...at(site, SITE, 'id: privacy', 4, 2), message: ['"privacy"', 'routes'] }),
  },

  // ── Tiers and packages ─────────────────────────────────────────────────────────────────────────────
  {
    name: 'tiers that include each other in a cycle',
    mutate: edit(TIERS, '  - id: start\n    support: business', '  - id: start\n    includes: premium\n    support: business'),
    expect: (site) => ({ code: 'E_TIER_CYCLE', ...at(site, TIERS, 'includes: premium', 'includes: '.length), message: ['start → premium → standard → start'] }),
  },
  {
    name: 'a market without a popular package in a segment',
    mutate: edit(PACKAGES, 'tier: standard, price: 15, isPopular: true', 'tier: standard, price: 15, isPopular: false'),
    expect: (site) => ({ code: 'E_POPULAR_COUNT', ...at(site, PACKAGES, '- { segment: retail, tier: start'), message: ['"eur"', '0 popular retail'] }),
  },
  {
    name: 'a market with two popular packages in a segment',
    mutate: edit(PACKAGES, '{ segment: retail, tier: premium, isPopular: false }', '{ segment: retail, tier: premium, isPopular: true }'),
    // At the second popular package, the one named last.
    expect: (site) => ({ code: 'E_POPULAR_COUNT', ...at(site, PACKAGES, '{ segment: retail, tier: premium, isPopular: true }', '{ segment: retail, tier: premium, isPopular: '.length), message: ['"rsd"', '2 popular retail', 'standard, premium'] }),
  },
  {
    name: 'a price on a package of a market without numeric prices',
    mutate: edit(PACKAGES, '{ segment: retail, tier: standard, isPopular: true }', '{ segment: retail, tier: standard, price: 9, isPopular: true }'),
    expect: (site) => ({ code: 'E_PACKAGE_PRICE', ...at(site, PACKAGES, 'price: 9,', 'price: '.length), message: ['retail/standard', '"rsd"'] }),
  },
  {
    name: 'a package without a price in a market with numeric prices',
    mutate: edit(PACKAGES, 'tier: premium, price: 20, isPopular', 'tier: premium, isPopular'),
    expect: (site) => ({ code: 'E_PACKAGE_PRICE', ...at(site, PACKAGES, '{ segment: retail, tier: premium'), message: ['retail/premium', '"eur"'] }),
  },
  {
    name: 'a market lacking a package',
    mutate: edit(PACKAGES, '      - { segment: hospitality, tier: standard, price: 30, isPopular: false }\n', ''),
    expect: (site) => ({ code: 'E_PACKAGE_MISSING', ...at(site, PACKAGES, '- { segment: retail, tier: start'), message: ['"eur"', 'hospitality', '"standard"'] }),
  },
  {
    name: 'a package listed twice in a market',
    mutate: edit(PACKAGES, '{ segment: retail, tier: premium, price: 20', '{ segment: retail, tier: standard, price: 20'),
    expect: (site) => ({ code: 'E_DUPLICATE_PACKAGE', ...at(site, PACKAGES, '{ segment: retail, tier: standard, price: 20'), message: ['retail/standard', '"eur"', 'first at packages[1]'] }),
  },
];
