/** Content that breaks a component's contract, and the kinds of bad content validation once let through. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FixtureSite } from '../../helpers/fixture-site.js';
import { type BrokenCase, EN, ME, PACKAGES, SECTIONS, SITE, SR, TIERS, at, edit } from './helpers.js';

const HERO_TITLES = {
  [EN]: '  title: "Point of sale and e-fiscalization, made simple"\n',
  [ME]: '  title: "Kasa i e\\u2011fiskalizacija, bez komplikacija"\n',
  [SR]: '  title: "Kasa i e\\u2011fiskalizacija, bez komplikacija"\n',
};

/** Nesting `depth` flow sequences deep, appended to a file as a new top-level field. */
const nest = (file: string, depth: number) => (site: FixtureSite) => site.write(file, `${site.read(file)}\ndeep: ${'['.repeat(depth)}${']'.repeat(depth)}\n`);

export const contractAndHardeningCases: BrokenCase[] = [
  // ── Contracts ──────────────────────────────────────────────────────────────────────────────────────
  {
    name: "the hero's title deleted from every locale (key parity holds; the build used to crash)",
    mutate: (site) => {
      for (const [file, line] of Object.entries(HERO_TITLES)) site.replace(file, line, '');
    },
    expect: (site) => ({ code: 'E_CONTRACT_MESSAGE', ...at(site, EN, '\nlanding:', 1), message: ['section "hero" (type hero)', 'lacks "landing.title"', 'A hero section reads: eyebrow, compliance, title,'], alone: true }),
  },
  {
    name: 'a section pointed at a group that lacks a list its component enumerates',
    mutate: edit(SECTIONS, 'messages: optimizedPlatform', 'messages: offer'),
    // The group it left is named in the one problem: most likely the one it meant.
    expect: (site) => ({ code: 'E_CONTRACT_LIST', ...at(site, EN, '\noffer:', 1), message: ['section "whatWeOffer"', '"offer.cards" (0 entries; it needs at least 1', 'groups no section uses: optimizedPlatform'], alone: true }),
  },
  {
    name: 'a message given an argument its component does not pass, in every locale',
    mutate: (site) => {
      site.replace(EN, 'reload: "Reload"', 'reload: "Reload {page}"');
      site.replace(ME, 'reload: "Osvježi"', 'reload: "Osvježi {page}"');
      site.replace(SR, 'reload: "Osveži"', 'reload: "Osveži {page}"');
    },
    expect: (site) => ({ code: 'E_CONTRACT_ARGUMENT', ...at(site, EN, 'reload: "Reload {page}"'), message: ['"update.reload"', '"en"', '{page}', 'the update notice', 'no arguments'] }),
  },
  {
    name: 'a text argument formatted as a number in one locale (the page would show "NaN"): one problem, against the reference',
    mutate: edit(SR, 'addOnPrice: "{price} RSD', 'addOnPrice: "{price, number} RSD'),
    expect: (site) => ({ code: 'E_ICU_ARGUMENTS', ...at(site, SR, 'addOnPrice'), message: ['"pricingPackages.rsd.addOnPrice"', '"sr"', '{price} as number', 'as a plain value'], alone: true }),
  },
  {
    name: 'a text argument formatted as a number in the reference (the page would show "NaN")',
    mutate: (site) => {
      for (const file of [EN, ME, SR]) site.replace(file, /addOnPrice: "\{price\}/, 'addOnPrice: "{price, number}');
    },
    expect: (site) => ({ code: 'E_CONTRACT_ARGUMENT', ...at(site, EN, 'addOnPrice'), message: ['"pricingPackages.rsd.addOnPrice"', '"en"', '{price} as number', 'passes it as string'] }),
  },
  {
    name: 'a route without a page component',
    mutate: edit(SITE, '  - id: privacy\n', '  - id: legal\n'),
    expect: (site) => ({ code: 'E_UNKNOWN_PAGE', ...at(site, SITE, 'id: legal', 'id: '.length), message: ['"legal"', 'routes[1].id', 'home, privacy, accountDelete'] }),
  },

  // ── Routes and URLs ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a route path that is a locale prefix (the Montenegrin page would overwrite the English home)',
    mutate: edit(SITE, 'path: /privacy', 'path: /en'),
    expect: (site) => ({ code: 'E_ROUTE_COLLISION', ...at(site, SITE, 'path: /en', 'path: '.length), message: ['"privacy"', 'prefix /en', '"en"'] }),
  },
  {
    name: 'a route path under a locale prefix',
    mutate: edit(SITE, 'path: /account-delete', 'path: /sr/privacy'),
    expect: (site) => ({ code: 'E_ROUTE_COLLISION', ...at(site, SITE, 'path: /sr/privacy', 'path: '.length), message: ['"accountDelete"', 'prefix /sr'] }),
  },
  {
    name: 'a route path that is a folder of the build',
    mutate: edit(SITE, 'path: /account-delete', 'path: /assets'),
    expect: (site) => ({ code: 'E_ROUTE_COLLISION', ...at(site, SITE, 'path: /assets', 'path: '.length), message: ['/assets', 'folder'] }),
  },
  {
    name: 'a baseUrl with a query',
    mutate: edit(SITE, 'baseUrl: https://fiskalis.me', 'baseUrl: https://fiskalis.me?utm_source=x'),
    expect: (site) => ({ code: 'E_BASE_URL', ...at(site, SITE, 'https://fiskalis.me?'), message: ['a query', 'write https://fiskalis.me'] }),
  },
  {
    name: 'a baseUrl with credentials and a fragment',
    mutate: edit(SITE, 'baseUrl: https://fiskalis.me', 'baseUrl: https://admin:secret@fiskalis.me#top'),
    expect: (site) => ({ code: 'E_BASE_URL', ...at(site, SITE, 'https://admin'), message: ['credentials', 'a fragment', 'write https://fiskalis.me'] }),
  },
  {
    name: 'a baseUrl that is not written as its origin',
    mutate: edit(SITE, 'baseUrl: https://fiskalis.me', 'baseUrl: https://Fiskalis.me:443'),
    expect: (site) => ({ code: 'E_BASE_URL', ...at(site, SITE, 'https://Fiskalis.me:443'), message: ['write https://fiskalis.me'] }),
  },
  {
    name: 'two locales with the same hreflang',
    mutate: edit(SITE, 'hreflang: sr-RS', 'hreflang: sr-ME'),
    expect: (site) => ({ code: 'E_DUPLICATE_HREFLANG', ...at(site, SITE, 'hreflang: sr-ME', 'hreflang: '.length, 2), message: ['"sr-ME"', 'locales[2]', 'locales[1]'] }),
  },
  {
    name: 'an argument used as a plural in the reference and as a plain value in another locale',
    mutate: edit(ME, 'millions: "{kind, select, fraction {{value, number} miliona} other {{value, plural, one {# milion} few {# miliona} other {# miliona}}}}"', 'millions: "{kind, select, other {{value} miliona}}"'),
    expect: (site) => ({ code: 'E_ICU_ARGUMENTS', ...at(site, ME, 'millions:'), message: ['"appData.millions"', '{value} as a plain value', 'as number'] }),
  },

  // ── Text ───────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a NUL byte in a message',
    mutate: edit(EN, 'menu: "Menu"', 'menu: "Me\u0000nu"'),
    expect: (site) => ({ code: 'E_CONTROL_CHARACTER', ...at(site, EN, '\u0000'), message: ['U+0000'] }),
  },
  {
    name: 'a control character written as an escape',
    mutate: edit(EN, 'menu: "Menu"', 'menu: "Menu\\x07"'),
    expect: (site) => ({ code: 'E_CONTROL_CHARACTER', ...at(site, EN, '\\x07'), message: ['"Menu\\u0007"', 'U+0007'] }),
  },
  {
    name: 'a carriage return on its own in a data file',
    mutate: edit(SITE, 'legalName: Fiskalis d.o.o.', 'legalName: Fiskalis\rd.o.o.'),
    expect: (site) => ({ code: 'E_CONTROL_CHARACTER', ...at(site, SITE, '\r'), message: ['U+000D'] }),
  },
  {
    name: 'bytes that are not UTF-8',
    mutate: (site) => {
      const text = site.read(ME);
      const cut = text.indexOf('Osvježi');
      writeFileSync(path.join(site.root, ME), Buffer.concat([Buffer.from(text.slice(0, cut + 'Osvje'.length)), Buffer.from([0xfe]), Buffer.from(text.slice(cut + 'Osvjež'.length))]));
    },
    expect: (site) => ({ code: 'E_INVALID_ENCODING', ...at(site, ME, 'Osvje\ufffd', 'Osvje'.length), message: ['fe', 'not valid UTF-8'] }),
  },
  {
    name: 'a YAML tag the parser does not know',
    mutate: edit(TIERS, '  - oneTill', '  - !hours oneTill'),
    expect: (site) => ({ code: 'E_YAML_WARNING', ...at(site, TIERS, '!hours'), message: ['!hours'] }),
  },
  {
    name: 'values nested deeper than content needs',
    mutate: nest(PACKAGES, 40),
    // The file's map is the first level, so the 32nd bracket opens the 33rd.
    expect: (site) => ({ code: 'E_NESTING_TOO_DEEP', ...at(site, PACKAGES, '['.repeat(40), 31), message: ['32 levels'] }),
  },
  {
    name: 'values nested deeper than the parser can follow (once a stack overflow)',
    mutate: nest(TIERS, 20_000),
    expect: (site) => ({ code: 'E_NESTING_TOO_DEEP', ...at(site, TIERS, '['.repeat(40), 31), message: ['32 levels'] }),
  },
  {
    name: 'block mappings nested 3,000 deep, past the parser (once reported at line 950 deep inside)',
    mutate: (site) => site.write(SECTIONS, `${site.read(SECTIONS)}deep:\n${Array.from({ length: 3_000 }, (_, i) => `${' '.repeat(i + 1)}k${i + 1}:\n`).join('')}`),
    // The file's map is the first level and deep's value the second: k32's map is the 33rd.
    expect: (site) => ({ code: 'E_NESTING_TOO_DEEP', ...at(site, SECTIONS, 'k32:'), message: ['32 levels'] }),
  },
  {
    name: 'block sequences nested 3,000 deep, past the parser',
    mutate: (site) => site.write(SECTIONS, `${site.read(SECTIONS)}deep:\n${Array.from({ length: 3_000 }, (_, i) => `${' '.repeat(2 * (i + 1))}- k${i + 1}:\n`).join('')}`),
    // deep (1), then a sequence and a map per line: the sequence of k16's line is the 32nd level, its map the 33rd.
    expect: (site) => ({ code: 'E_NESTING_TOO_DEEP', ...at(site, SECTIONS, 'k16:'), message: ['32 levels'] }),
  },

  // ── Positions ──────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a feature listed twice in the catalogue (at the repeat, not at the list)',
    mutate: edit(TIERS, '  - invoices\n', '  - invoices\n  - articles\n'),
    expect: (site) => ({ code: 'E_DUPLICATE_ID', ...at(site, TIERS, '- articles', 2, 2), message: ['"articles"', 'features', 'first at index 1'] }),
  },
];

/** Messages named by data are shown without arguments (unless their component passes some). */
export const dataReferenceCases: BrokenCase[] = [
  {
    name: 'a navigation label given an argument in every locale (the header cannot pass it)',
    mutate: (site) => {
      site.replace(EN, 'software: "Software"', 'software: "Software {version}"');
      site.replace(ME, 'software: "Softver"', 'software: "Softver {version}"');
      site.replace(SR, 'software: "Softver"', 'software: "Softver {version}"');
    },
    expect: (site) => ({ code: 'E_CONTRACT_ARGUMENT', ...at(site, EN, 'software: "Software {version}"'), message: ['"header.nav.software"', '{version}', 'navigation.header[3].label'] }),
  },
  {
    name: 'a billing period without its message',
    mutate: edit(PACKAGES, 'billingPeriod: month', 'billingPeriod: year'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, PACKAGES, 'billingPeriod: year', 'billingPeriod: '.length), message: ['"pricingPackages.billingPeriod.year"'] }),
  },
];
