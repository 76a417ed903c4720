import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalogue, type ErrorCode } from '../../generator/errors/catalogue.js';
import type { Problem } from '../../generator/errors/problem.js';
import { createFixtureSite, positionOf, type FixtureSite } from '../helpers/fixture-site.js';

const SITE = 'content/site.yaml';
const SECTIONS = 'content/sections.yaml';
const TIERS = 'content/tiers.yaml';
const PACKAGES = 'content/packages.yaml';
const EN = 'content/messages/en.yaml';
const ME = 'content/messages/me.yaml';
const SR = 'content/messages/sr.yaml';

interface Expected {
  readonly code: ErrorCode;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Parts the message must contain: the offending name, and for unknown names the known ones. */
  readonly message?: readonly (string | RegExp)[];
}

interface BrokenCase {
  readonly name: string;
  /** Breaks the content minimally. */
  readonly mutate: (site: FixtureSite) => void;
  /** The problem that must be reported, positioned in the mutated text. */
  readonly expect: (site: FixtureSite) => Expected;
}

/** Where `needle` is in the (mutated) file, plus `offset` characters: a problem position. */
function at(site: FixtureSite, file: string, needle: string, offset = 0, occurrence = 1): Pick<Expected, 'file' | 'line' | 'column'> {
  return { file, ...positionOf(site.read(file), needle, offset, occurrence) };
}

const edit = (file: string, from: string, to: string) => (site: FixtureSite) => site.replace(file, from, to);

/** A billion-laughs document: nine levels of nine aliases would expand to 9^9 nodes. */
function aliasBomb(): string {
  const lines = ['lol:', '  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let level = 1; level < 9; level++) {
    lines.push(`  l${level}: &l${level} [${Array.from({ length: 9 }, () => `*l${level - 1}`).join(', ')}]`);
  }
  return `${lines.join('\n')}\n`;
}

const cases: BrokenCase[] = [
  // ── Files ──────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a missing data file',
    mutate: (site) => site.remove(TIERS),
    expect: () => ({ code: 'E_FILE_MISSING', file: TIERS, line: 1, column: 1, message: ['content/tiers.yaml'] }),
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
    mutate: edit(TIERS, 'businessHours: 08–24h', 'businessHours: *hours'),
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
    name: 'a string where a number belongs',
    mutate: edit(SECTIONS, 'millions: 1.2,', 'millions: "1.2",'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SECTIONS, '"1.2"'), message: ['sections[8].stats[0].millions', 'number'] }),
  },
  {
    name: 'a string where an integer belongs',
    mutate: edit(SECTIONS, 'setupMinutes: 2', 'setupMinutes: two'),
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SECTIONS, 'two'), message: ['sections[5].setupMinutes', 'integer'] }),
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
    expect: (site) => ({ code: 'E_SCHEMA', ...at(site, SITE, '{ label: footer.privacy'), message: ['navigation.footer[6]'] }),
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
    expect: (site) => ({ code: 'E_UNKNOWN_SECTION', ...at(site, SITE, 'aboutUs'), message: ['"aboutUs"', 'navigation.header.1', 'known: hero, whoWeAre, administration'] }),
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
    name: 'an unknown locale code',
    mutate: edit(SITE, '  - code: sr', '  - code: hr'),
    expect: (site) => ({ code: 'E_UNKNOWN_LOCALE', ...at(site, SITE, 'code: hr', 6), message: ['"hr"', 'known: en, me, sr'] }),
  },

  // ── Message references ─────────────────────────────────────────────────────────────────────────────
  {
    name: 'a route whose seo group lacks a description',
    mutate: edit(SITE, 'seo: seo.privacy', 'seo: seo.notFound'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SITE, 'seo.notFound'), message: ['routes.1.seo', '"seo.notFound.description"'] }),
  },
  {
    name: 'a navigation label that is not a message',
    mutate: edit(SITE, 'label: header.nav.software', 'label: header.nav.shop'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SITE, 'header.nav.shop'), message: ['"header.nav.shop"'] }),
  },
  {
    name: 'a section whose messages group does not exist',
    mutate: edit(SECTIONS, 'messages: betterBecause', 'messages: betterBecauze'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SECTIONS, 'betterBecauze'), message: ['"betterBecauze"'] }),
  },
  {
    name: 'an office title that is not a message',
    mutate: edit(SITE, 'title: footer.offices.serbia', 'title: footer.offices.croatia'),
    expect: (site) => ({ code: 'E_UNKNOWN_MESSAGE', ...at(site, SITE, 'footer.offices.croatia'), message: ['"footer.offices.croatia"'] }),
  },

  // ── Locales ────────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a message missing in one locale (positioned at the nearest existing parent)',
    mutate: edit(ME, '    about: "O nama"\n', ''),
    expect: (site) => ({
      code: 'E_MISSING_MESSAGE',
      ...at(site, ME, 'home: "Početna"'),
      message: ['"header.nav.about"', '"me"', `content/messages/en.yaml, line ${positionOf(site.read(EN), 'about: "About"').line}`],
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
    expect: (site) => ({ code: 'E_ICU_SYNTAX', ...at(site, EN, 'Data we collect {kind', 'Data we collect {kind'.length), message: ['"privacy.sections.dataWeCollect.title"', /end/] }),
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
    mutate: edit(EN, 'one {# million} other {# million}', 'one {# million} few {# millions} other {# million}'),
    expect: (site) => ({ code: 'E_ICU_SYNTAX', ...at(site, EN, 'few {# millions}'), message: ['"appData.millions"', 'few'] }),
  },
  {
    name: 'a renamed argument',
    mutate: edit(ME, 'photoAlt: "Fotografija: {name}"', 'photoAlt: "Fotografija: {ime}"'),
    expect: (site) => ({ code: 'E_ICU_ARGUMENTS', ...at(site, ME, 'photoAlt'), message: ['"supportTeam.photoAlt"', '"me"', '{ime}', '{name}'] }),
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
    expect: (site) => ({ code: 'E_POPULAR_COUNT', ...at(site, PACKAGES, '- segment: retail'), message: ['"rsd"', '2 popular retail', 'standard, premium'] }),
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

// One fixture site for the whole file: every case restores the content it changed, so cases stay independent.
const site = createFixtureSite();
const snapshot = readTree(site);

function readTree(fixture: FixtureSite, dir = 'content'): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(fixture.root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) for (const [file, text] of readTree(fixture, relative)) files.set(file, text);
    else files.set(relative, fixture.read(relative));
  }
  return files;
}

function restore(): void {
  for (const file of readTree(site).keys()) if (!snapshot.has(file)) rmSync(path.join(site.root, file));
  for (const [file, text] of snapshot) {
    let current: string | undefined;
    try {
      current = site.read(file);
    } catch {
      current = undefined;
    }
    if (current !== text) site.write(file, text);
  }
}

const show = (problems: readonly Problem[]) =>
  problems.map((p) => `${p.code} ${p.position.file}:${p.position.line}:${p.position.column} ${p.message}`).join('\n');

afterEach(restore);
afterAll(() => site.dispose());

describe('broken content', () => {
  it('starts from content that loads', () => {
    expect(site.load().problems).toEqual([]);
  });

  it('covers every error code but E_FILE_READ', () => {
    const covered = new Set<string>();
    for (const c of cases) {
      c.mutate(site);
      covered.add(c.expect(site).code);
      restore();
    }
    const uncovered = Object.keys(catalogue).filter((code) => code !== 'E_FILE_READ' && !covered.has(code));
    expect(uncovered).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(36);
  });

  it.each(cases.map((c) => [c.name, c] as const))('reports %s', (_name, c) => {
    c.mutate(site);
    const expected = c.expect(site);
    const started = performance.now();
    const { content, problems } = site.load();
    const elapsed = performance.now() - started;

    expect(content).toBeUndefined();
    const match = problems.find(
      (p) => p.code === expected.code && p.position.file === expected.file && p.position.line === expected.line && p.position.column === expected.column,
    );
    expect(match, `expected ${expected.code} at ${expected.file}:${expected.line}:${expected.column}, got:\n${show(problems)}`).toBeDefined();
    for (const part of expected.message ?? []) {
      if (typeof part === 'string') expect(match!.message).toContain(part);
      else expect(match!.message).toMatch(part);
    }
    expect(match!.hint.length).toBeGreaterThan(0);
    // Every case, the alias bomb included, is bounded work.
    expect(elapsed).toBeLessThan(2000);
  });

  it('reports an alias bomb quickly', () => {
    site.write(TIERS, `${site.read(TIERS)}\n${aliasBomb()}`);
    const started = performance.now();
    const { problems } = site.load();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems.map((p) => p.code)).toEqual(['E_YAML_ALIAS_LIMIT']);
  });

  it('does not blame valid message files for a site.yaml that does not parse', () => {
    // The plural rules of me (sr-Latn-ME) come from site.yaml; without it, `few` must not become an error.
    site.replace(SITE, '  maxAgeDays: 365', '\tmaxAgeDays: 365');
    const { problems } = site.load();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((p) => p.position.file !== SITE), show(problems)).toEqual([]);
  });

  describe('with problems in several files at once', () => {
    const breakSeveralFiles = () => {
      site.replace(SITE, 'layout: custom', 'layout: fancy');
      site.replace(TIERS, 'all: [quickKeys,', 'all: [quickKeyz,');
      site.replace(PACKAGES, '{ segment: retail, tier: standard, isPopular: true }', '{ segment: retail, tier: standard, price: 9, isPopular: true }');
      site.replace(SECTIONS, 'type: whyBetter', 'type: whyWorse');
      site.replace(ME, 'photoAlt: "Fotografija: {name}"', 'photoAlt: "Fotografija: {ime}"');
      site.replace(EN, 'reload: "Reload"', 'reload: "Reload {page now"');
      site.replace(SR, '  menu: "Meni"', '  menu: "Meni"\n  menuHint: "Otvori meni"');
    };

    it('reports all of them in one run, not just the first', () => {
      breakSeveralFiles();
      const { problems } = site.load();
      const found = (code: ErrorCode, file: string) => problems.some((p) => p.code === code && p.position.file === file);
      expect(found('E_UNKNOWN_LAYOUT', SITE)).toBe(true);
      expect(found('E_UNKNOWN_FEATURE', TIERS)).toBe(true);
      expect(found('E_PACKAGE_PRICE', PACKAGES)).toBe(true);
      expect(found('E_UNKNOWN_SECTION_TYPE', SECTIONS)).toBe(true);
      expect(found('E_ICU_ARGUMENTS', ME)).toBe(true);
      expect(found('E_ICU_SYNTAX', EN)).toBe(true);
      expect(found('E_EXTRA_MESSAGE', SR)).toBe(true);
    });

    it('sorts them by file, then line, then column', () => {
      breakSeveralFiles();
      // A second problem in site.yaml, above the first, so the order within a file is tested too.
      site.replace(SITE, 'sameSite: lax', 'sameSite: none');
      const { problems } = site.load();
      expect(new Set(problems.map((p) => p.position.file)).size).toBeGreaterThanOrEqual(7);
      const key = (p: Problem) => [p.position.file, p.position.line, p.position.column] as const;
      for (let i = 1; i < problems.length; i++) {
        const [fa, la, ca] = key(problems[i - 1]!);
        const [fb, lb, cb] = key(problems[i]!);
        const ordered = fa.localeCompare(fb) < 0 || (fa === fb && (la < lb || (la === lb && ca <= cb)));
        expect(ordered, `${fa}:${la}:${ca} before ${fb}:${lb}:${cb}`).toBe(true);
      }
    });
  });
});
